/*
 * slots.h — a class's properties by slot, from C (included by shim.h, after the trampoline).
 *
 * A class's __index and __newindex find a property's slot in the class's table of names here,
 * then call the class's slot binding once (Swift,
 * `cartluaGetSlot` / `cartluaSetSlot`); anything else goes to the general binding, which says
 * what is wrong. Raw access only: nothing here but the bindings can raise.
 */
#ifndef CARTLUA_SLOTS_H
#define CARTLUA_SLOTS_H

#include <math.h>

/* The metatable of full userdata `i`, by address; NULL for any other value. */
static inline const void *cartlua_metatable_of(lua_State *L, int i) {
    if (lua_type(L, i) != LUA_TUSERDATA || !lua_getmetatable(L, i)) return NULL;
    const void *mt = lua_topointer(L, -1);
    lua_settop(L, -2);
    return mt;
}

/* The object pointer in full userdata `i` if its metatable is `mt` (compared by address), else
 * NULL (not such a userdata, or one already finalized). */
static inline void *cartlua_instance(lua_State *L, int i, const void *mt) {
    if (mt == NULL || cartlua_metatable_of(L, i) != mt) return NULL;
    void **slot = (void **)lua_touserdata(L, i);
    return slot ? *slot : NULL;
}

/* A property's read or write without the general binding: `cls`'s getter or setter of slot
 * `slot` (from 1) run on `object` (the userdata's, of the class's own metatable). Returns a
 * trampoline status, or CARTLUA_NOT_HANDLED with nothing done (no such getter or setter): the
 * general binding then runs, and says what is wrong in its own words. */
#define CARTLUA_NOT_HANDLED (-100)
typedef int (*cartlua_SlotBinding)(lua_State *L, void *cls, lua_Integer slot, void *object);

/* Entries of a class's index of property names (a power of two, at least twice the most
 * properties a class has: ClassBinding checks). */
#define CARTLUA_SLOT_INDEX 128

/* A fixed list of names by address, each with its slot (1, 2, …). Lua interns short strings
 * (up to LUAI_MAXSHORTLEN, 40 bytes), so in one state a name is one string object, which
 * `lua_topointer` gives: finding a slot hashes that address (open addressing, `names` NULL
 * where free), where a look-up in a table of names pushed the key, hashed it in the table and
 * converted the integer found (a third of a property's read from C). Whoever fills it keeps
 * the strings alive (a table of them), so no address is reused while it is in use. */
typedef struct cartlua_NameIndex {
    const void *names[CARTLUA_SLOT_INDEX];
    lua_Integer slots[CARTLUA_SLOT_INDEX];
} cartlua_NameIndex;

/* A number property's write, once the value is checked (`numberSet`): the typed setter, with
 * no Lua call and nothing that can fail. Returns 0. */
typedef int (*cartlua_NumberSetter)(lua_State *L, void *cls, lua_Integer slot, void *object, double x);

/* A number property's rule (`NumberRule`): finite unless CARTLUA_NUMBER_INFINITE, never NaN,
 * not below zero when CARTLUA_NUMBER_NONNEGATIVE. */
#define CARTLUA_NUMBER_INFINITE 1
#define CARTLUA_NUMBER_NONNEGATIVE 2
/* Not a rule, a property of the write (in `numberSet` only): it charges nothing to the
 * sandbox's budget (the slot changes no scene), so it runs without the binding's bookkeeping
 * (`in_binding`, the limits checked after). */
#define CARTLUA_NUMBER_QUIET 4

/* What a class's __index and __newindex need to serve a property by slot, in one light
 * userdata upvalue: the class's metatable (which tells its objects), its slot bindings and the
 * class they take; its property names by address; and, by slot (from 1, up to 64), the rule of
 * a number property, whose write with a number within it goes straight to `setNumber`. */
typedef struct cartlua_SlotClass {
    const void *metatable;
    cartlua_SlotBinding get;
    cartlua_SlotBinding set;
    void *cls;
    cartlua_NameIndex index;
    cartlua_NumberSetter setNumber;
    /* 0: no number property at the slot; else 1 + its rule's flags. */
    uint8_t numberSet[64];
    /* A method run on an object of the class (its index, from 0, as `slot`), or NULL. */
    cartlua_SlotBinding method;
} cartlua_SlotClass;

/* Whether `x` is within the rule of `flags` (CARTLUA_NUMBER_*). */
static inline int cartlua_number_fits(double x, int flags) {
    if (!(flags & CARTLUA_NUMBER_INFINITE) && !isfinite(x)) return 0;
    if (isnan(x)) return 0;
    return !((flags & CARTLUA_NUMBER_NONNEGATIVE) && x < 0);
}

static inline unsigned cartlua_slot_hash(const void *name) {
    return (unsigned)((((uintptr_t)name >> 4) * 2654435761u) & (CARTLUA_SLOT_INDEX - 1));
}

/* Sets up `sc` with no names. */
static inline void cartlua_slotclass_init(cartlua_SlotClass *sc, const void *metatable, cartlua_SlotBinding get,
                                          cartlua_SlotBinding set, void *cls) {
    memset(sc, 0, sizeof *sc);
    sc->metatable = metatable;
    sc->get = get;
    sc->set = set;
    sc->cls = cls;
}

/* Indexes the name at stack index `key` (a short string kept alive) as slot `slot`. */
static inline void cartlua_nameindex_add(cartlua_NameIndex *ix, lua_State *L, int key, lua_Integer slot) {
    const void *name = lua_topointer(L, key);
    unsigned h = cartlua_slot_hash(name);
    while (ix->names[h] != NULL) h = (h + 1) & (CARTLUA_SLOT_INDEX - 1);
    ix->names[h] = name;
    ix->slots[h] = slot;
}

/* The slot of the value at stack index `key` in `ix`, 0 when it is none of its names (any
 * other string, or any other value: only the names' own string objects are indexed). Nothing
 * here can raise. */
static inline lua_Integer cartlua_nameindex_find(const cartlua_NameIndex *ix, lua_State *L, int key) {
    const void *p = lua_topointer(L, key);
    if (p == NULL) return 0;
    for (unsigned h = cartlua_slot_hash(p);; h = (h + 1) & (CARTLUA_SLOT_INDEX - 1)) {
        const void *q = ix->names[h];
        if (q == p) return ix->slots[h];
        if (q == NULL) return 0;
    }
}

/* Indexes the name at stack index `key` (a string the class's names table holds) as slot `slot`. */
static inline void cartlua_slotclass_add(cartlua_SlotClass *sc, lua_State *L, int key, lua_Integer slot) {
    cartlua_nameindex_add(&sc->index, L, key, slot);
}

/* The slot (1, 2, …) of the value at stack index `key` among `sc`'s property names, 0 when it
 * is none of them. */
static inline lua_Integer cartlua_slot_of(const cartlua_SlotClass *sc, lua_State *L, int key) {
    return cartlua_nameindex_find(&sc->index, L, key);
}

/* After a binding run from C by slot or index (`in_binding` set, `outer` its value before):
 * CARTLUA_NOT_HANDLED (nothing done) hands the call to the general binding, which words what is
 * wrong; any other status is finished as the trampoline finishes it. */
static inline int cartlua_finish_slot_binding(lua_State *L, cartlua_Limits *limits, int outer, int status) {
    if (status == CARTLUA_NOT_HANDLED) {
        limits->in_binding = outer;
        return cartlua_trampoline(L);
    }
    return cartlua_after_binding(L, limits, outer, status);
}

/* A property's read (`obj.name`, key at 2) or write (`obj.name = v`, value at 3) by slot: the
 * name is found among the class's (`cartlua_slot_of`, upvalue base + 1 a cartlua_SlotClass)
 * here, in C; the slot binding runs it. Anything else — no such name, a spec or a released
 * userdata (no object), no getter or setter — goes to the general binding (upvalues 1 and 2).
 *
 * The object's metatable is not looked at (four API calls, a tenth of `layer.opacity = x`):
 * these functions are reachable only as the __index and __newindex of the class's own and spec
 * metatables, which scripts cannot read (`__metatable` is set, and there is no `debug`), so
 * object 1 is always a handle (cartlua_Handle) of the class or of its spec; and the binding
 * checks the object's Swift type all the same (`BoundClass.borrowing`). A method, which a
 * script can take out and call on anything, is checked (cartlua_method_trampoline). */
static inline int cartlua_slot_trampoline(lua_State *L, int base, int set) {
    const cartlua_SlotClass *sc = (const cartlua_SlotClass *)lua_touserdata(L, LUA_REGISTRYINDEX - (base + 1));
    lua_Integer slot = cartlua_slot_of(sc, L, 2);
    void *object = slot > 0 ? cartlua_handle_object(L, 1) : NULL;
    int rule = object && set && slot <= 64 && sc->setNumber ? sc->numberSet[slot - 1] : 0;
    double x = 0;
    int number = rule && lua_type(L, 3) == LUA_TNUMBER && cartlua_number_fits(x = lua_tonumberx(L, 3, NULL), rule - 1);
    /* A quiet write (`layer.opacity = x`) can neither allocate from Lua nor charge the budget:
     * nothing to hold or check around it. */
    if (number && ((rule - 1) & CARTLUA_NUMBER_QUIET) && sc->setNumber(L, sc->cls, slot, object, x) == 0) return 0;
    cartlua_Limits *limits = object ? cartlua_limits(L) : NULL;
    if (limits == NULL) return cartlua_trampoline(L);
    int outer = limits->in_binding;
    limits->in_binding = 1;
    int status;
    if (number)
        status = sc->setNumber(L, sc->cls, slot, object, x);
    else
        status = (set ? sc->set : sc->get)(L, sc->cls, slot, object);
    return cartlua_finish_slot_binding(L, limits, outer, status);
}

/* A class's __index: `obj:method(…)` looks the method up here, in upvalue 3 (the class's
 * methods table), without entering Swift; a property goes by slot (upvalues 4 and 5,
 * cartlua_slot_trampoline); any other key to the binding (the errors for unknown names). Raw
 * access only: nothing here but the bindings can raise. */
static inline int cartlua_index_trampoline(lua_State *L) {
    if (lua_type(L, 2) == LUA_TSTRING) {
        lua_settop(L, 2);
        lua_pushvalue(L, 2);
        if (lua_rawget(L, LUA_REGISTRYINDEX - 3) != LUA_TNIL) return 1;
        lua_settop(L, 2);
    }
    return cartlua_slot_trampoline(L, 4, 0);
}

/* A class's __newindex: a property by slot (upvalues 3 and 4, cartlua_slot_trampoline),
 * anything else to the binding. */
static inline int cartlua_newindex_trampoline(lua_State *L) {
    return cartlua_slot_trampoline(L, 3, 1);
}

/* A class's method (`obj:name(…)`): the object checked against the class's metatable here, in
 * C, and the method run by index (upvalues 3 and 4: the cartlua_SlotClass and the index) on it,
 * borrowed. Anything else (a spec, another type, a method that refuses the object) goes to the
 * general binding (upvalues 1 and 2), which makes a spec's object or says what is wrong. */
static inline int cartlua_method_trampoline(lua_State *L) {
    const cartlua_SlotClass *sc = (const cartlua_SlotClass *)lua_touserdata(L, lua_upvalueindex(3));
    void *object = sc && sc->method ? cartlua_instance(L, 1, sc->metatable) : NULL;
    cartlua_Limits *limits = object ? cartlua_limits(L) : NULL;
    if (limits == NULL) return cartlua_trampoline(L);
    int outer = limits->in_binding;
    limits->in_binding = 1;
    int status = sc->method(L, sc->cls, lua_tointegerx(L, lua_upvalueindex(4), NULL), object);
    return cartlua_finish_slot_binding(L, limits, outer, status);
}

/* Pushes method `index` of the class of `sc` (`cartlua_method_trampoline`), with `binding` and
 * `id` the general binding it falls back on. */
static inline void cartlua_pushmethod(lua_State *L, cartlua_Binding binding, lua_Integer id, cartlua_SlotClass *sc,
                                      lua_Integer index) {
    lua_pushlightuserdata(L, (void *)binding);
    lua_pushinteger(L, id);
    lua_pushlightuserdata(L, sc);
    lua_pushinteger(L, index);
    lua_pushcclosure(L, cartlua_method_trampoline, 4);
}

/* Pushes `f` with upvalues binding and id (as cartlua_pushbinding), then the `tables` tables on
 * top of the stack (popped), then `sc` (which must outlive the state). */
static inline void cartlua_push_slot_closure(lua_State *L, lua_CFunction f, cartlua_Binding binding, lua_Integer id,
                                             int tables, cartlua_SlotClass *sc) {
    lua_pushlightuserdata(L, (void *)binding);
    lua_pushinteger(L, id);
    lua_rotate(L, -(tables + 2), 2);
    lua_pushlightuserdata(L, sc);
    lua_pushcclosure(L, f, tables + 3);
}

/* Pushes a class's __index: the methods table (below the top) becomes upvalue 3, the slots
 * table on top upvalue 4, `sc` upvalue 5. */
static inline void cartlua_pushindex(lua_State *L, cartlua_Binding binding, lua_Integer id, cartlua_SlotClass *sc) {
    cartlua_push_slot_closure(L, cartlua_index_trampoline, binding, id, 2, sc);
}

/* Pushes a class's __newindex: the slots table on top becomes upvalue 3, `sc` upvalue 4. */
static inline void cartlua_pushnewindex(lua_State *L, cartlua_Binding binding, lua_Integer id, cartlua_SlotClass *sc) {
    cartlua_push_slot_closure(L, cartlua_newindex_trampoline, binding, id, 1, sc);
}

#endif
