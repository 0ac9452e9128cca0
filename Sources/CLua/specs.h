/*
 * specs.h — an animation's constructor without the object (included by shim.h, after slots.h).
 *
 * `BasicAnimation{…}`, `KeyframeAnimation{…}`, `SpringAnimation{…}` and `AnimationGroup{…}` are
 * C functions that read their options table by slot into a spec userdata (cartlua_SpecHead,
 * then one cartlua_SpecCell per option) when every option is one a spec keeps, and otherwise
 * hand the call to the class's Swift constructor, which makes the object at once and says what
 * is wrong with an option in its own words. What each slot takes (cartlua_FastSlot) comes from
 * the Swift declarations of the properties (FastOption, AnimationSpec.swift), and what a value
 * must be is asked of the setters' own functions where it is more than a Lua type (a timing
 * function, a delegate): this file holds no rule of its own. Raw access only; nothing raises
 * on this path but Lua's own allocation, and the work counted, raised as a binding's would be.
 */
#ifndef CARTLUA_SPECS_H
#define CARTLUA_SPECS_H

#include <math.h>

/* What a slot takes (`FastOption`). */
#define CARTLUA_FAST_NONE 0
#define CARTLUA_FAST_NUMBER 1       /* a number within flags (CARTLUA_NUMBER_*, slots.h) */
#define CARTLUA_FAST_BOOL 2         /* a boolean */
#define CARTLUA_FAST_CHOICE 3       /* one of names (interned strings) */
#define CARTLUA_FAST_TIMING 4       /* a timing function: a name, or control points */
#define CARTLUA_FAST_NUMBER_VALUE 5 /* a finite number, on a number key path */
#define CARTLUA_FAST_PATH 6         /* a Path, on a point key path */
#define CARTLUA_FAST_DELEGATE 7     /* a delegate table */
#define CARTLUA_FAST_CHILDREN 8     /* a table of animations that are no groups */
#define CARTLUA_FAST_KEYPATH 9      /* the key path the constructor reads */

/* A key path's kind, as far as specs care. */
#define CARTLUA_KIND_OTHER 0
#define CARTLUA_KIND_NUMBER 1
#define CARTLUA_KIND_POINT 2

/* A spec userdata: a cartlua_Handle with no object (so every reader of handles sees none),
 * the options given, the key path, then `count` cells in slot order. */
typedef struct cartlua_SpecHead {
    void *object;
    lua_Integer id;
    uint64_t mask;    /* slots given: bit k is slot k + 1 (the key path's among them) */
    int32_t keyPath;  /* the key path's place among the names (from 0), -1 none */
    int32_t count;
} cartlua_SpecHead;

/* One option: a number; an index (a boolean, a choice's place, a timing function's name); or a
 * user value's place (`index`) with `extra` (a delegate's site, a group's count of animations).
 * A timing function given by control points takes four cells: the first's index is
 * CARTLUA_TIMING_POINTS, their numbers are c1x, c1y, c2x, c2y. */
typedef struct cartlua_SpecCell {
    double number;
    int32_t index;
    int32_t extra;
} cartlua_SpecCell;

/* A Timer as `after` gives it: a cartlua_Handle with no object, then the pending call's id and
 * the registry ref of its function. Scripts mostly drop it at once; its object (a TimerBox,
 * with a finalizer) is made only if the script uses it. */
typedef struct cartlua_TimerSpec {
    void *object;
    lua_Integer id;
    lua_Integer call;
    lua_Integer ref;
} cartlua_TimerSpec;

#define CARTLUA_TIMING_POINTS (-1)

typedef struct cartlua_FastSlot {
    uint8_t kind;
    uint8_t flags;
    const cartlua_NameIndex *names; /* CARTLUA_FAST_CHOICE */
} cartlua_FastSlot;

#define CARTLUA_LEAF_METATABLES 8

/* What the spec constructors of one state share, kept up to date by Swift as classes install. */
typedef struct cartlua_SpecShared {
    int enabled;
    long long made; /* specs made so far */
    const cartlua_NameIndex *keyPaths;
    uint8_t keyPathKinds[CARTLUA_SLOT_INDEX];
    const cartlua_NameIndex *timingNames;
    const void *pathMetatable;
    /* The metatables of animation classes that are no groups, and whether each is a spec's. */
    const void *leafMetatables[CARTLUA_LEAF_METATABLES];
    int leafIsSpec[CARTLUA_LEAF_METATABLES];
    int leafCount;
    int groupsMayNest;
    /* Swift, run as a binding: pushes a frozen copy of the Path at `i`; the place of the
     * script's line where a delegate is given now; the timing function at `i` as the setter
     * reads it (raw access only): its name's place, or CARTLUA_TIMING_POINTS with its control
     * points in `points`, or -2 when the setter would refuse it. */
    void (*freezePath)(lua_State *L, int i);
    int32_t (*delegateSite)(lua_State *L);
    int32_t (*timingFunction)(lua_State *L, int i, float *points);
} cartlua_SpecShared;

/* A class's spec constructor: its properties by slot (its slot class) and what each takes. */
typedef struct cartlua_SpecClass {
    const cartlua_SlotClass *slots;
    cartlua_SpecShared *shared;
    int count;            /* properties */
    int keyPathSlot;      /* from 1; 0 none */
    uint64_t accepted;    /* slots the spec takes */
    int metatableRef;     /* the specs' metatable, in the registry */
    cartlua_FastSlot fast[64];
} cartlua_SpecClass;

/* The place (from 0) of the string at `i` in `names`, -1 for any other value. */
static inline int cartlua_spec_name(const cartlua_NameIndex *names, lua_State *L, int i) {
    if (names == NULL || lua_type(L, i) != LUA_TSTRING) return -1;
    return (int)cartlua_nameindex_find(names, L, i) - 1;
}

/* The number of animations in the table at `t` when each is an animation (made, or a spec)
 * of a class that is no group; -1 otherwise. */
static inline int cartlua_spec_children(const cartlua_SpecShared *sh, lua_State *L, int t) {
    if (lua_type(L, t) != LUA_TTABLE) return -1;
    lua_Unsigned n = lua_rawlen(L, t);
    if (n > 65536) return -1;
    for (lua_Unsigned j = 1; j <= n; j++) {
        lua_rawgeti(L, t, (lua_Integer)j);
        const void *mt = cartlua_metatable_of(L, -1);
        int ok = 0;
        for (int k = 0; mt != NULL && k < sh->leafCount; k++) {
            if (sh->leafMetatables[k] == mt) {
                ok = sh->leafIsSpec[k] || cartlua_handle_object(L, -1) != NULL;
                break;
            }
        }
        lua_settop(L, -2);
        if (!ok) return -1;
    }
    return (int)n;
}

/* The constructor (upvalues: the Swift constructor's binding and id, then the cartlua_SpecClass).
 * The options' values go on the stack in the order lua_next gives them (`at` says where each
 * slot's is), are checked, then written into the spec; anything a spec does not take goes to
 * the Swift constructor, with the stack as given. */
static inline int cartlua_spec_construct(lua_State *L) {
    const cartlua_SpecClass *sc = (const cartlua_SpecClass *)lua_touserdata(L, lua_upvalueindex(3));
    cartlua_SpecShared *sh = sc ? sc->shared : NULL;
    cartlua_Limits *limits = cartlua_limits(L);
    if (sh == NULL || !sh->enabled || limits == NULL || lua_gettop(L) != 1 || lua_type(L, 1) != LUA_TTABLE)
        return cartlua_trampoline(L);
    int outer = limits->in_binding;
    int n = sc->count;
    lua_checkstack(L, 2 * n + 4);
    uint64_t mask = 0;
    /* The stack index of slot k + 1's value. Each value stays where lua_next put it, with a
     * copy of its key pushed over it for the next lua_next: no stack of a nil per slot made
     * first (a settop of the class's ~25 slots per spec), no copy and pop per option, and no
     * lua_rotate (twice the instructions of lua_pushvalue; a coin's specs made 22). */
    int at[64];
    int top = 1;  /* each lua_next leaves a key and its value over the last key's copy */
    cartlua_count_traversal(L, 1);
    lua_pushnil(L);
    while (lua_next(L, 1) != 0) {
        lua_Integer slot = cartlua_slot_of(sc->slots, L, -2);
        if (slot <= 0 || !((sc->accepted >> (slot - 1)) & 1)) goto slow;
        mask |= 1ull << (slot - 1);
        top += 2;
        at[slot - 1] = top;
        lua_pushvalue(L, -2);
    }
    int keyPath = -1, kind = CARTLUA_KIND_OTHER;
    uint64_t options = mask;
    if (sc->keyPathSlot > 0) {
        uint64_t bit = 1ull << (sc->keyPathSlot - 1);
        if (!(mask & bit)) goto slow;
        keyPath = cartlua_spec_name(sh->keyPaths, L, at[sc->keyPathSlot - 1]);
        if (keyPath < 0) goto slow;
        kind = sh->keyPathKinds[keyPath];
        options &= ~bit;
    }
    /* From here on it is a binding's work: Swift may run (the setters' own checks), and an
     * allocation past the memory limit is raised after it, as a binding's. */
    limits->in_binding = 1;
    int count = 0, userValues = 0;
    int timing = -2; /* the timing function's name, or CARTLUA_TIMING_POINTS with `points` */
    float points[4] = {0, 0, 0, 0};
    /* What the checks read of slot k's value (a number, a choice's place), kept for the cells:
     * read again there, they were a third of the Lua API calls a spec makes. */
    double number[64];
    int32_t choice[64];
    for (uint64_t rest = options; rest != 0; rest &= rest - 1) {
        int k = __builtin_ctzll(rest), i = at[k];
        const cartlua_FastSlot *f = &sc->fast[k];
        switch (f->kind) {
        case CARTLUA_FAST_NUMBER:
            if (lua_type(L, i) != LUA_TNUMBER) goto slow;
            number[k] = lua_tonumberx(L, i, NULL);
            if (!cartlua_number_fits(number[k], f->flags)) goto slow;
            break;
        case CARTLUA_FAST_BOOL: if (lua_type(L, i) != LUA_TBOOLEAN) goto slow; break;
        case CARTLUA_FAST_CHOICE:
            choice[k] = cartlua_spec_name(f->names, L, i);
            if (choice[k] < 0) goto slow;
            break;
        case CARTLUA_FAST_TIMING:
            timing = cartlua_spec_name(sh->timingNames, L, i);
            if (timing < 0) timing = sh->timingFunction(L, i, points);
            if (timing == CARTLUA_TIMING_POINTS) count += 3;
            else if (timing < 0) goto slow;
            break;
        case CARTLUA_FAST_NUMBER_VALUE:
            if (kind != CARTLUA_KIND_NUMBER || lua_type(L, i) != LUA_TNUMBER) goto slow;
            number[k] = lua_tonumberx(L, i, NULL);
            if (!cartlua_number_fits(number[k], 0)) goto slow;
            break;
        case CARTLUA_FAST_PATH:
            if (kind != CARTLUA_KIND_POINT || !cartlua_instance(L, i, sh->pathMetatable)) goto slow;
            userValues++;
            break;
        case CARTLUA_FAST_DELEGATE:
            if (cartlua_delegate_verdict(L, i) != CARTLUA_DELEGATE_FINE) goto slow;
            userValues++;
            break;
        case CARTLUA_FAST_CHILDREN: {
            int m = sh->groupsMayNest ? cartlua_spec_children(sh, L, i) : -1;
            if (m < 0) goto slow;
            userValues += m;
            break;
        }
        default: goto slow;
        }
        count++;
    }
    size_t size = sizeof(cartlua_SpecHead) + (size_t)count * sizeof(cartlua_SpecCell);
    cartlua_SpecHead *head = (cartlua_SpecHead *)lua_newuserdatauv(L, size, userValues);
    int u = lua_gettop(L);
    head->object = NULL;
    head->id = 0;
    head->mask = mask;
    head->keyPath = keyPath;
    head->count = count;
    cartlua_SpecCell *cells = (cartlua_SpecCell *)(head + 1);
    int c = 0, uv = 1;
    for (uint64_t rest = options; rest != 0; rest &= rest - 1, c++) {
        int k = __builtin_ctzll(rest), i = at[k];
        const cartlua_FastSlot *f = &sc->fast[k];
        cartlua_SpecCell *cell = &cells[c];
        cell->number = 0;
        cell->index = 0;
        cell->extra = 0;
        switch (f->kind) {
        case CARTLUA_FAST_NUMBER:
        case CARTLUA_FAST_NUMBER_VALUE: cell->number = number[k]; break;
        case CARTLUA_FAST_BOOL: cell->index = lua_toboolean(L, i); break;
        case CARTLUA_FAST_CHOICE: cell->index = choice[k]; break;
        case CARTLUA_FAST_TIMING:
            cell->index = timing;
            if (timing == CARTLUA_TIMING_POINTS) {
                for (int p = 0; p < 4; p++) {
                    cells[c + p].number = points[p];
                    if (p > 0) cells[c + p].index = cells[c + p].extra = 0;
                }
                c += 3;
            }
            break;
        case CARTLUA_FAST_PATH:
            sh->freezePath(L, i);
            lua_setiuservalue(L, u, uv);
            cell->index = uv++;
            break;
        case CARTLUA_FAST_DELEGATE:
            lua_pushvalue(L, i);
            lua_setiuservalue(L, u, uv);
            cell->index = uv++;
            cell->extra = sh->delegateSite(L);
            break;
        case CARTLUA_FAST_CHILDREN: {
            int m = (int)lua_rawlen(L, i);
            cell->index = uv;
            cell->extra = m;
            for (int j = 1; j <= m; j++) {
                lua_rawgeti(L, i, j);
                lua_setiuservalue(L, u, uv++);
            }
            limits->instructions += m;
            break;
        }
        }
    }
    lua_rawgeti(L, LUA_REGISTRYINDEX, sc->metatableRef);
    lua_setmetatable(L, u);
    sh->made++;
    return cartlua_after_binding(L, limits, outer, 1);
slow:
    lua_settop(L, 1);
    limits->in_binding = outer;
    return cartlua_trampoline(L);
}

/* Pushes class `sc`'s constructor: `cartlua_spec_construct`, falling back to `binding` (its
 * Swift constructor, id `id`). `sc` must outlive the state. */
static inline void cartlua_pushspecconstructor(lua_State *L, cartlua_Binding binding, lua_Integer id,
                                               const cartlua_SpecClass *sc) {
    lua_pushlightuserdata(L, (void *)binding);
    lua_pushinteger(L, id);
    lua_pushlightuserdata(L, (void *)sc);
    lua_pushcclosure(L, cartlua_spec_construct, 3);
}

#endif
