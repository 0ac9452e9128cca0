/*
 * shim.h — all of cartlua's unsafe C in one place.
 *
 * 1. Lua's function-like macros (lua_pop, lua_tostring, lua_pcall, …) cannot be imported by
 *    Swift; each gets a `static inline` stand-in here with the same meaning.
 * 2. The call trampoline. Debian's Lua 5.4 raises errors with longjmp. A longjmp across a Swift
 *    frame skips Swift's cleanup (releases, exclusivity bookkeeping) and is undefined behaviour.
 *    So a Swift binding never raises: it returns a status, and `cartlua_trampoline` — a C frame —
 *    raises the Lua error after the Swift frame has returned.
 * 3. The message handler used with every lua_pcall: adds a traceback to the error message.
 */
#ifndef CARTLUA_SHIM_H
#define CARTLUA_SHIM_H

#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>
#include <stddef.h>
#include <stdint.h>

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
static inline void *cartlua_newuserdata(lua_State *L, size_t size) {
    return lua_newuserdatauv(L, size, 1);
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

static inline int cartlua_trampoline(lua_State *L) {
    cartlua_Binding binding = (cartlua_Binding)lua_touserdata(L, LUA_REGISTRYINDEX - 1);
    int status = binding(L); /* the Swift frame returns here, then we may raise */
    if (status >= 0) return status;
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

/* Pushes a Lua C function that runs `binding` through the trampoline. Upvalue 1 holds the
 * binding pointer, upvalue 2 the integer `id` the binding may use to find what to do. */
static inline void cartlua_pushbinding(lua_State *L, cartlua_Binding binding, lua_Integer id) {
    lua_pushlightuserdata(L, (void *)binding);
    lua_pushinteger(L, id);
    lua_pushcclosure(L, cartlua_trampoline, 2);
}

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

#endif
