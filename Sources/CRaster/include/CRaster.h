/*
 * CRaster — the raster back-end's C libraries, loaded only when a picture is drawn.
 *
 * cairo (draws, writes PNG) and giflib (encodes GIF) pull in some twenty more libraries —
 * pixman, fontconfig, freetype, X11/xcb, png, brotli… Linked normally, every `cartlua` start
 * would load and relocate them all although only `--format png/gif` uses them. So cartlua does
 * not link them: loader.c defines the cairo and giflib functions cartlua calls (the same names
 * and prototypes as below, so call sites read as plain cairo), and each forwards to the real
 * function, found with dlopen/dlsym the first time one is called.
 *
 * Call `cartraster_load_cairo()` / `cartraster_load_gif()` before drawing: they return NULL
 * when the library is there, else a message saying what is missing and how to install it.
 * Calling a function of a library that could not be loaded aborts with that message.
 *
 * Building still needs the headers (libcairo2-dev, libgif-dev): types and prototypes come from
 * them. Running needs libcairo.so.2 and libgif.so.7 only for pictures.
 */
#ifndef CARTLUA_CRASTER_H
#define CARTLUA_CRASTER_H
#include <cairo/cairo.h>
#include <gif_lib.h>

/* NULL when cairo is loaded (now or before), else why not. Thread-safe; loads at most once. */
const char *cartraster_load_cairo(void);
/* NULL when giflib is loaded (now or before), else why not. Thread-safe; loads at most once. */
const char *cartraster_load_gif(void);
#endif
