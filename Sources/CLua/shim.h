/*
 * shim.h — all of the Lua host's unsafe C in one place (the picture libraries' is CRaster's).
 *
 * 1. Lua's function-like macros (lua_pop, lua_tostring, lua_pcall, …) cannot be imported by
 *    Swift; each gets a `static inline` stand-in here with the same meaning.
 * 2. The call trampoline. Debian's Lua 5.4 raises errors with longjmp. A longjmp across a Swift
 *    frame skips Swift's cleanup (releases, exclusivity bookkeeping) and is undefined behaviour.
 *    So a Swift binding never raises: it returns a status, and `cartlua_trampoline` — a C frame —
 *    raises the Lua error after the Swift frame has returned.
 * 3. The message handler used with every lua_pcall: adds a traceback to the error message.
 * 4. The sandbox's counters: an allocator that counts the bytes Lua holds and a count hook on
 *    instructions, each raising its limit's error only where no Swift frame is below; and
 *    (counted.h) the standard library's C work charged to the same instruction count.
 * 5. (slots.h) A class's properties read and written by slot from C.
 * 6. (specs.h) Animation constructors that read their options into a spec, with no object.
 */
#ifndef CARTLUA_SHIM_H
#define CARTLUA_SHIM_H

/* Debian's headers by their folder: no pkg-config flags, whose `-llua5.4` would link the
 * shared library (module.modulemap links the static one). */
#include <lua5.4/lua.h>
#include <lua5.4/lauxlib.h>
#include <lua5.4/lualib.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Macro stand-ins ------------------------------------------------------------------ */

static inline void cartlua_pop(lua_State *L, int n) { lua_settop(L, -(n) - 1); }
static inline void cartlua_newtable(lua_State *L) { lua_createtable(L, 0, 0); }
static inline int cartlua_isnil(lua_State *L, int i) { return lua_type(L, i) == LUA_TNIL; }
static inline int cartlua_isnoneornil(lua_State *L, int i) { return lua_type(L, i) <= 0; }
static inline int cartlua_istable(lua_State *L, int i) { return lua_type(L, i) == LUA_TTABLE; }
static inline int cartlua_isfunction(lua_State *L, int i) { return lua_type(L, i) == LUA_TFUNCTION; }
static inline const char *cartlua_tostring(lua_State *L, int i) { return lua_tolstring(L, i, NULL); }
static inline lua_Number cartlua_tonumber(lua_State *L, int i) { return lua_tonumberx(L, i, NULL); }
static inline lua_Integer cartlua_tointeger(lua_State *L, int i) { return lua_tointegerx(L, i, NULL); }
static inline void cartlua_insert(lua_State *L, int i) { lua_rotate(L, i, 1); }
static inline void cartlua_remove(lua_State *L, int i) { lua_rotate(L, i, -1); lua_settop(L, -2); }
static inline void cartlua_replace(lua_State *L, int i) { lua_copy(L, -1, i); lua_settop(L, -2); }
static inline int cartlua_upvalueindex(int i) { return LUA_REGISTRYINDEX - i; }
static inline int cartlua_registryindex(void) { return LUA_REGISTRYINDEX; }
static inline int cartlua_pcall(lua_State *L, int nargs, int nresults, int msgh) {
    return lua_pcallk(L, nargs, nresults, msgh, 0, NULL);
}
static inline const char *cartlua_typename_at(lua_State *L, int i) {
    return lua_typename(L, lua_type(L, i));
}
static inline int cartlua_getmetatable_named(lua_State *L, const char *name) {
    return lua_getfield(L, LUA_REGISTRYINDEX, name);
}
static inline int cartlua_loadbuffer(lua_State *L, const char *buff, size_t size, const char *name,
                                     const char *mode) {
    return luaL_loadbufferx(L, buff, size, name, mode);
}

/* ---- The call trampoline ----------------------------------------------------------------
 *
 * A Swift binding has the type `cartlua_Binding` and returns one of:
 *   n >= 0                 success, n results on top of the stack;
 *   CARTLUA_RAISE_MESSAGE  a message string on top; raised with the caller's "file:line: " prefix;
 *   CARTLUA_RAISE_ARG      an argument error: the argument index (integer) then the message on top;
 *                          raised through luaL_argerror, giving Lua's own wording
 *                          "bad argument #n to 'f' (msg)" (method calls renumbered as Lua does);
 *   CARTLUA_RAISE_VALUE    the value on top is raised as it is (a message already prefixed).
 * The binding is stored as a light userdata in upvalue 1 of the C closure.
 */
#define CARTLUA_RAISE_MESSAGE (-1)
#define CARTLUA_RAISE_ARG (-2)
#define CARTLUA_RAISE_VALUE (-3)

typedef int (*cartlua_Binding)(lua_State *L);

/* Raises the error a binding returned (see the status codes above). */
static inline int cartlua_raise_status(lua_State *L, int status) {
    switch (status) {
    case CARTLUA_RAISE_ARG: {
        int arg = (int)lua_tointegerx(L, -2, NULL);
        const char *msg = lua_tolstring(L, -1, NULL);
        return luaL_argerror(L, arg, msg ? msg : "invalid value");
    }
    case CARTLUA_RAISE_MESSAGE: {
        luaL_where(L, 1);
        lua_rotate(L, -2, 1);
        lua_concat(L, 2);
        return lua_error(L);
    }
    default:
        return lua_error(L);
    }
}

/* ---- The script's place ----------------------------------------------------------------- */

/* Writes "file:line: " of the script's code nearest to stack `level` of thread `L` (0 inside a
 * hook: the running function; 1 inside a C function: its caller) into `out` — the first Lua
 * frame with a line that is not one of cartlua's own chunks (the prelude's wrappers, such as
 * pcall) — or "" when there is none. Neither allocates nor raises. */
static inline int cartlua_script_frame(lua_State *L, int level, lua_Debug *ar);
static inline void cartlua_script_place(lua_State *L, int level, char *out, size_t size) {
    lua_Debug ar;
    out[0] = '\0';
    if (cartlua_script_frame(L, level, &ar)) snprintf(out, size, "%s:%d: ", ar.short_src, ar.currentline);
}

/* The frame `cartlua_script_place` names, its "Sl" info in `ar` (`ar->source` is the chunk's
 * own string); 0 when there is none. Neither allocates nor raises. */
static inline int cartlua_script_frame(lua_State *L, int level, lua_Debug *ar) {
    for (int lvl = level; lvl < level + 64 && lua_getstack(L, lvl, ar); lvl++) {
        if (lua_getinfo(L, "Sl", ar) && ar->currentline > 0 && strncmp(ar->source, "=cartlua", 8) != 0) return 1;
    }
    return 0;
}

/* Whether the frame at `level` runs `func` at line `line`: then the script frame
 * `cartlua_script_frame` would find from `level` is that one, when `func` is a function it found
 * before (a script's, whose source is the same). "fl" costs a fraction of "Sl", whose short
 * source is formatted anew at every call. Neither allocates nor raises. */
static inline int cartlua_same_script_frame(lua_State *L, int level, const void *func, int line) {
    lua_Debug ar;
    if (func == NULL || !lua_getstack(L, level, &ar) || !lua_getinfo(L, "fl", &ar)) return 0;
    int same = ar.currentline == line && lua_topointer(L, -1) == func;
    lua_settop(L, -2);
    return same;
}

/* ---- Limits: memory and instructions ------------------------------------------------------
 *
 * The allocator counts the bytes Lua holds and refuses past `memory_limit` — except while a
 * Swift binding runs (`in_binding`): a refusal there would make Lua long-jump over the Swift
 * frame, so the allocation is allowed, `memory_exceeded` is set, and the trampoline raises the
 * memory error right after the binding returned. The count hook raises once `instructions`
 * passes `instruction_limit` (hooks run only inside Lua code, never under a Swift frame).
 * Both are deterministic: the same script fails at the same instruction on every run.
 */

/* The allocator's spare blocks (`cartlua_alloc`): classes of 16 bytes up to 16 · CLASSES, at
 * most BYTES in all. */
#define CARTLUA_SPARE_CLASSES 16
#define CARTLUA_SPARE_BYTES (4u << 20)

/* The spare class of a block of `size` bytes: 1 … CLASSES for a small one, 0 for none. */
static inline size_t cartlua_spare_class(size_t size) {
    size_t c = (size + 15) >> 4;
    return size != 0 && c <= CARTLUA_SPARE_CLASSES ? c : 0;
}

/* What malloc and realloc are asked for a block of `size`: a small block its class's whole
 * size, so that any block of a class serves any size in it. */
static inline size_t cartlua_block_size(size_t size) {
    size_t c = cartlua_spare_class(size);
    return c != 0 ? c << 4 : size;
}

typedef struct cartlua_Limits {
    size_t memory_used;
    size_t memory_limit;     /* 0: none */
    size_t memory_peak;
    /* The growth the allocator counted for the block it is asking malloc for (`cartlua_alloc`). */
    size_t pending_growth;
    int in_binding;
    int memory_exceeded;
    long long instructions;
    long long instruction_limit; /* 0: none */
    /* Sticky: once the instruction limit is passed, every later check raises this same message
     * ("file:line: instruction limit exceeded (see --max-instructions)", the place it was first
     * passed), so catching it (pcall, coroutine.resume) cannot keep a script going. */
    int instructions_exceeded;
    char exceeded_message[320];
    /* The thread running Lua code: the main thread, or the coroutine `cartlua_resume` is in (so
     * that a refused allocation can name the script's line), and the main thread. */
    lua_State *running;
    lua_State *main_thread;
    /* Where the allocator last refused with script code running: "file:line: ", or "". (Lua's
     * own "not enough memory" names no place.) */
    char memory_place[300];
    /* Set when the trampoline raised the memory limit (CARTLUA_MEMORY_LIMIT_RAISED, after the
     * place in `memory_raised_place`), so that the host knows that error by its kind. */
    int memory_raised;
    char memory_raised_place[300];
    /* Registry refs of the state's fixed names (`StaticName`), made with the state. */
    int name_refs[32];
    /* Small blocks Lua freed, kept for its next blocks of their class, the last freed first
     * (`cartlua_alloc`); a block's first word points to the next. */
    void *spare[CARTLUA_SPARE_CLASSES + 1];
    size_t spare_bytes;
} cartlua_Limits;

/* The words of the memory limit the trampoline raises, after the script's place (as
 * luaL_error puts it): the one copy, which the host compares a failure with. */
#define CARTLUA_MEMORY_LIMIT_RAISED "memory limit exceeded (see --max-memory)"

#define CARTLUA_HOOK_STEP 1000

/* A refused allocation outside any binding: Lua raises "not enough memory", with no place, so
 * the place is kept here. Reading the running thread's frames is safe at any allocation (Lua
 * keeps them consistent there: a stack is moved only once its new block exists) and allocates
 * nothing. Out of line, as is everything rare here (see `cartlua_alloc`). */
__attribute__((noinline, cold)) static void *cartlua_refuse(cartlua_Limits *limits) {
    char place[sizeof limits->memory_place];
    if (limits->running != NULL) cartlua_script_place(limits->running, 0, place, sizeof place);
    /* Refusals while the error is handled (a traceback) have no script code running: they keep
     * the place of the one that caused it. */
    if (limits->running != NULL && place[0] != '\0') memcpy(limits->memory_place, place, sizeof place);
    return NULL;
}

/* Lua's allocator: the memory limit, the count of bytes in use and their peak. A coin makes
 * some sixty blocks, so the common path is kept short: the counts are brought up to date before
 * malloc is called (taken back in the rare case it fails), so that nothing but `limits` lives
 * across the call — what lived across it cost six saved registers and their restores on every
 * block (~15 of the allocator's ~45 instructions). */
static inline void *cartlua_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    cartlua_Limits *limits = (cartlua_Limits *)ud;
    size_t old = ptr ? osize : 0;
    if (nsize == 0) {
        /* A coroutine freed while named running (it raised out of cartlua_resume): the main
         * thread is the one left to name. */
        if ((char *)limits->running >= (char *)ptr && (char *)limits->running < (char *)ptr + old)
            limits->running = limits->main_thread;
        limits->memory_used -= old;
        size_t c = cartlua_spare_class(old);
        if (c != 0 && limits->spare_bytes < CARTLUA_SPARE_BYTES) {
            *(void **)ptr = limits->spare[c];
            limits->spare[c] = ptr;
            limits->spare_bytes += c << 4;
        } else {
            free(ptr);
        }
        return NULL;
    }
    size_t used = limits->memory_used - old + nsize;
    if (nsize > old && limits->memory_limit != 0 && used > limits->memory_limit) {
        if (!limits->in_binding) return cartlua_refuse(limits);
        limits->memory_exceeded = 1;
    }
    limits->memory_used = used;
    if (used > limits->memory_peak) limits->memory_peak = used;
    limits->pending_growth = nsize - old;
    void *block;
    if (ptr == NULL) {
        /* A long string made counts as work too, 1 instruction per 16 bytes: copying one
         * (`s .. "x"`, string.rep) takes a single instruction, whatever its length. Only new
         * long strings (a new object's kind comes in `osize`): their making follows the script
         * alone, while when tables grow and short strings are made again depends on hash
         * layouts that differ from run to run (Lua seeds its hashes per state, and hashes
         * objects by address). */
        if (osize == LUA_TSTRING && nsize > 64) limits->instructions += (long long)(nsize >> 4);
        /* A small block: the one of its class Lua freed last, if any. mimalloc hands out the
         * blocks a page got back only once the page's other free blocks are gone, long after
         * they were freed, so the link its malloc reads in each was a cache miss that stalled
         * (nine tenths of its time, `perf annotate`); a block freed a moment ago (most are
         * swept by the collector, which has just read them) is still in the cache. Every block
         * of a class has the class's whole size: it is asked of malloc and realloc so. */
        size_t c = cartlua_spare_class(nsize);
        void *spare = limits->spare[c];  /* class 0 keeps none */
        if (spare != NULL) {
            void *next = *(void **)spare;
            limits->spare[c] = next;
            limits->spare_bytes -= c << 4;
            __builtin_prefetch(next, 1);
            return spare;
        }
        /* A new block from malloc: mimalloc's realloc of NULL takes its longer path (~25
         * instructions more), and most of a script's blocks are new. */
        block = malloc(cartlua_block_size(nsize));
    } else {
        block = realloc(ptr, cartlua_block_size(nsize));
    }
    /* The system's own failure (not the limit): Lua keeps the old block and raises. */
    if (__builtin_expect(block == NULL, 0)) limits->memory_used -= limits->pending_growth;
    return block;
}

/* Frees the spare blocks (`cartlua_alloc`), once the state is closed. */
static inline void cartlua_free_spares(cartlua_Limits *limits) {
    for (int c = 0; c <= CARTLUA_SPARE_CLASSES; c++) {
        while (limits->spare[c] != NULL) {
            void *b = limits->spare[c];
            limits->spare[c] = *(void **)b;
            free(b);
        }
    }
    limits->spare_bytes = 0;
}

static inline cartlua_Limits *cartlua_limits(lua_State *L) {
    void *ud = NULL;
    lua_getallocf(L, &ud);
    return (cartlua_Limits *)ud;
}

/* Pushes fixed name `k` (`StaticName`) from the registry: a short string made once per state,
 * where lua_pushlstring would hash it and look it up again at every push. */
static inline void cartlua_pushname(lua_State *L, int k) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, cartlua_limits(L)->name_refs[k]);
}

#define CARTLUA_INSTRUCTION_LIMIT_MESSAGE "instruction limit exceeded (see --max-instructions)"

/* Pushes `cartlua_script_place` as a string. */
static inline void cartlua_push_script_place(lua_State *L, int level) {
    char place[300];
    cartlua_script_place(L, level, place, sizeof place);
    lua_pushstring(L, place);
}

/* Records the instruction limit as passed (once), naming the script's place nearest to stack
 * `level` (`cartlua_script_place`), and pushes the message. Allocates (the message string),
 * never raises. */
static inline void cartlua_push_instruction_limit(lua_State *L, int level) {
    cartlua_Limits *limits = cartlua_limits(L);
    if (!limits->instructions_exceeded) {
        char place[300];
        limits->instructions_exceeded = 1;
        cartlua_script_place(L, level, place, sizeof place);
        snprintf(limits->exceeded_message, sizeof limits->exceeded_message, "%s%s", place,
                 CARTLUA_INSTRUCTION_LIMIT_MESSAGE);
    }
    lua_pushstring(L, limits->exceeded_message);
}

static inline void cartlua_counthook(lua_State *L, lua_Debug *ar) {
    (void)ar;
    cartlua_Limits *limits = cartlua_limits(L);
    limits->instructions += CARTLUA_HOOK_STEP;
    if (limits->instructions_exceeded ||
        (limits->instruction_limit != 0 && limits->instructions > limits->instruction_limit)) {
        /* Raised again every step after, with the first message. */
        cartlua_push_instruction_limit(L, 0);
        lua_error(L);
    }
}

/* A Lua C function for the prelude's pcall, xpcall and coroutine wrappers: raises the
 * instruction limit's message again when it has been passed (the wrapped call caught it), else
 * returns nothing. A C function: the count hook never fires inside it. */
static inline int cartlua_recheck_limits(lua_State *L) {
    cartlua_Limits *limits = cartlua_limits(L);
    if (limits != NULL && limits->instructions_exceeded) {
        cartlua_push_instruction_limit(L, 1);
        return lua_error(L);
    }
    return 0;
}

static inline void cartlua_pushrecheck(lua_State *L) { lua_pushcfunction(L, cartlua_recheck_limits); }

/* A step of the collector as if `kb` kilobytes had been allocated (lua_gc is variadic: Swift
 * cannot call it). */
static inline void cartlua_gcstep(lua_State *L, int kb) { lua_gc(L, LUA_GCSTEP, kb); }

/* The collector's mode for a script's state: generational, with these minor and major
 * multipliers (CollectorPace says why). */
static inline void cartlua_gcgenerational(lua_State *L, int minormul, int majormul) {
    lua_gc(L, LUA_GCGEN, minormul, majormul);
}

/* Whether the collector is in generational mode (asking switches to it, and back if it was
 * not: for tests). */
static inline int cartlua_gcisgenerational(lua_State *L) {
    int previous = lua_gc(L, LUA_GCGEN, 0, 0);
    if (previous != LUA_GCGEN) lua_gc(L, LUA_GCINC, 0, 0, 0);
    return previous == LUA_GCGEN;
}

/* Sets the collector's pause, in percent (`CollectorPace`). */
static inline void cartlua_setgcpause(lua_State *L, int pause) { lua_gc(L, LUA_GCSETPAUSE, pause); }

/* The kilobytes Lua's heap holds. */
static inline int cartlua_gccount(lua_State *L) { return lua_gc(L, LUA_GCCOUNT); }

/* The collector's pause, in percent (set back as it was: LUA_GCSETPAUSE returns the old one). */
static inline int cartlua_gcpause(lua_State *L) {
    int pause = lua_gc(L, LUA_GCSETPAUSE, 0);
    lua_gc(L, LUA_GCSETPAUSE, pause);
    return pause;
}

static inline lua_State *cartlua_newstate(cartlua_Limits *limits) {
    lua_State *L = lua_newstate(cartlua_alloc, limits);
    if (L) {
        if (limits->instruction_limit != 0) lua_sethook(L, cartlua_counthook, LUA_MASKCOUNT, CARTLUA_HOOK_STEP);
        limits->main_thread = limits->running = L;
    }
    return L;
}

/* coroutine.resume, with the coroutine named running while it runs (upvalue 1: Lua's own). */
static inline int cartlua_resume(lua_State *L) {
    cartlua_Limits *limits = cartlua_limits(L);
    lua_CFunction resume = lua_tocfunction(L, lua_upvalueindex(1));
    lua_State *co = lua_tothread(L, 1);
    /* Each value handed over counts (counted.h); the next count hook raises past the limit. */
    limits->instructions += lua_gettop(L);
    if (co != NULL) limits->running = co;
    int n = resume(L);
    limits->running = L;
    return n;
}

/* Replaces coroutine.resume (the table on top) with cartlua_resume. */
static inline void cartlua_wrap_resume(lua_State *L) {
    lua_getfield(L, -1, "resume");
    lua_pushcclosure(L, cartlua_resume, 1);
    lua_setfield(L, -2, "resume");
}

/* Whether the script, past its memory limit in a binding (`memory_exceeded`, cleared here), still
 * holds more once all its garbage is collected — as Lua collects before it refuses an
 * allocation of its own. What the binding made may fit once the garbage is gone: a dropped
 * layer's Swift objects wait for Lua to collect its userdata, and the collector lets garbage
 * gather. Safe outside lua_pcall too: finalizers run protected, and only growth is refused. */
static inline int cartlua_still_over_limit(lua_State *L, cartlua_Limits *limits) {
    limits->memory_exceeded = 0;
    lua_gc(L, LUA_GCCOLLECT);
    return limits->memory_used > limits->memory_limit;
}

/* The memory limit a binding passed, raised at the script's line once its Swift frame returned. */
__attribute__((noinline, cold)) static int cartlua_raise_memory_limit(lua_State *L, cartlua_Limits *limits) {
    lua_settop(L, 0);
    /* The place luaL_error puts first (luaL_where, level 1), kept without allocating. */
    lua_Debug ar;
    limits->memory_raised_place[0] = '\0';
    if (lua_getstack(L, 1, &ar) && lua_getinfo(L, "Sl", &ar) && ar.currentline > 0)
        snprintf(limits->memory_raised_place, sizeof limits->memory_raised_place, "%s:%d: ", ar.short_src, ar.currentline);
    limits->memory_raised = 1;
    return luaL_error(L, CARTLUA_MEMORY_LIMIT_RAISED);
}

/* What the trampoline does once a binding returned `status` (with `outer`, the `in_binding` flag
 * before it ran): raises the memory limit the binding passed, the instruction limit it passed,
 * or the error it returned; else returns its number of results. */
static inline int cartlua_after_binding(lua_State *L, cartlua_Limits *limits, int outer, int status) {
    limits->in_binding = outer;
    if (!outer && limits->memory_exceeded && cartlua_still_over_limit(L, limits))
        return cartlua_raise_memory_limit(L, limits);
    /* Work the binding counted without raising (a table traversed, a string copied): past the
     * instruction limit, raised at the script's line now that the Swift frame has returned. */
    if (!outer && status >= 0 && limits->instruction_limit != 0 && limits->instructions > limits->instruction_limit) {
        lua_settop(L, 0);
        cartlua_push_instruction_limit(L, 1);
        return lua_error(L);
    }
    if (status >= 0) return status;
    return cartlua_raise_status(L, status);
}

static inline int cartlua_trampoline(lua_State *L) {
    cartlua_Binding binding = (cartlua_Binding)lua_touserdata(L, LUA_REGISTRYINDEX - 1);
    cartlua_Limits *limits = cartlua_limits(L);
    if (limits == NULL) {
        int status = binding(L);
        if (status >= 0) return status;
        return cartlua_raise_status(L, status);
    }
    int outer = limits->in_binding;
    limits->in_binding = 1;
    int status = binding(L); /* the Swift frame returns here, then we may raise */
    return cartlua_after_binding(L, limits, outer, status);
}

/* Pushes a Lua C function that runs `binding` through the trampoline. Upvalue 1 holds the
 * binding pointer, upvalue 2 the integer `id` the binding may use to find what to do. */
static inline void cartlua_pushbinding(lua_State *L, cartlua_Binding binding, lua_Integer id) {
    lua_pushlightuserdata(L, (void *)binding);
    lua_pushinteger(L, id);
    lua_pushcclosure(L, cartlua_trampoline, 2);
}

/* ---- Finalizer ---------------------------------------------------------------------------- */

/* Lets go of the Swift object of a userdata Lua collects: `object`, whose userdata's share of
 * the script's memory (`bytes`, its class's) is credited (Swift, `cartluaReleaseObject`). */
typedef void (*cartlua_Release)(lua_State *L, void *object, lua_Integer bytes, lua_Integer id);

/* What a bound object's userdata holds: the retained Swift object, and the index its userdata
 * has in the object cache (0: none), which the finalizer gives back. */
typedef struct {
    void *object;
    lua_Integer id;
} cartlua_Handle;

/* Pushes a new userdata holding `object` (retained by the caller) at cache index `id`, with its
 * class's `userValues` user values (none but a Path's: a slot is 16 bytes more of every object,
 * 100,000 pending `after` handles among them). */
static inline void cartlua_newhandle(lua_State *L, void *object, lua_Integer id, int userValues) {
    cartlua_Handle *h = (cartlua_Handle *)lua_newuserdatauv(L, sizeof *h, userValues);
    h->object = object;
    h->id = id;
}

/* The object of the handle at `i` if it is a userdata (NULL otherwise, or once finalized). */
static inline void *cartlua_handle_object(lua_State *L, int i) {
    cartlua_Handle *h = (cartlua_Handle *)lua_touserdata(L, i);
    return h ? h->object : NULL;
}

/* A class's __gc: upvalue 1 the release function, upvalue 2 the class's bytes per object. The
 * object pointer is cleared first: a userdata reachable again (from another finalizer) has no
 * object, which the class's functions refuse. Straight to Swift, with no binding around it: a
 * release frees Swift memory and credits counts, never calls Lua, allocates in it or raises. */
static inline int cartlua_gc(lua_State *L) {
    cartlua_Release release = (cartlua_Release)lua_touserdata(L, LUA_REGISTRYINDEX - 1);
    cartlua_Handle *h = (cartlua_Handle *)lua_touserdata(L, 1);
    if (h && h->object) {
        void *object = h->object;
        h->object = NULL;
        release(L, object, lua_tointegerx(L, LUA_REGISTRYINDEX - 2, NULL), h->id);
    }
    return 0;
}

/* Pushes a class's __gc (`cartlua_gc`) for objects of `bytes` each. */
static inline void cartlua_pushgc(lua_State *L, cartlua_Release release, lua_Integer bytes) {
    lua_pushlightuserdata(L, (void *)release);
    lua_pushinteger(L, bytes);
    lua_pushcclosure(L, cartlua_gc, 2);
}

/* ---- Classes' properties by slot --------------------------------------------------------- */

#include "slots.h"

/* The pointer-sized area Lua keeps with every thread (copied into new coroutines): the host. */
static inline void *cartlua_getextraspace(lua_State *L) { return lua_getextraspace(L); }

/* ---- pcall message handler ----------------------------------------------------------- */

/* Appends a traceback to a string error; leaves other error values alone. */
static inline int cartlua_msghandler(lua_State *L) {
    const char *msg = lua_tolstring(L, 1, NULL);
    if (msg == NULL) {
        if (luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING) return 1;
        msg = lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
    }
    luaL_traceback(L, L, msg, 1);
    return 1;
}

static inline void cartlua_pushmsghandler(lua_State *L) { lua_pushcfunction(L, cartlua_msghandler); }

/* ---- The standard library, its work counted ---------------------------------------------- */

#include "counted.h"

/* ---- A delegate table ------------------------------------------------------------------ */

/* What the delegate setter finds wrong with the value at `i` (`cartlua_delegate_verdict`). */
#define CARTLUA_DELEGATE_FINE 0
#define CARTLUA_DELEGATE_NOT_A_TABLE 1
#define CARTLUA_DELEGATE_START_NOT_A_FUNCTION 2
#define CARTLUA_DELEGATE_STOP_NOT_A_FUNCTION 3
#define CARTLUA_DELEGATE_MISSPELT 4 /* the key is left on the stack */

/* The delegate rule, the one place it is kept (the setter words it, `LuaHost.delegateProblem`;
 * the spec constructors take a fine delegate at once): a table whose animationDidStart and
 * animationDidStop are functions or nil, with no other key that starts with "animation" — a
 * misspelt callback would silently never run. A bad callback is reported before a misspelt
 * key, the start's before the stop's. One raw pass over the keys, the slots traversed counted
 * as a binding's work: the callbacks' values are checked as lua_next reaches them (a look-up of
 * each first cost a coin's delegate ~250 instructions more), and the first misspelt key waits in
 * a slot below lua_next's until the callbacks are known to be fine. */
static inline int cartlua_delegate_verdict(lua_State *L, int i) {
    if (lua_type(L, i) != LUA_TTABLE) return CARTLUA_DELEGATE_NOT_A_TABLE;
    i = lua_absindex(L, i);
    cartlua_count_traversal(L, i);
    lua_pushnil(L);  /* the first misspelt key's slot */
    int slot = lua_gettop(L), startBad = 0, stopBad = 0, misspelt = 0;
    lua_pushnil(L);
    while (lua_next(L, i) != 0) {
        int function = lua_type(L, -1) == LUA_TFUNCTION;
        lua_pop(L, 1);
        if (lua_type(L, -1) != LUA_TSTRING) continue;
        size_t n;
        const char *k = lua_tolstring(L, -1, &n);
        if (n < 9 || memcmp(k, "animation", 9) != 0) continue;
        if (n == 17 && memcmp(k, "animationDidStart", 17) == 0) startBad |= !function;
        else if (n == 16 && memcmp(k, "animationDidStop", 16) == 0) stopBad |= !function;
        else if (!misspelt) {
            misspelt = 1;
            lua_copy(L, -1, slot);
        }
    }
    if (misspelt && !startBad && !stopBad) return CARTLUA_DELEGATE_MISSPELT;
    lua_settop(L, slot - 1);
    return startBad ? CARTLUA_DELEGATE_START_NOT_A_FUNCTION
        : stopBad ? CARTLUA_DELEGATE_STOP_NOT_A_FUNCTION : CARTLUA_DELEGATE_FINE;
}

/* Pushes method `name` (a fixed name, `StaticName`) of the delegate table that the registry's
 * table `refs` holds at `ref`, and returns 1, when it is a function; else pushes nothing and
 * returns 0. Raw access, as the rule above. One call where a callback's look-up made ten API
 * calls (every coin asks for the animationDidStart it does not have). */
static inline int cartlua_push_delegate_method(lua_State *L, int refs, int ref, int name) {
    int top = lua_gettop(L);
    lua_rawgeti(L, LUA_REGISTRYINDEX, refs);
    if (lua_rawgeti(L, top + 1, ref) == LUA_TTABLE) {
        cartlua_pushname(L, name);
        if (lua_rawget(L, top + 2) == LUA_TFUNCTION) {
            lua_copy(L, top + 3, top + 1);
            lua_settop(L, top + 1);
            return 1;
        }
    }
    lua_settop(L, top);
    return 0;
}

/* ---- Animation specs: constructors without the object -------------------------------------- */

#include "specs.h"

#endif
