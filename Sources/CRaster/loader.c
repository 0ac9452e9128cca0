/*
 * loader.c — cairo and giflib, loaded on first use (see include/CRaster.h for why).
 *
 * Each library is a list of the functions cartlua calls: name, parameters, arguments. From one
 * list come a pointer per function (typed with the header's own prototype, so a mismatch does
 * not compile), its dlsym at load time, and a stand-in of the same name that forwards to it.
 * The stand-ins are not exported from the executable (it has no dynamic symbol table of its
 * own), so libcairo's calls to itself never come back through them.
 */
#include "CRaster.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

/* V: returns nothing; R: returns a value of type `ret`. */
#define CAIRO_FUNCTIONS(V, R)                                                                    \
    V(cairo_arc, (cairo_t *cr, double xc, double yc, double radius, double angle1, double angle2), \
      (cr, xc, yc, radius, angle1, angle2))                                                      \
    V(cairo_clip, (cairo_t *cr), (cr))                                                           \
    V(cairo_close_path, (cairo_t *cr), (cr))                                                     \
    R(cairo_t *, cairo_create, (cairo_surface_t *target), (target))                              \
    V(cairo_destroy, (cairo_t *cr), (cr))                                                        \
    V(cairo_fill, (cairo_t *cr), (cr))                                                           \
    V(cairo_fill_preserve, (cairo_t *cr), (cr))                                                  \
    R(cairo_surface_t *, cairo_image_surface_create, (cairo_format_t format, int width, int height), \
      (format, width, height))                                                                   \
    R(cairo_surface_t *, cairo_image_surface_create_from_png, (const char *filename), (filename)) \
    R(cairo_surface_t *, cairo_image_surface_create_from_png_stream,                             \
      (cairo_read_func_t read_func, void *closure), (read_func, closure))                        \
    R(unsigned char *, cairo_image_surface_get_data, (cairo_surface_t *surface), (surface))      \
    R(int, cairo_image_surface_get_height, (cairo_surface_t *surface), (surface))                \
    R(int, cairo_image_surface_get_stride, (cairo_surface_t *surface), (surface))                \
    R(int, cairo_image_surface_get_width, (cairo_surface_t *surface), (surface))                 \
    V(cairo_move_to, (cairo_t *cr, double x, double y), (cr, x, y))                              \
    V(cairo_new_path, (cairo_t *cr), (cr))                                                       \
    V(cairo_new_sub_path, (cairo_t *cr), (cr))                                                   \
    V(cairo_paint, (cairo_t *cr), (cr))                                                          \
    V(cairo_paint_with_alpha, (cairo_t *cr, double alpha), (cr, alpha))                          \
    V(cairo_rectangle, (cairo_t *cr, double x, double y, double width, double height),           \
      (cr, x, y, width, height))                                                                 \
    V(cairo_restore, (cairo_t *cr), (cr))                                                        \
    V(cairo_save, (cairo_t *cr), (cr))                                                           \
    V(cairo_scale, (cairo_t *cr, double sx, double sy), (cr, sx, sy))                            \
    V(cairo_select_font_face,                                                                    \
      (cairo_t *cr, const char *family, cairo_font_slant_t slant, cairo_font_weight_t weight),   \
      (cr, family, slant, weight))                                                               \
    V(cairo_set_font_size, (cairo_t *cr, double size), (cr, size))                               \
    V(cairo_set_line_width, (cairo_t *cr, double width), (cr, width))                            \
    V(cairo_set_source_rgb, (cairo_t *cr, double red, double green, double blue),                \
      (cr, red, green, blue))                                                                    \
    V(cairo_set_source_surface, (cairo_t *cr, cairo_surface_t *surface, double x, double y),    \
      (cr, surface, x, y))                                                                       \
    V(cairo_set_source_rgba, (cairo_t *cr, double red, double green, double blue, double alpha), \
      (cr, red, green, blue, alpha))                                                             \
    V(cairo_show_text, (cairo_t *cr, const char *utf8), (cr, utf8))                              \
    R(cairo_status_t, cairo_status, (cairo_t *cr), (cr))                                         \
    R(const char *, cairo_status_to_string, (cairo_status_t status), (status))                   \
    V(cairo_stroke, (cairo_t *cr), (cr))                                                         \
    V(cairo_surface_destroy, (cairo_surface_t *surface), (surface))                              \
    V(cairo_surface_flush, (cairo_surface_t *surface), (surface))                                \
    R(cairo_status_t, cairo_surface_status, (cairo_surface_t *surface), (surface))               \
    R(cairo_status_t, cairo_surface_write_to_png_stream,                                         \
      (cairo_surface_t *surface, cairo_write_func_t write_func, void *closure),                  \
      (surface, write_func, closure))                                                            \
    V(cairo_transform, (cairo_t *cr, const cairo_matrix_t *matrix), (cr, matrix))                \
    V(cairo_translate, (cairo_t *cr, double tx, double ty), (cr, tx, ty))

#define GIF_FUNCTIONS(V, R)                                                                      \
    R(GifFileType *, EGifOpen, (void *userPtr, OutputFunc writeFunc, int *Error),                \
      (userPtr, writeFunc, Error))                                                               \
    R(int, EGifCloseFile, (GifFileType *GifFile, int *ErrorCode), (GifFile, ErrorCode))          \
    R(int, EGifPutScreenDesc,                                                                    \
      (GifFileType *GifFile, const int GifWidth, const int GifHeight, const int GifColorRes,     \
       const int GifBackGround, const ColorMapObject *GifColorMap),                              \
      (GifFile, GifWidth, GifHeight, GifColorRes, GifBackGround, GifColorMap))                   \
    R(int, EGifPutImageDesc,                                                                     \
      (GifFileType *GifFile, const int GifLeft, const int GifTop, const int GifWidth,            \
       const int GifHeight, const bool GifInterlace, const ColorMapObject *GifColorMap),         \
      (GifFile, GifLeft, GifTop, GifWidth, GifHeight, GifInterlace, GifColorMap))                \
    V(EGifSetGifVersion, (GifFileType *GifFile, const bool gif89), (GifFile, gif89))             \
    R(int, EGifPutLine, (GifFileType *GifFile, GifPixelType *GifLine, int GifLineLen),           \
      (GifFile, GifLine, GifLineLen))                                                            \
    R(int, EGifPutExtensionLeader, (GifFileType *GifFile, const int GifExtCode), (GifFile, GifExtCode)) \
    R(int, EGifPutExtensionBlock, (GifFileType *GifFile, const int GifExtLen, const void *GifExtension), \
      (GifFile, GifExtLen, GifExtension))                                                        \
    R(int, EGifPutExtensionTrailer, (GifFileType *GifFile), (GifFile))                           \
    R(int, EGifPutExtension,                                                                     \
      (GifFileType *GifFile, const int GifExtCode, const int GifExtLen, const void *GifExtension), \
      (GifFile, GifExtCode, GifExtLen, GifExtension))                                            \
    R(ColorMapObject *, GifMakeMapObject, (int ColorCount, const GifColorType *ColorMap),        \
      (ColorCount, ColorMap))                                                                    \
    V(GifFreeMapObject, (ColorMapObject *Object), (Object))                                      \
    R(size_t, EGifGCBToExtension, (const GraphicsControlBlock *GCB, GifByteType *GifExtension),  \
      (GCB, GifExtension))

/* One library: its file (the SONAME), what to install, whether and why loading failed. */
typedef struct Library {
    const char *file;
    const char *package;
    pthread_once_t once;
    const char *error; /* NULL once loaded */
    char message[512];
} Library;

static Library cairo_library = {"libcairo.so.2", "libcairo2", PTHREAD_ONCE_INIT, "not loaded", ""};
static Library gif_library = {"libgif.so.7", "libgif7", PTHREAD_ONCE_INIT, "not loaded", ""};

/* The real functions. */
#define POINTER_V(name, params, args) static __typeof__(name) *real_##name;
#define POINTER_R(ret, name, params, args) POINTER_V(name, params, args)
CAIRO_FUNCTIONS(POINTER_V, POINTER_R)
GIF_FUNCTIONS(POINTER_V, POINTER_R)

/* Opens `lib` and looks up each function; on failure records why in lib->error. */
static void *open_library(Library *lib) {
    void *handle = dlopen(lib->file, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        const char *why = dlerror();
        snprintf(lib->message, sizeof lib->message, "cannot load %s, needed for pictures (%s); install it with: apt-get install %s",
                 lib->file, why ? why : "not found", lib->package);
        lib->error = lib->message;
    }
    return handle;
}

#define LOOKUP_V(name, params, args)                                                             \
    if (lib->error == NULL && (real_##name = (__typeof__(name) *)dlsym(handle, #name)) == NULL) { \
        snprintf(lib->message, sizeof lib->message, "%s has no function %s (too old?)", lib->file, #name); \
        lib->error = lib->message;                                                              \
    }
#define LOOKUP_R(ret, name, params, args) LOOKUP_V(name, params, args)

static void load_cairo(void) {
    Library *lib = &cairo_library;
    void *handle = open_library(lib);
    if (handle == NULL) return;
    lib->error = NULL;
    CAIRO_FUNCTIONS(LOOKUP_V, LOOKUP_R)
}

static void load_gif(void) {
    Library *lib = &gif_library;
    void *handle = open_library(lib);
    if (handle == NULL) return;
    lib->error = NULL;
    GIF_FUNCTIONS(LOOKUP_V, LOOKUP_R)
}

const char *cartraster_load_cairo(void) {
    pthread_once(&cairo_library.once, load_cairo);
    return cairo_library.error;
}

const char *cartraster_load_gif(void) {
    pthread_once(&gif_library.once, load_gif);
    return gif_library.error;
}

/* A stand-in called without its library: a bug of the caller (it should have checked the load
 * function's message first), not something a script can cause. */
static void require(const char *error) {
    if (error == NULL) return;
    fprintf(stderr, "cartlua: %s\n", error);
    abort();
}

/* The stand-ins: the header's names, forwarding to the real functions. */
#define CAIRO_V(name, params, args) void name params { require(cartraster_load_cairo()); real_##name args; }
#define CAIRO_R(ret, name, params, args) ret name params { require(cartraster_load_cairo()); return real_##name args; }
#define GIF_V(name, params, args) void name params { require(cartraster_load_gif()); real_##name args; }
#define GIF_R(ret, name, params, args) ret name params { require(cartraster_load_gif()); return real_##name args; }
CAIRO_FUNCTIONS(CAIRO_V, CAIRO_R)
GIF_FUNCTIONS(GIF_V, GIF_R)
