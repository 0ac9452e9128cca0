/*
 * counted.h — Lua's standard library with its work counted (included by shim.h).
 *
 * The count hook sees Lua instructions only: a C library function does its whole work inside
 * one (`string.find` backtracking through a pattern, `table.move` over 2^62 indices,
 * `string.rep("", 1e15)`, `s:find("y", 1, true)` on 100 MB called a million times). Every such
 * function a script can reach is either
 *   - a counted copy of Lua 5.4.4's own code (pattern matching, the table and utf8 libraries,
 *     string.byte), the same code with the work charged as it is done: each step of the pattern
 *     matcher, each element a table function moves, compares or joins, each byte a utf8
 *     function decodes; or
 *   - Lua's own function behind a wrapper that charges its work from its arguments before it
 *     runs: the repetitions of string.rep, the format of string.format/pack/packsize/unpack,
 *     the text `load` compiles (also piece by piece from a reader function), the string
 *     tonumber and the string arithmetic metamethods convert, the values select and
 *     string.char take — and, for every function with number arguments (math.*, the
 *     positions and counts of the string, table and utf8 functions, error's level), a number
 *     given as a string, which Lua converts byte by byte; or
 *   - replaced: `next` and `pairs` (prelude.lua) walk a sorted snapshot of the keys that
 *     `rawkeys` takes, charged by every slot of the table (Lua's `next` scans empty slots
 *     uncounted), and the functions that loop over their arguments are charged by their count.
 * The work is charged to the instruction count (1 per step, element, value or byte decoded; 1 per
 * 16 bytes compared, searched or copied in bulk), where bindings charge theirs (HostBudget.swift);
 * past the limit the instruction-limit error is raised at the script's line, at the same point
 * on every run. Results are Lua's own: the copies differ from Lua 5.4.4 only by the counting,
 * and by table.sort's pivot after a badly unbalanced partition (a fixed sequence instead of
 * Lua's clock() and time(): how a sort orders elements that compare equal would otherwise
 * change from run to run).
 *
 * The copied code is Lua 5.4.4 (lstrlib.c, ltablib.c, lutf8lib.c), under this licence:
 *
 * Copyright (C) 1994-2022 Lua.org, PUC-Rio.
 *
 * Permission is hereby granted, free of charge, to any person obtaining a copy of this software
 * and associated documentation files (the "Software"), to deal in the Software without
 * restriction, including without limitation the rights to use, copy, modify, merge, publish,
 * distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the
 * Software is furnished to do so, subject to the following conditions:
 *
 * The above copyright notice and this permission notice shall be included in all copies or
 * substantial portions of the Software.
 *
 * THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING
 * BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
 * NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM,
 * DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
 * OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
 */
#ifndef CARTLUA_COUNTED_H
#define CARTLUA_COUNTED_H

#include <ctype.h>
#include <limits.h>

#ifndef lua_assert
#define lua_assert(c) ((void)0)
#endif
#define LUA_MAXCAPTURES 32
#define uchar(c) ((unsigned char)(c))

/* ---- Charging ----------------------------------------------------------------------------- */

/* Raises the instruction limit's error at the script's line (a C function: its Lua caller). */
static inline void cartlua_limit_raise(lua_State *L) {
    cartlua_push_instruction_limit(L, 0);
    lua_error(L);
}

/* Adds `units` of work to the instruction count; raises once the limit is passed. Only from C
 * functions Lua called (never under a Swift frame). */
static inline void cartlua_count(cartlua_Limits *limits, lua_State *L, long long units) {
    if (limits->instruction_limit != 0 && units > limits->instruction_limit - limits->instructions) {
        /* Refused before the work is done: the count stops right past the limit. */
        if (limits->instructions <= limits->instruction_limit) limits->instructions = limits->instruction_limit + 1;
        cartlua_limit_raise(L);
    }
    if (units > (1LL << 40)) units = 1LL << 40; /* no limit: no overflow either */
    limits->instructions += units;
    if (limits->instructions_exceeded) cartlua_limit_raise(L);
}

static inline void cartlua_charge(lua_State *L, long long units) {
    cartlua_count(cartlua_limits(L), L, units);
}

#define CM_STEP(ms, n) cartlua_count((ms)->limits, (ms)->L, (long long)(n))

/* ---- Pattern matching and string.byte (lstrlib.c) ------------------------------------------ */

static size_t cm_posrelatI (lua_Integer pos, size_t len) {
  if (pos > 0)
    return (size_t)pos;
  else if (pos == 0)
    return 1;
  else if (pos < -(lua_Integer)len)  /* inverted comparison */
    return 1;  /* clip to 1 */
  else return len + (size_t)pos + 1;
}


static size_t cm_getendpos (lua_State *L, int arg, lua_Integer def,
                         size_t len) {
  lua_Integer pos = luaL_optinteger(L, arg, def);
  if (pos > (lua_Integer)len)
    return len;
  else if (pos >= 0)
    return (size_t)pos;
  else if (pos < -(lua_Integer)len)
    return 0;
  else return len + (size_t)pos + 1;
}


static int cm_str_byte (lua_State *L) {
  size_t l;
  const char *s = luaL_checklstring(L, 1, &l);
  lua_Integer pi = luaL_optinteger(L, 2, 1);
  size_t posi = cm_posrelatI(pi, l);
  size_t pose = cm_getendpos(L, 3, pi, l);
  int n, i;
  if (posi > pose) return 0;  /* empty interval; return no values */
  if ((pose - posi >= (size_t)INT_MAX))  /* arithmetic overflow? */
    return luaL_error(L, "string slice too long");
  n = (int)(pose -  posi) + 1;
  cartlua_charge(L, n);  /* cartlua: each value pushed */
  luaL_checkstack(L, n, "string slice too long");
  for (i=0; i<n; i++)
    lua_pushinteger(L, uchar(s[posi+i-1]));
  return n;
}


#define CAP_UNFINISHED	(-1)
#define CAP_POSITION	(-2)


typedef struct cm_MatchState {
  const char *src_init;  /* init of source string */
  const char *src_end;  /* end ('\0') of source string */
  const char *p_end;  /* end ('\0') of pattern */
  lua_State *L;
  cartlua_Limits *limits;  /* cartlua: the work counted */
  int matchdepth;  /* control for recursive depth (to avoid C stack overflow) */
  unsigned char level;  /* total number of captures (finished or unfinished) */
  struct {
    const char *init;
    ptrdiff_t len;
  } capture[LUA_MAXCAPTURES];
} cm_MatchState;


/* recursive function */
static const char *cm_match (cm_MatchState *ms, const char *s, const char *p);


/* maximum recursion depth for 'cm_match' */
#if !defined(MAXCCALLS)
#define MAXCCALLS	200
#endif


#define L_ESC		'%'
#define SPECIALS	"^$*+?.([%-"


static int cm_check_capture (cm_MatchState *ms, int l) {
  l -= '1';
  if ((l < 0 || l >= ms->level ||
                 ms->capture[l].len == CAP_UNFINISHED))
    return luaL_error(ms->L, "invalid capture index %%%d", l + 1);
  return l;
}


static int cm_capture_to_close (cm_MatchState *ms) {
  int level = ms->level;
  for (level--; level>=0; level--)
    if (ms->capture[level].len == CAP_UNFINISHED) return level;
  return luaL_error(ms->L, "invalid pattern capture");
}


static const char *cm_classend (cm_MatchState *ms, const char *p) {
  switch (*p++) {
    case L_ESC: {
      if ((p == ms->p_end))
        luaL_error(ms->L, "malformed pattern (ends with '%%')");
      return p+1;
    }
    case '[': {
      if (*p == '^') p++;
      do {  /* look for a ']' */
        CM_STEP(ms, 1);  /* cartlua */
        if ((p == ms->p_end))
          luaL_error(ms->L, "malformed pattern (missing ']')");
        if (*(p++) == L_ESC && p < ms->p_end)
          p++;  /* skip escapes (e.g. '%]') */
      } while (*p != ']');
      return p+1;
    }
    default: {
      return p;
    }
  }
}


static int cm_match_class (int c, int cl) {
  int res;
  switch (tolower(cl)) {
    case 'a' : res = isalpha(c); break;
    case 'c' : res = iscntrl(c); break;
    case 'd' : res = isdigit(c); break;
    case 'g' : res = isgraph(c); break;
    case 'l' : res = islower(c); break;
    case 'p' : res = ispunct(c); break;
    case 's' : res = isspace(c); break;
    case 'u' : res = isupper(c); break;
    case 'w' : res = isalnum(c); break;
    case 'x' : res = isxdigit(c); break;
    case 'z' : res = (c == 0); break;  /* deprecated option */
    default: return (cl == c);
  }
  return (islower(cl) ? res : !res);
}


static int cm_matchbracketclass (int c, const char *p, const char *ec) {
  int sig = 1;
  if (*(p+1) == '^') {
    sig = 0;
    p++;  /* skip the '^' */
  }
  while (++p < ec) {
    if (*p == L_ESC) {
      p++;
      if (cm_match_class(c, uchar(*p)))
        return sig;
    }
    else if ((*(p+1) == '-') && (p+2 < ec)) {
      p+=2;
      if (uchar(*(p-2)) <= c && c <= uchar(*p))
        return sig;
    }
    else if (uchar(*p) == c) return sig;
  }
  return !sig;
}


static int cm_singlematch (cm_MatchState *ms, const char *s, const char *p,
                        const char *ep) {
  if (s >= ms->src_end)
    return 0;
  else {
    int c = uchar(*s);
    switch (*p) {
      case '.': return 1;  /* matches any char */
      case L_ESC: return cm_match_class(c, uchar(*(p+1)));
      case '[': CM_STEP(ms, ep - p);  /* cartlua: each byte of the class */
        return cm_matchbracketclass(c, p, ep-1);
      default:  return (uchar(*p) == c);
    }
  }
}


static const char *cm_matchbalance (cm_MatchState *ms, const char *s,
                                   const char *p) {
  if ((p >= ms->p_end - 1))
    luaL_error(ms->L, "malformed pattern (missing arguments to '%%b')");
  if (*s != *p) return NULL;
  else {
    int b = *p;
    int e = *(p+1);
    int cont = 1;
    while (++s < ms->src_end) {
      CM_STEP(ms, 1);  /* cartlua */
      if (*s == e) {
        if (--cont == 0) return s+1;
      }
      else if (*s == b) cont++;
    }
  }
  return NULL;  /* string ends out of balance */
}


static const char *cm_max_expand (cm_MatchState *ms, const char *s,
                                 const char *p, const char *ep) {
  ptrdiff_t i = 0;  /* counts maximum expand for item */
  while (cm_singlematch(ms, s + i, p, ep)) {
    i++;
    CM_STEP(ms, 1);  /* cartlua */
  }
  /* keeps trying to cm_match with the maximum repetitions */
  while (i>=0) {
    const char *res = cm_match(ms, (s+i), ep+1);
    if (res) return res;
    i--;  /* else didn't cm_match; reduce 1 repetition to try again */
  }
  return NULL;
}


static const char *cm_min_expand (cm_MatchState *ms, const char *s,
                                 const char *p, const char *ep) {
  for (;;) {
    const char *res = cm_match(ms, s, ep+1);
    if (res != NULL)
      return res;
    else if (cm_singlematch(ms, s, p, ep))
      s++;  /* try with one more repetition */
    else return NULL;
  }
}


static const char *cm_start_capture (cm_MatchState *ms, const char *s,
                                    const char *p, int what) {
  const char *res;
  int level = ms->level;
  if (level >= LUA_MAXCAPTURES) luaL_error(ms->L, "too many captures");
  ms->capture[level].init = s;
  ms->capture[level].len = what;
  ms->level = level+1;
  if ((res=cm_match(ms, s, p)) == NULL)  /* cm_match failed? */
    ms->level--;  /* undo capture */
  return res;
}


static const char *cm_end_capture (cm_MatchState *ms, const char *s,
                                  const char *p) {
  int l = cm_capture_to_close(ms);
  const char *res;
  ms->capture[l].len = s - ms->capture[l].init;  /* close capture */
  if ((res = cm_match(ms, s, p)) == NULL)  /* cm_match failed? */
    ms->capture[l].len = CAP_UNFINISHED;  /* undo capture */
  return res;
}


static const char *cm_match_capture (cm_MatchState *ms, const char *s, int l) {
  size_t len;
  l = cm_check_capture(ms, l);
  len = ms->capture[l].len;
  CM_STEP(ms, len / 16);  /* cartlua */
  if ((size_t)(ms->src_end-s) >= len &&
      memcmp(ms->capture[l].init, s, len) == 0)
    return s+len;
  else return NULL;
}


static const char *cm_match (cm_MatchState *ms, const char *s, const char *p) {
  if ((ms->matchdepth-- == 0))
    luaL_error(ms->L, "pattern too complex");
  init: /* using goto's to optimize tail recursion */
  CM_STEP(ms, 1);  /* cartlua: each step counts */
  if (p != ms->p_end) {  /* end of pattern? */
    switch (*p) {
      case '(': {  /* start capture */
        if (*(p + 1) == ')')  /* position capture? */
          s = cm_start_capture(ms, s, p + 2, CAP_POSITION);
        else
          s = cm_start_capture(ms, s, p + 1, CAP_UNFINISHED);
        break;
      }
      case ')': {  /* end capture */
        s = cm_end_capture(ms, s, p + 1);
        break;
      }
      case '$': {
        if ((p + 1) != ms->p_end)  /* is the '$' the last char in pattern? */
          goto dflt;  /* no; go to default */
        s = (s == ms->src_end) ? s : NULL;  /* check end of string */
        break;
      }
      case L_ESC: {  /* escaped sequences not in the format class[*+?-]? */
        switch (*(p + 1)) {
          case 'b': {  /* balanced string? */
            s = cm_matchbalance(ms, s, p + 2);
            if (s != NULL) {
              p += 4; goto init;  /* return cm_match(ms, s, p + 4); */
            }  /* else fail (s == NULL) */
            break;
          }
          case 'f': {  /* frontier? */
            const char *ep; char previous;
            p += 2;
            if ((*p != '['))
              luaL_error(ms->L, "missing '[' after '%%f' in pattern");
            ep = cm_classend(ms, p);  /* points to what is next */
            previous = (s == ms->src_init) ? '\0' : *(s - 1);
            if (!cm_matchbracketclass(uchar(previous), p, ep - 1) &&
               cm_matchbracketclass(uchar(*s), p, ep - 1)) {
              p = ep; goto init;  /* return cm_match(ms, s, ep); */
            }
            s = NULL;  /* cm_match failed */
            break;
          }
          case '0': case '1': case '2': case '3':
          case '4': case '5': case '6': case '7':
          case '8': case '9': {  /* capture results (%0-%9)? */
            s = cm_match_capture(ms, s, uchar(*(p + 1)));
            if (s != NULL) {
              p += 2; goto init;  /* return cm_match(ms, s, p + 2) */
            }
            break;
          }
          default: goto dflt;
        }
        break;
      }
      default: dflt: {  /* pattern class plus optional suffix */
        const char *ep = cm_classend(ms, p);  /* points to optional suffix */
        /* does not cm_match at least once? */
        if (!cm_singlematch(ms, s, p, ep)) {
          if (*ep == '*' || *ep == '?' || *ep == '-') {  /* accept empty? */
            p = ep + 1; goto init;  /* return cm_match(ms, s, ep + 1); */
          }
          else  /* '+' or no suffix */
            s = NULL;  /* fail */
        }
        else {  /* matched once */
          switch (*ep) {  /* handle optional suffix */
            case '?': {  /* optional */
              const char *res;
              if ((res = cm_match(ms, s + 1, ep + 1)) != NULL)
                s = res;
              else {
                p = ep + 1; goto init;  /* else return cm_match(ms, s, ep + 1); */
              }
              break;
            }
            case '+':  /* 1 or more repetitions */
              s++;  /* 1 cm_match already done */
              /* FALLTHROUGH */
            case '*':  /* 0 or more repetitions */
              s = cm_max_expand(ms, s, p, ep);
              break;
            case '-':  /* 0 or more repetitions (minimum) */
              s = cm_min_expand(ms, s, p, ep);
              break;
            default:  /* no suffix */
              s++; p = ep; goto init;  /* return cm_match(ms, s + 1, ep); */
          }
        }
        break;
      }
    }
  }
  ms->matchdepth++;
  return s;
}



static const char *cm_lmemfind (lua_State *L, const char *s1, size_t l1,
                               const char *s2, size_t l2) {
  cartlua_Limits *limits = cartlua_limits(L);  /* cartlua */
  if (l2 == 0) return s1;  /* empty strings are everywhere */
  else if (l2 > l1) return NULL;  /* avoids a negative 'l1' */
  else {
    const char *init;  /* to search for a '*s2' inside 's1' */
    l2--;  /* 1st char will be checked by 'memchr' */
    l1 = l1-l2;  /* 's2' cannot be found after that */
    while (l1 > 0 && (init = (const char *)memchr(s1, *s2, l1)) != NULL) {
      init++;   /* 1st char is already checked */
      /* cartlua: the bytes memchr passed, then those memcmp compares */
      cartlua_count(limits, L, 1 + (init - s1) / 16 + (long long)(l2 / 16));
      if (memcmp(init, s2+1, l2) == 0)
        return init-1;
      else {  /* correct 'l1' and 's1' to try again */
        l1 -= init-s1;
        s1 = init;
      }
    }
    cartlua_count(limits, L, 1 + (long long)(l1 / 16));  /* cartlua: the last memchr */
    return NULL;  /* not found */
  }
}


/*
** get information about the i-th capture. If there are no captures
** and 'i==0', return information about the whole cm_match, which
** is the range 's'..'e'. If the capture is a string, return
** its length and put its address in '*cap'. If it is an integer
** (a position), push it on the stack and return CAP_POSITION.
*/
static size_t cm_get_onecapture (cm_MatchState *ms, int i, const char *s,
                              const char *e, const char **cap) {
  if (i >= ms->level) {
    if ((i != 0))
      luaL_error(ms->L, "invalid capture index %%%d", i + 1);
    *cap = s;
    return e - s;
  }
  else {
    ptrdiff_t capl = ms->capture[i].len;
    *cap = ms->capture[i].init;
    if ((capl == CAP_UNFINISHED))
      luaL_error(ms->L, "unfinished capture");
    else if (capl == CAP_POSITION)
      lua_pushinteger(ms->L, (ms->capture[i].init - ms->src_init) + 1);
    return capl;
  }
}


/*
** Push the i-th capture on the stack.
*/
static void cm_push_onecapture (cm_MatchState *ms, int i, const char *s,
                                                    const char *e) {
  const char *cap;
  ptrdiff_t l = cm_get_onecapture(ms, i, s, e, &cap);
  if (l != CAP_POSITION)
    lua_pushlstring(ms->L, cap, l);
  /* else position was already pushed */
}


static int cm_push_captures (cm_MatchState *ms, const char *s, const char *e) {
  int i;
  int nlevels = (ms->level == 0 && s) ? 1 : ms->level;
  luaL_checkstack(ms->L, nlevels, "too many captures");
  for (i = 0; i < nlevels; i++)
    cm_push_onecapture(ms, i, s, e);
  return nlevels;  /* number of strings pushed */
}


/* check whether pattern has no special characters */
static int cm_nospecials (const char *p, size_t l) {
  size_t upto = 0;
  do {
    if (strpbrk(p + upto, SPECIALS))
      return 0;  /* pattern has a special character */
    upto += strlen(p + upto) + 1;  /* may have more after \0 */
  } while (upto <= l);
  return 1;  /* no special chars found */
}


static void cm_prepstate (cm_MatchState *ms, lua_State *L,
                       const char *s, size_t ls, const char *p, size_t lp) {
  ms->L = L;
  ms->limits = cartlua_limits(L);  /* cartlua */
  ms->matchdepth = MAXCCALLS;
  ms->src_init = s;
  ms->src_end = s + ls;
  ms->p_end = p + lp;
}


static void cm_reprepstate (cm_MatchState *ms) {
  ms->level = 0;
  lua_assert(ms->matchdepth == MAXCCALLS);
}


static int cm_str_find_aux (lua_State *L, int find) {
  size_t ls, lp;
  const char *s = luaL_checklstring(L, 1, &ls);
  const char *p = luaL_checklstring(L, 2, &lp);
  size_t init = cm_posrelatI(luaL_optinteger(L, 3, 1), ls) - 1;
  if (init > ls) {  /* start after string's end? */
    luaL_pushfail(L);  /* cannot find anything */
    return 1;
  }
  /* explicit request or no special characters? */
  cartlua_charge(L, 1 + (long long)(lp / 16));  /* cartlua: the scan of the pattern */
  if (find && (lua_toboolean(L, 4) || cm_nospecials(p, lp))) {
    /* do a plain search */
    const char *s2 = cm_lmemfind(L, s + init, ls - init, p, lp);
    if (s2) {
      lua_pushinteger(L, (s2 - s) + 1);
      lua_pushinteger(L, (s2 - s) + lp);
      return 2;
    }
  }
  else {
    cm_MatchState ms;
    const char *s1 = s + init;
    int anchor = (*p == '^');
    if (anchor) {
      p++; lp--;  /* skip anchor character */
    }
    cm_prepstate(&ms, L, s, ls, p, lp);
    do {
      const char *res;
      cm_reprepstate(&ms);
      if ((res=cm_match(&ms, s1, p)) != NULL) {
        if (find) {
          lua_pushinteger(L, (s1 - s) + 1);  /* start */
          lua_pushinteger(L, res - s);   /* end */
          return cm_push_captures(&ms, NULL, 0) + 2;
        }
        else
          return cm_push_captures(&ms, s1, res);
      }
    } while (s1++ < ms.src_end && !anchor);
  }
  luaL_pushfail(L);  /* not found */
  return 1;
}


static int cm_str_find (lua_State *L) {
  return cm_str_find_aux(L, 1);
}


static int cm_str_match (lua_State *L) {
  return cm_str_find_aux(L, 0);
}


/* state for 'cm_gmatch' */
typedef struct cm_GMatchState {
  const char *src;  /* current position */
  const char *p;  /* pattern */
  const char *lastmatch;  /* end of last cm_match */
  cm_MatchState ms;  /* cm_match state */
} cm_GMatchState;


static int cm_gmatch_aux (lua_State *L) {
  cm_GMatchState *gm = (cm_GMatchState *)lua_touserdata(L, lua_upvalueindex(3));
  const char *src;
  gm->ms.L = L;
  for (src = gm->src; src <= gm->ms.src_end; src++) {
    const char *e;
    cm_reprepstate(&gm->ms);
    if ((e = cm_match(&gm->ms, src, gm->p)) != NULL && e != gm->lastmatch) {
      gm->src = gm->lastmatch = e;
      return cm_push_captures(&gm->ms, src, e);
    }
  }
  return 0;  /* not found */
}


static int cm_gmatch (lua_State *L) {
  size_t ls, lp;
  const char *s = luaL_checklstring(L, 1, &ls);
  const char *p = luaL_checklstring(L, 2, &lp);
  size_t init = cm_posrelatI(luaL_optinteger(L, 3, 1), ls) - 1;
  cm_GMatchState *gm;
  lua_settop(L, 2);  /* keep strings on closure to avoid being collected */
  gm = (cm_GMatchState *)lua_newuserdatauv(L, sizeof(cm_GMatchState), 0);
  if (init > ls)  /* start after string's end? */
    init = ls + 1;  /* avoid overflows in 's + init' */
  cm_prepstate(&gm->ms, L, s, ls, p, lp);
  gm->src = s + init; gm->p = p; gm->lastmatch = NULL;
  lua_pushcclosure(L, cm_gmatch_aux, 3);
  return 1;
}


static void cm_add_s (cm_MatchState *ms, luaL_Buffer *b, const char *s,
                                                   const char *e) {
  size_t l;
  lua_State *L = ms->L;
  const char *news = lua_tolstring(L, 3, &l);
  const char *p;
  CM_STEP(ms, 1 + (long long)(l / 16));  /* cartlua: the scan of the replacement */
  while ((p = (char *)memchr(news, L_ESC, l)) != NULL) {
    luaL_addlstring(b, news, p - news);
    p++;  /* skip ESC */
    CM_STEP(ms, 1);  /* cartlua */
    if (*p == L_ESC)  /* '%%' */
      luaL_addchar(b, *p);
    else if (*p == '0')  /* '%0' */
        luaL_addlstring(b, s, e - s);
    else if (isdigit(uchar(*p))) {  /* '%n' */
      const char *cap;
      ptrdiff_t resl = cm_get_onecapture(ms, *p - '1', s, e, &cap);
      if (resl == CAP_POSITION)
        luaL_addvalue(b);  /* add position to accumulated result */
      else
        luaL_addlstring(b, cap, resl);
    }
    else
      luaL_error(L, "invalid use of '%c' in replacement string", L_ESC);
    l -= p + 1 - news;
    news = p + 1;
  }
  luaL_addlstring(b, news, l);
}


/*
** Add the replacement value to the string buffer 'b'.
** Return true if the original string was changed. (Function calls and
** table indexing resulting in nil or false do not change the subject.)
*/
static int cm_add_value (cm_MatchState *ms, luaL_Buffer *b, const char *s,
                                      const char *e, int tr) {
  lua_State *L = ms->L;
  switch (tr) {
    case LUA_TFUNCTION: {  /* call the function */
      int n;
      lua_pushvalue(L, 3);  /* push the function */
      n = cm_push_captures(ms, s, e);  /* all captures as arguments */
      lua_call(L, n, 1);  /* call it */
      break;
    }
    case LUA_TTABLE: {  /* index the table */
      cm_push_onecapture(ms, 0, s, e);  /* first capture is the index */
      lua_gettable(L, 3);
      break;
    }
    default: {  /* LUA_TNUMBER or LUA_TSTRING */
      cm_add_s(ms, b, s, e);  /* add value to the buffer */
      return 1;  /* something changed */
    }
  }
  if (!lua_toboolean(L, -1)) {  /* nil or false? */
    lua_pop(L, 1);  /* remove value */
    luaL_addlstring(b, s, e - s);  /* keep original text */
    return 0;  /* no changes */
  }
  else if ((!lua_isstring(L, -1)))
    return luaL_error(L, "invalid replacement value (a %s)",
                         luaL_typename(L, -1));
  else {
    luaL_addvalue(b);  /* add result to accumulator */
    return 1;  /* something changed */
  }
}


static int cm_str_gsub (lua_State *L) {
  size_t srcl, lp;
  const char *src = luaL_checklstring(L, 1, &srcl);  /* subject */
  const char *p = luaL_checklstring(L, 2, &lp);  /* pattern */
  const char *lastmatch = NULL;  /* end of last cm_match */
  int tr = lua_type(L, 3);  /* replacement type */
  lua_Integer max_s = luaL_optinteger(L, 4, srcl + 1);  /* max replacements */
  int anchor = (*p == '^');
  lua_Integer n = 0;  /* replacement count */
  int changed = 0;  /* change flag */
  cm_MatchState ms;
  luaL_Buffer b;
  luaL_argexpected(L, tr == LUA_TNUMBER || tr == LUA_TSTRING ||
                   tr == LUA_TFUNCTION || tr == LUA_TTABLE, 3,
                      "string/function/table");
  luaL_buffinit(L, &b);
  if (anchor) {
    p++; lp--;  /* skip anchor character */
  }
  cm_prepstate(&ms, L, src, srcl, p, lp);
  while (n < max_s) {
    const char *e;
    cm_reprepstate(&ms);  /* (re)prepare state for new cm_match */
    if ((e = cm_match(&ms, src, p)) != NULL && e != lastmatch) {  /* cm_match? */
      n++;
      changed = cm_add_value(&ms, &b, src, e, tr) | changed;
      src = lastmatch = e;
    }
    else if (src < ms.src_end)  /* otherwise, skip one character */
      luaL_addchar(&b, *src++);
    else break;  /* end of subject */
    if (anchor) break;
  }
  if (!changed)  /* no changes? */
    lua_pushvalue(L, 1);  /* return original string */
  else {  /* something changed */
    luaL_addlstring(&b, src, ms.src_end-src);
    luaL_pushresult(&b);  /* create and return new string */
  }
  lua_pushinteger(L, n);  /* number of substitutions */
  return 2;
}

/* ---- The table library (ltablib.c) ------------------------------------------------------ */

#define ct_TAB_R	1			/* read */
#define ct_TAB_W	2			/* write */
#define ct_TAB_L	4			/* length */
#define ct_TAB_RW	(ct_TAB_R | ct_TAB_W)		/* read/write */


#define ct_aux_getn(L,n,w)	(ct_checktab(L, n, (w) | ct_TAB_L), luaL_len(L, n))


static int ct_checkfield (lua_State *L, const char *key, int n) {
  lua_pushstring(L, key);
  return (lua_rawget(L, -n) != LUA_TNIL);
}


/*
** Check that 'arg' either is a table or can behave like one (that is,
** has a metatable with the required metamethods)
*/
static void ct_checktab (lua_State *L, int arg, int what) {
  if (lua_type(L, arg) != LUA_TTABLE) {  /* is it not a table? */
    int n = 1;  /* number of elements to pop */
    if (lua_getmetatable(L, arg) &&  /* must have metatable */
        (!(what & ct_TAB_R) || ct_checkfield(L, "__index", ++n)) &&
        (!(what & ct_TAB_W) || ct_checkfield(L, "__newindex", ++n)) &&
        (!(what & ct_TAB_L) || ct_checkfield(L, "__len", ++n))) {
      lua_pop(L, n);  /* pop metatable and tested metamethods */
    }
    else
      luaL_checktype(L, arg, LUA_TTABLE);  /* force an error */
  }
}


static int ct_tinsert (lua_State *L) {
  lua_Integer pos;  /* where to insert new element */
  lua_Integer e = ct_aux_getn(L, 1, ct_TAB_RW);
  e = luaL_intop(+, e, 1);  /* first empty element */
  switch (lua_gettop(L)) {
    case 2: {  /* called with only 2 arguments */
      pos = e;  /* insert new element at the end */
      break;
    }
    case 3: {
      lua_Integer i;
      pos = luaL_checkinteger(L, 2);  /* 2nd argument is the position */
      /* check whether 'pos' is in [1, e] */
      luaL_argcheck(L, (lua_Unsigned)pos - 1u < (lua_Unsigned)e, 2,
                       "position out of bounds");
      for (i = e; i > pos; i--) {  /* move up elements */
        cartlua_charge(L, 1);  /* cartlua */
        lua_geti(L, 1, i - 1);
        lua_seti(L, 1, i);  /* t[i] = t[i - 1] */
      }
      break;
    }
    default: {
      return luaL_error(L, "wrong number of arguments to 'insert'");
    }
  }
  lua_seti(L, 1, pos);  /* t[pos] = v */
  return 0;
}


static int ct_tremove (lua_State *L) {
  lua_Integer size = ct_aux_getn(L, 1, ct_TAB_RW);
  lua_Integer pos = luaL_optinteger(L, 2, size);
  if (pos != size)  /* validate 'pos' if given */
    /* check whether 'pos' is in [1, size + 1] */
    luaL_argcheck(L, (lua_Unsigned)pos - 1u <= (lua_Unsigned)size, 1,
                     "position out of bounds");
  lua_geti(L, 1, pos);  /* result = t[pos] */
  for ( ; pos < size; pos++) {
    cartlua_charge(L, 1);  /* cartlua */
    lua_geti(L, 1, pos + 1);
    lua_seti(L, 1, pos);  /* t[pos] = t[pos + 1] */
  }
  lua_pushnil(L);
  lua_seti(L, 1, pos);  /* remove entry t[pos] */
  return 1;
}


/*
** Copy elements (1[f], ..., 1[e]) into (tt[t], tt[t+1], ...). Whenever
** possible, copy in increasing order, which is better for rehashing.
** "possible" means destination after original range, or smaller
** than origin, or copying to another table.
*/
static int ct_tmove (lua_State *L) {
  lua_Integer f = luaL_checkinteger(L, 2);
  lua_Integer e = luaL_checkinteger(L, 3);
  lua_Integer t = luaL_checkinteger(L, 4);
  int tt = !lua_isnoneornil(L, 5) ? 5 : 1;  /* destination table */
  ct_checktab(L, 1, ct_TAB_R);
  ct_checktab(L, tt, ct_TAB_W);
  if (e >= f) {  /* otherwise, nothing to move */
    lua_Integer n, i;
    luaL_argcheck(L, f > 0 || e < LUA_MAXINTEGER + f, 3,
                  "too many elements to move");
    n = e - f + 1;  /* number of elements to move */
    luaL_argcheck(L, t <= LUA_MAXINTEGER - n + 1, 4,
                  "destination wrap around");
    cartlua_charge(L, n);  /* cartlua: each element moved, before moving any */
    if (t > e || t <= f || (tt != 1 && !lua_compare(L, 1, tt, LUA_OPEQ))) {
      for (i = 0; i < n; i++) {
        lua_geti(L, 1, f + i);
        lua_seti(L, tt, t + i);
      }
    }
    else {
      for (i = n - 1; i >= 0; i--) {
        lua_geti(L, 1, f + i);
        lua_seti(L, tt, t + i);
      }
    }
  }
  lua_pushvalue(L, tt);  /* return destination table */
  return 1;
}


static void ct_addfield (lua_State *L, luaL_Buffer *b, lua_Integer i) {
  cartlua_charge(L, 1);  /* cartlua */
  lua_geti(L, 1, i);
  if ((!lua_isstring(L, -1)))
    luaL_error(L, "invalid value (%s) at index %I in table for 'concat'",
                  luaL_typename(L, -1), (LUAI_UACINT)i);
  luaL_addvalue(b);
}


static int ct_tconcat (lua_State *L) {
  luaL_Buffer b;
  lua_Integer last = ct_aux_getn(L, 1, ct_TAB_R);
  size_t lsep;
  const char *sep = luaL_optlstring(L, 2, "", &lsep);
  lua_Integer i = luaL_optinteger(L, 3, 1);
  last = luaL_optinteger(L, 4, last);
  luaL_buffinit(L, &b);
  for (; i < last; i++) {
    ct_addfield(L, &b, i);
    luaL_addlstring(&b, sep, lsep);
  }
  if (i == last)  /* add last value (if interval was not empty) */
    ct_addfield(L, &b, i);
  luaL_pushresult(&b);
  return 1;
}


/*
** {======================================================
** Pack/unpack
** =======================================================
*/

static int ct_tpack (lua_State *L) {
  int i;
  int n = lua_gettop(L);  /* number of elements to pack */
  cartlua_charge(L, n);  /* cartlua */
  lua_createtable(L, n, 1);  /* create result table */
  lua_insert(L, 1);  /* put it at index 1 */
  for (i = n; i >= 1; i--)  /* assign elements */
    lua_seti(L, 1, i);
  lua_pushinteger(L, n);
  lua_setfield(L, 1, "n");  /* t.n = number of elements */
  return 1;  /* return table */
}


static int ct_tunpack (lua_State *L) {
  lua_Unsigned n;
  lua_Integer i = luaL_optinteger(L, 2, 1);
  lua_Integer e = luaL_opt(L, luaL_checkinteger, 3, luaL_len(L, 1));
  if (i > e) return 0;  /* empty range */
  n = (lua_Unsigned)e - i;  /* number of elements minus 1 (avoid overflows) */
  cartlua_charge(L, n < (unsigned int)INT_MAX ? (long long)n + 1 : INT_MAX);  /* cartlua: before growing the stack */
  if ((n >= (unsigned int)INT_MAX  ||
                 !lua_checkstack(L, (int)(++n))))
    return luaL_error(L, "too many results to unpack");
  for (; i < e; i++) {  /* push arg[i..e - 1] (to avoid overflows) */
    lua_geti(L, 1, i);
  }
  lua_geti(L, 1, e);  /* push last element */
  return (int)n;
}

/* }====================================================== */



/*
** {======================================================
** Quicksort
** (based on 'Algorithms in MODULA-3', Robert Sedgewick;
**  Addison-Wesley, 1993.)
** =======================================================
*/


/* type for array indices */
typedef unsigned int ct_IdxT;


/*
** Produce a "random" 'unsigned int' to randomize pivot choice. This
** macro is used only when 'ct_sort' detects a big imbalance in the result
** of a ct_partition. (If you don't want/need this "randomness", ~0 is a
** good choice.)
*/
/* cartlua: the next "random" pivot from the last one (an LCG), instead of Lua's clock() and
 * time(): which elements compare, so what a sort costs and how it orders equal elements, is
 * the same on every run. */
static unsigned int ct_nextPivot (unsigned int rnd) {
  return rnd * 1103515245u + 12345u;
}


/* arrays larger than 'ct_RANLIMIT' may use randomized pivots */
#define ct_RANLIMIT	100u


static void ct_set2 (lua_State *L, ct_IdxT i, ct_IdxT j) {
  lua_seti(L, 1, i);
  lua_seti(L, 1, j);
}


/*
** Return true iff value at stack index 'a' is less than the value at
** index 'b' (according to the order of the ct_sort).
*/
static int ct_sort_comp (lua_State *L, int a, int b) {
  /* cartlua: each comparison, and the bytes two strings compare */
  long long work = 1;
  if (lua_type(L, a) == LUA_TSTRING && lua_type(L, b) == LUA_TSTRING) {
    size_t la = lua_rawlen(L, a), lb = lua_rawlen(L, b);
    work += (long long)((la < lb ? la : lb) / 16);
  }
  cartlua_charge(L, work);
  if (lua_isnil(L, 2))  /* no function? */
    return lua_compare(L, a, b, LUA_OPLT);  /* a < b */
  else {  /* function */
    int res;
    lua_pushvalue(L, 2);    /* push function */
    lua_pushvalue(L, a-1);  /* -1 to compensate function */
    lua_pushvalue(L, b-2);  /* -2 to compensate function and 'a' */
    lua_call(L, 2, 1);      /* call function */
    res = lua_toboolean(L, -1);  /* get result */
    lua_pop(L, 1);          /* pop result */
    return res;
  }
}


/*
** Does the ct_partition: Pivot P is at the top of the stack.
** precondition: a[lo] <= P == a[up-1] <= a[up],
** so it only needs to do the ct_partition from lo + 1 to up - 2.
** Pos-condition: a[lo .. i - 1] <= a[i] == P <= a[i + 1 .. up]
** returns 'i'.
*/
static ct_IdxT ct_partition (lua_State *L, ct_IdxT lo, ct_IdxT up) {
  ct_IdxT i = lo;  /* will be incremented before first use */
  ct_IdxT j = up - 1;  /* will be decremented before first use */
  /* loop invariant: a[lo .. i] <= P <= a[j .. up] */
  for (;;) {
    /* next loop: repeat ++i while a[i] < P */
    while ((void)lua_geti(L, 1, ++i), ct_sort_comp(L, -1, -2)) {
      if ((i == up - 1))  /* a[i] < P  but a[up - 1] == P  ?? */
        luaL_error(L, "invalid order function for sorting");
      lua_pop(L, 1);  /* remove a[i] */
    }
    /* after the loop, a[i] >= P and a[lo .. i - 1] < P */
    /* next loop: repeat --j while P < a[j] */
    while ((void)lua_geti(L, 1, --j), ct_sort_comp(L, -3, -1)) {
      if ((j < i))  /* j < i  but  a[j] > P ?? */
        luaL_error(L, "invalid order function for sorting");
      lua_pop(L, 1);  /* remove a[j] */
    }
    /* after the loop, a[j] <= P and a[j + 1 .. up] >= P */
    if (j < i) {  /* no elements out of place? */
      /* a[lo .. i - 1] <= P <= a[j + 1 .. i .. up] */
      lua_pop(L, 1);  /* pop a[j] */
      /* swap pivot (a[up - 1]) with a[i] to satisfy pos-condition */
      ct_set2(L, up - 1, i);
      return i;
    }
    /* otherwise, swap a[i] - a[j] to restore invariant and repeat */
    ct_set2(L, i, j);
  }
}


/*
** Choose an element in the middle (2nd-3th quarters) of [lo,up]
** "randomized" by 'rnd'
*/
static ct_IdxT ct_choosePivot (ct_IdxT lo, ct_IdxT up, unsigned int rnd) {
  ct_IdxT r4 = (up - lo) / 4;  /* range/4 */
  ct_IdxT p = rnd % (r4 * 2) + (lo + r4);
  lua_assert(lo + r4 <= p && p <= up - r4);
  return p;
}


/*
** Quicksort algorithm (recursive function)
*/
static void ct_auxsort (lua_State *L, ct_IdxT lo, ct_IdxT up,
                                   unsigned int rnd) {
  while (lo < up) {  /* loop for tail recursion */
    ct_IdxT p;  /* Pivot index */
    ct_IdxT n;  /* to be used later */
    /* ct_sort elements 'lo', 'p', and 'up' */
    lua_geti(L, 1, lo);
    lua_geti(L, 1, up);
    if (ct_sort_comp(L, -1, -2))  /* a[up] < a[lo]? */
      ct_set2(L, lo, up);  /* swap a[lo] - a[up] */
    else
      lua_pop(L, 2);  /* remove both values */
    if (up - lo == 1)  /* only 2 elements? */
      return;  /* already sorted */
    if (up - lo < ct_RANLIMIT || rnd == 0)  /* small interval or no randomize? */
      p = (lo + up)/2;  /* middle element is a good pivot */
    else  /* for larger intervals, it is worth a random pivot */
      p = ct_choosePivot(lo, up, rnd);
    lua_geti(L, 1, p);
    lua_geti(L, 1, lo);
    if (ct_sort_comp(L, -2, -1))  /* a[p] < a[lo]? */
      ct_set2(L, p, lo);  /* swap a[p] - a[lo] */
    else {
      lua_pop(L, 1);  /* remove a[lo] */
      lua_geti(L, 1, up);
      if (ct_sort_comp(L, -1, -2))  /* a[up] < a[p]? */
        ct_set2(L, p, up);  /* swap a[up] - a[p] */
      else
        lua_pop(L, 2);
    }
    if (up - lo == 2)  /* only 3 elements? */
      return;  /* already sorted */
    lua_geti(L, 1, p);  /* get middle element (Pivot) */
    lua_pushvalue(L, -1);  /* push Pivot */
    lua_geti(L, 1, up - 1);  /* push a[up - 1] */
    ct_set2(L, p, up - 1);  /* swap Pivot (a[p]) with a[up - 1] */
    p = ct_partition(L, lo, up);
    /* a[lo .. p - 1] <= a[p] == P <= a[p + 1 .. up] */
    if (p - lo < up - p) {  /* lower interval is smaller? */
      ct_auxsort(L, lo, p - 1, rnd);  /* call recursively for lower interval */
      n = p - lo;  /* size of smaller interval */
      lo = p + 1;  /* tail call for [p + 1 .. up] (upper interval) */
    }
    else {
      ct_auxsort(L, p + 1, up, rnd);  /* call recursively for upper interval */
      n = up - p;  /* size of smaller interval */
      up = p - 1;  /* tail call for [lo .. p - 1]  (lower interval) */
    }
    if ((up - lo) / 128 > n) /* ct_partition too imbalanced? */
      rnd = ct_nextPivot(rnd);  /* try a new randomization (cartlua: deterministic) */
  }  /* tail call ct_auxsort(L, lo, up, rnd) */
}


static int ct_sort (lua_State *L) {
  lua_Integer n = ct_aux_getn(L, 1, ct_TAB_RW);
  if (n > 1) {  /* non-trivial interval? */
    luaL_argcheck(L, n < INT_MAX, 1, "array too big");
    if (!lua_isnoneornil(L, 2))  /* is there a 2nd argument? */
      luaL_checktype(L, 2, LUA_TFUNCTION);  /* must be a function */
    lua_settop(L, 2);  /* make sure there are two arguments */
    ct_auxsort(L, 1, (ct_IdxT)n, 0);
  }
  return 0;
}

/* }====================================================== */



/* ---- The utf8 library (lutf8lib.c) --------------------------------------------------------- */

#define cu_MAXUNICODE	0x10FFFFu

#define cu_MAXUTF		0x7FFFFFFFu

/*
** Integer type for decoded UTF-8 values; cu_MAXUTF needs 31 bits.
*/
#if (UINT_MAX >> 30) >= 1
typedef unsigned int cu_utfint;
#else
typedef unsigned long cu_utfint;
#endif


#define cu_iscont(p)	((*(p) & 0xC0) == 0x80)


/* from strlib */
/* translate a relative string position: negative means back from end */
static lua_Integer cu_u_posrelat (lua_Integer pos, size_t len) {
  if (pos >= 0) return pos;
  else if (0u - (size_t)pos > len) return 0;
  else return (lua_Integer)len + pos + 1;
}


/*
** Decode one UTF-8 sequence, returning NULL if byte sequence is
** invalid.  The array 'limits' stores the minimum value for each
** sequence length, to check for overlong representations. Its first
** entry forces an error for non-ascii bytes with no continuation
** bytes (count == 0).
*/
static const char *cu_utf8_decode (const char *s, cu_utfint *val, int strict) {
  static const cu_utfint limits[] =
        {~(cu_utfint)0, 0x80, 0x800, 0x10000u, 0x200000u, 0x4000000u};
  unsigned int c = (unsigned char)s[0];
  cu_utfint res = 0;  /* final result */
  if (c < 0x80)  /* ascii? */
    res = c;
  else {
    int count = 0;  /* to count number of continuation bytes */
    for (; c & 0x40; c <<= 1) {  /* while it needs continuation bytes... */
      unsigned int cc = (unsigned char)s[++count];  /* read next byte */
      if ((cc & 0xC0) != 0x80)  /* not a continuation byte? */
        return NULL;  /* invalid byte sequence */
      res = (res << 6) | (cc & 0x3F);  /* add lower 6 bits from cont. byte */
    }
    res |= ((cu_utfint)(c & 0x7F) << (count * 5));  /* add first byte */
    if (count > 5 || res > cu_MAXUTF || res < limits[count])
      return NULL;  /* invalid byte sequence */
    s += count;  /* skip continuation bytes read */
  }
  if (strict) {
    /* check for invalid code points; too large or surrogates */
    if (res > cu_MAXUNICODE || (0xD800u <= res && res <= 0xDFFFu))
      return NULL;
  }
  if (val) *val = res;
  return s + 1;  /* +1 to include first byte */
}


/*
** utf8len(s [, i [, j [, lax]]]) --> number of characters that
** start in the range [i,j], or nil + current position if 's' is not
** well formed in that interval
*/
static int cu_utflen (lua_State *L) {
  lua_Integer n = 0;  /* counter for the number of characters */
  size_t len;  /* string length in bytes */
  const char *s = luaL_checklstring(L, 1, &len);
  lua_Integer posi = cu_u_posrelat(luaL_optinteger(L, 2, 1), len);
  lua_Integer posj = cu_u_posrelat(luaL_optinteger(L, 3, -1), len);
  int lax = lua_toboolean(L, 4);
  luaL_argcheck(L, 1 <= posi && --posi <= (lua_Integer)len, 2,
                   "initial position out of bounds");
  luaL_argcheck(L, --posj < (lua_Integer)len, 3,
                   "final position out of bounds");
  while (posi <= posj) {
    cartlua_charge(L, 1);  /* cartlua */
    const char *s1 = cu_utf8_decode(s + posi, NULL, !lax);
    if (s1 == NULL) {  /* conversion error? */
      luaL_pushfail(L);  /* return fail ... */
      lua_pushinteger(L, posi + 1);  /* ... and current position */
      return 2;
    }
    posi = s1 - s;
    n++;
  }
  lua_pushinteger(L, n);
  return 1;
}


/*
** cu_codepoint(s, [i, [j [, lax]]]) -> returns codepoints for all
** characters that start in the range [i,j]
*/
static int cu_codepoint (lua_State *L) {
  size_t len;
  const char *s = luaL_checklstring(L, 1, &len);
  lua_Integer posi = cu_u_posrelat(luaL_optinteger(L, 2, 1), len);
  lua_Integer pose = cu_u_posrelat(luaL_optinteger(L, 3, posi), len);
  int lax = lua_toboolean(L, 4);
  int n;
  const char *se;
  luaL_argcheck(L, posi >= 1, 2, "out of bounds");
  luaL_argcheck(L, pose <= (lua_Integer)len, 3, "out of bounds");
  if (posi > pose) return 0;  /* empty interval; return no values */
  if (pose - posi >= INT_MAX)  /* (lua_Integer -> int) overflow? */
    return luaL_error(L, "string slice too long");
  n = (int)(pose -  posi) + 1;  /* upper bound for number of returns */
  cartlua_charge(L, n);  /* cartlua: before growing the stack */
  luaL_checkstack(L, n, "string slice too long");
  n = 0;  /* count the number of returns */
  se = s + pose;  /* string end */
  for (s += posi - 1; s < se;) {
    cu_utfint code;
    s = cu_utf8_decode(s, &code, !lax);
    if (s == NULL)
      return luaL_error(L, "invalid UTF-8 code");
    lua_pushinteger(L, code);
    n++;
  }
  return n;
}


static void cu_pushutfchar (lua_State *L, int arg) {
  lua_Unsigned code = (lua_Unsigned)luaL_checkinteger(L, arg);
  luaL_argcheck(L, code <= cu_MAXUTF, arg, "value out of range");
  lua_pushfstring(L, "%U", (long)code);
}


/*
** cu_utfchar(n1, n2, ...)  -> char(n1)..char(n2)...
*/
static int cu_utfchar (lua_State *L) {
  int n = lua_gettop(L);  /* number of arguments */
  cartlua_charge(L, n);  /* cartlua */
  if (n == 1)  /* optimize common case of single char */
    cu_pushutfchar(L, 1);
  else {
    int i;
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    for (i = 1; i <= n; i++) {
      cu_pushutfchar(L, i);
      luaL_addvalue(&b);
    }
    luaL_pushresult(&b);
  }
  return 1;
}


/*
** offset(s, n, [i])  -> index where n-th character counting from
**   position 'i' starts; 0 means character at 'i'.
*/
static int cu_byteoffset (lua_State *L) {
  size_t len;
  const char *s = luaL_checklstring(L, 1, &len);
  lua_Integer n  = luaL_checkinteger(L, 2);
  lua_Integer posi = (n >= 0) ? 1 : len + 1;
  posi = cu_u_posrelat(luaL_optinteger(L, 3, posi), len);
  luaL_argcheck(L, 1 <= posi && --posi <= (lua_Integer)len, 3,
                   "position out of bounds");
  if (n == 0) {
    /* find beginning of current byte sequence */
    while (posi > 0 && cu_iscont(s + posi)) { posi--; cartlua_charge(L, 1); }  /* cartlua */
  }
  else {
    if (cu_iscont(s + posi))
      return luaL_error(L, "initial position is a continuation byte");
    if (n < 0) {
       while (n < 0 && posi > 0) {  /* move back */
         do {  /* find beginning of previous character */
           cartlua_charge(L, 1);  /* cartlua */
           posi--;
         } while (posi > 0 && cu_iscont(s + posi));
         n++;
       }
     }
     else {
       n--;  /* do not move for 1st character */
       while (n > 0 && posi < (lua_Integer)len) {
         do {  /* find beginning of next character */
           cartlua_charge(L, 1);  /* cartlua */
           posi++;
         } while (cu_iscont(s + posi));  /* (cannot pass final '\0') */
         n--;
       }
     }
  }
  if (n == 0)  /* did it find given character? */
    lua_pushinteger(L, posi + 1);
  else  /* no such character */
    luaL_pushfail(L);
  return 1;
}


static int cu_iter_aux (lua_State *L, int strict) {
  size_t len;
  const char *s = luaL_checklstring(L, 1, &len);
  lua_Unsigned n = (lua_Unsigned)lua_tointeger(L, 2);
  if (n < len) {
    while (cu_iscont(s + n)) { n++; cartlua_charge(L, 1); }  /* skip continuation bytes (cartlua: counted) */
  }
  if (n >= len)  /* (also handles original 'n' being negative) */
    return 0;  /* no more codepoints */
  else {
    cu_utfint code;
    const char *next;
    cartlua_charge(L, 1);  /* cartlua */
    next = cu_utf8_decode(s + n, &code, strict);
    if (next == NULL)
      return luaL_error(L, "invalid UTF-8 code");
    lua_pushinteger(L, n + 1);
    lua_pushinteger(L, code);
    return 2;
  }
}


static int cu_iter_auxstrict (lua_State *L) {
  return cu_iter_aux(L, 1);
}

static int cu_iter_auxlax (lua_State *L) {
  return cu_iter_aux(L, 0);
}


static int cu_iter_codes (lua_State *L) {
  int lax = lua_toboolean(L, 2);
  luaL_checkstring(L, 1);
  lua_pushcfunction(L, lax ? cu_iter_auxlax : cu_iter_auxstrict);
  lua_pushvalue(L, 1);
  lua_pushinteger(L, 0);
  return 3;
}


/* ---- Table traversal ------------------------------------------------------------------------ */

/* `next` skips the empty slots of a table one by one inside one call: a table that once held
 * millions of keys keeps its slots when they are cleared (Lua shrinks a table only when it next
 * grows), so `next(t)` on it scans them all, every call. The public API cannot say how many
 * slots a table has; Lua 5.4's own Table header does (lobject.h: the GC header, `flags`,
 * `lsizenode`, `alimit`), and lua_topointer gives the Table itself. The layout is that of
 * Lua 5.4.0 to 5.4.6; TableSlotTests checks it against tables of known sizes. */
#if LUA_VERSION_NUM != 504
#error "cartlua_table_slots reads Lua 5.4's Table header"
#endif
typedef struct cartlua_TableHead {
    void *gcnext;
    unsigned char tt, marked, flags, lsizenode;
    unsigned int alimit;
} cartlua_TableHead;

/* The slots a full traversal of the table at `idx` looks at: its array part (luaH_realasize:
 * `alimit` rounded up to a power of 2 when flags' bit 7 says it is not the real size) and its
 * hash part (2^lsizenode). */
static inline long long cartlua_table_slots(lua_State *L, int idx) {
    const cartlua_TableHead *t = (const cartlua_TableHead *)lua_topointer(L, idx);
    if (t == NULL || lua_type(L, idx) != LUA_TTABLE) return 0;
    unsigned long long asize = t->alimit;
    if ((t->flags & (1u << 7)) != 0 && (asize & (asize - 1)) != 0) {
        unsigned long long p = 1;
        while (p < asize) p <<= 1;
        asize = p;
    }
    return (long long)asize + (1LL << t->lsizenode);
}

/* rawkeys(t): the keys of t as a sequence, in Lua's own (hash seed dependent) order, for the
 * prelude's `next` and `pairs` to sort. Charged before the traversal: every slot it will look
 * at, and each key it keeps. */
static int ct_rawkeys (lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 1);
    cartlua_charge(L, cartlua_table_slots(L, 1));
    lua_newtable(L);
    lua_Integer n = 0;
    lua_pushnil(L);
    while (lua_next(L, 1) != 0) {
        lua_pop(L, 1);
        lua_pushvalue(L, -1);
        lua_rawseti(L, 2, ++n);
    }
    cartlua_charge(L, n);
    return 1;
}

static inline void cartlua_pushrawkeys(lua_State *L) { lua_pushcfunction(L, ct_rawkeys); }

/* For a host binding about to traverse the table at `idx` with lua_next: its slots count as
 * work; past the limit, the trampoline raises once the binding has returned (shim.h). */
/* Adds `units` for work a binding does (it cannot raise): past the limit, the count stops right
 * past it, as for work refused before it is done. */
static inline void cartlua_count_binding_work(lua_State *L, long long units) {
    cartlua_Limits *limits = cartlua_limits(L);
    if (limits == NULL) return;
    if (limits->instruction_limit != 0 && units > limits->instruction_limit - limits->instructions) {
        if (limits->instructions <= limits->instruction_limit) limits->instructions = limits->instruction_limit + 1;
        return;
    }
    limits->instructions += units;
}

static inline void cartlua_count_traversal(lua_State *L, int idx) {
    cartlua_count_binding_work(L, cartlua_table_slots(L, idx));
}

/* For a host binding that copies `bytes` of a Lua string (1 per 16 bytes, as counted.h charges
 * bulk copies), raised as cartlua_count_traversal's work is. */
static inline void cartlua_count_copy(lua_State *L, size_t bytes) {
    cartlua_count_binding_work(L, (long long)(bytes / 16));
}

/* ---- Wrappers that charge before Lua's own function runs ---------------------------------- */

enum {
    CARTLUA_COST_NONE,     /* only the numbers given as strings (below) */
    CARTLUA_COST_ARGS,     /* select, string.char: each value passed */
    CARTLUA_COST_REP,      /* string.rep: each repetition (the result's bytes: the allocator) */
    CARTLUA_COST_FORMAT,   /* string.format/pack/packsize/unpack: each byte of the format, each value */
    CARTLUA_COST_TEXT,     /* tonumber: each byte of a string converted */
    CARTLUA_COST_ARITH,    /* the string metamethods __add…: each byte of the strings converted */
    CARTLUA_COST_LOAD,     /* load: each byte compiled (a reader's pieces as they come) */
    CARTLUA_COST_EQUAL,    /* rawequal: two strings of one length are compared byte by byte */
    CARTLUA_COST_KEY       /* rawget/rawset: a long string key is compared byte by byte */
};

/* Arguments that are numbers (bit k-1: argument k): a string given there is converted byte by
 * byte, and Lua skips any amount of leading space (`math.abs((" "):rep(1e6) .. "1")`). */
#define CARTLUA_NUM(k) (1LL << ((k) - 1))
#define CARTLUA_NUM_ALL (-1LL)
#define CARTLUA_NUM_FROM2 (-2LL)

static inline long long cartlua_string_bytes(lua_State *L, int i) {
    return lua_type(L, i) == LUA_TSTRING ? (long long)lua_rawlen(L, i) : 0;
}

/* A reader for `load` (upvalue 1: the script's reader function): each piece is charged. */
static inline int cartlua_counted_reader(lua_State *L) {
    lua_settop(L, 0);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_call(L, 0, 1);
    cartlua_charge(L, 1 + cartlua_string_bytes(L, 1));
    return 1;
}

/* Upvalue 1: Lua's function (or a counted copy); upvalue 2: its cost (CARTLUA_COST_…);
 * upvalue 3: its number arguments (CARTLUA_NUM…). */
static inline int cartlua_charged(lua_State *L) {
    lua_CFunction f = lua_tocfunction(L, lua_upvalueindex(1));
    int n = lua_gettop(L);
    long long numbers = (long long)lua_tointegerx(L, lua_upvalueindex(3), NULL);
    int cost = (int)lua_tointegerx(L, lua_upvalueindex(2), NULL);
    long long work = cost == CARTLUA_COST_NONE ? 0 : 1;
    /* The numbers given as strings, before anything converts them. */
    for (int i = 1; i <= n && numbers != 0; i++) {
        if (i > 63 ? numbers < 0 : (numbers & (1LL << (i - 1))) != 0) work += cartlua_string_bytes(L, i);
    }
    switch (cost) {
    case CARTLUA_COST_ARGS: work += n; break;
    case CARTLUA_COST_REP: {
        int isnum = 0;
        lua_Integer reps = lua_tointegerx(L, 2, &isnum);
        if (isnum && reps > 0) work += reps;
        break;
    }
    case CARTLUA_COST_FORMAT: work += cartlua_string_bytes(L, 1) + n; break;
    case CARTLUA_COST_TEXT: work += cartlua_string_bytes(L, 1); break;
    case CARTLUA_COST_ARITH: work += cartlua_string_bytes(L, 1) + cartlua_string_bytes(L, 2); break;
    case CARTLUA_COST_EQUAL:
        if (cartlua_string_bytes(L, 1) == cartlua_string_bytes(L, 2)) work += cartlua_string_bytes(L, 1) / 16;
        break;
    case CARTLUA_COST_KEY: work += cartlua_string_bytes(L, 2) / 16; break;
    case CARTLUA_COST_LOAD:
        work += cartlua_string_bytes(L, 1);
        if (lua_type(L, 1) == LUA_TFUNCTION) {
            lua_pushvalue(L, 1);
            lua_pushcclosure(L, cartlua_counted_reader, 1);
            lua_replace(L, 1);
        }
        break;
    }
    if (work != 0) cartlua_charge(L, work);
    return f(L);
}

/* t[name] = the C function t[name] behind cartlua_charged with `cost` and `numbers` (t on top).
 * Only C functions without upvalues: the wrapper runs Lua's function in its own frame, where
 * the upvalues are the wrapper's (math.random keeps its state in one: it is not wrapped). */
static inline void cartlua_wrap(lua_State *L, const char *name, int cost, long long numbers) {
    lua_getfield(L, -1, name);
    if (lua_tocfunction(L, -1) == NULL) { lua_pop(L, 1); return; }
    if (lua_getupvalue(L, -1, 1) != NULL) { lua_pop(L, 2); return; }
    lua_pushinteger(L, cost);
    lua_pushinteger(L, (lua_Integer)numbers);
    lua_pushcclosure(L, cartlua_charged, 3);
    lua_setfield(L, -2, name);
}

/* Puts the counted library into the script's world (before the prelude takes its functions). */
static inline void cartlua_install_counted(lua_State *L) {
    static const luaL_Reg string_funcs[] = {
        {"find", cm_str_find}, {"match", cm_str_match}, {"gmatch", cm_gmatch}, {"gsub", cm_str_gsub},
        {"byte", cm_str_byte}, {NULL, NULL}};
    static const luaL_Reg table_funcs[] = {
        {"concat", ct_tconcat}, {"insert", ct_tinsert}, {"pack", ct_tpack}, {"unpack", ct_tunpack},
        {"remove", ct_tremove}, {"move", ct_tmove}, {"sort", ct_sort}, {NULL, NULL}};
    static const luaL_Reg utf8_funcs[] = {
        {"offset", cu_byteoffset}, {"codepoint", cu_codepoint}, {"char", cu_utfchar}, {"len", cu_utflen},
        {"codes", cu_iter_codes}, {NULL, NULL}};
    static const char *const arith[] = {"__add", "__sub", "__mul", "__mod", "__pow", "__div", "__idiv", "__unm", NULL};
    static const char *const math_funcs[] = {"abs", "ceil", "cos", "deg", "exp", "tointeger", "floor", "fmod", "ult",
        "log", "modf", "rad", "sin", "sqrt", "tan", "atan", "asin", "acos", NULL};

    lua_getglobal(L, "string");
    luaL_setfuncs(L, string_funcs, 0);
    cartlua_wrap(L, "byte", CARTLUA_COST_NONE, CARTLUA_NUM(2) | CARTLUA_NUM(3));
    cartlua_wrap(L, "find", CARTLUA_COST_NONE, CARTLUA_NUM(3));
    cartlua_wrap(L, "match", CARTLUA_COST_NONE, CARTLUA_NUM(3));
    cartlua_wrap(L, "gmatch", CARTLUA_COST_NONE, CARTLUA_NUM(3));
    cartlua_wrap(L, "gsub", CARTLUA_COST_NONE, CARTLUA_NUM(4));
    cartlua_wrap(L, "sub", CARTLUA_COST_NONE, CARTLUA_NUM(2) | CARTLUA_NUM(3));
    cartlua_wrap(L, "char", CARTLUA_COST_ARGS, CARTLUA_NUM_ALL);
    cartlua_wrap(L, "rep", CARTLUA_COST_REP, CARTLUA_NUM(2));
    cartlua_wrap(L, "format", CARTLUA_COST_FORMAT, CARTLUA_NUM_FROM2);
    cartlua_wrap(L, "pack", CARTLUA_COST_FORMAT, CARTLUA_NUM_FROM2);
    cartlua_wrap(L, "packsize", CARTLUA_COST_FORMAT, 0);
    cartlua_wrap(L, "unpack", CARTLUA_COST_FORMAT, CARTLUA_NUM(3));
    lua_pop(L, 1);
    lua_pushliteral(L, "");
    if (lua_getmetatable(L, -1)) {
        for (int i = 0; arith[i] != NULL; i++) cartlua_wrap(L, arith[i], CARTLUA_COST_ARITH, 0);
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    lua_getglobal(L, "table");
    luaL_setfuncs(L, table_funcs, 0);
    cartlua_wrap(L, "concat", CARTLUA_COST_NONE, CARTLUA_NUM(3) | CARTLUA_NUM(4));
    cartlua_wrap(L, "insert", CARTLUA_COST_NONE, CARTLUA_NUM(2));
    cartlua_wrap(L, "remove", CARTLUA_COST_NONE, CARTLUA_NUM(2));
    cartlua_wrap(L, "move", CARTLUA_COST_NONE, CARTLUA_NUM(2) | CARTLUA_NUM(3) | CARTLUA_NUM(4));
    cartlua_wrap(L, "unpack", CARTLUA_COST_NONE, CARTLUA_NUM(2) | CARTLUA_NUM(3));
    lua_pop(L, 1);
    lua_getglobal(L, "utf8");
    luaL_setfuncs(L, utf8_funcs, 0);
    cartlua_wrap(L, "char", CARTLUA_COST_NONE, CARTLUA_NUM_ALL);
    cartlua_wrap(L, "codepoint", CARTLUA_COST_NONE, CARTLUA_NUM(2) | CARTLUA_NUM(3));
    cartlua_wrap(L, "len", CARTLUA_COST_NONE, CARTLUA_NUM(2) | CARTLUA_NUM(3));
    cartlua_wrap(L, "offset", CARTLUA_COST_NONE, CARTLUA_NUM(2) | CARTLUA_NUM(3));
    lua_pop(L, 1);
    lua_getglobal(L, "math");
    for (int i = 0; math_funcs[i] != NULL; i++) cartlua_wrap(L, math_funcs[i], CARTLUA_COST_NONE, CARTLUA_NUM_ALL);
    cartlua_wrap(L, "max", CARTLUA_COST_ARGS, CARTLUA_NUM_ALL);  /* and each value compared */
    cartlua_wrap(L, "min", CARTLUA_COST_ARGS, CARTLUA_NUM_ALL);
    lua_pop(L, 1);
    lua_getglobal(L, "coroutine");
    cartlua_wrap(L, "yield", CARTLUA_COST_ARGS, 0);  /* each value handed to resume */
    lua_pop(L, 1);
    lua_pushglobaltable(L);
    cartlua_wrap(L, "assert", CARTLUA_COST_ARGS, 0);  /* each value returned */
    cartlua_wrap(L, "rawequal", CARTLUA_COST_EQUAL, 0);
    cartlua_wrap(L, "rawget", CARTLUA_COST_KEY, 0);
    cartlua_wrap(L, "rawset", CARTLUA_COST_KEY, 0);
    cartlua_wrap(L, "select", CARTLUA_COST_ARGS, CARTLUA_NUM(1));
    cartlua_wrap(L, "tonumber", CARTLUA_COST_TEXT, CARTLUA_NUM(2));
    cartlua_wrap(L, "load", CARTLUA_COST_LOAD, 0);
    cartlua_wrap(L, "error", CARTLUA_COST_NONE, CARTLUA_NUM(2));
    lua_pop(L, 1);
}

#undef uchar
#endif
