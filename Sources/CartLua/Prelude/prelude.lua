local log_, loadmodule_, seed, recheck_, loadexpect_, rawkeys_ = ...
local select, type, concat, sort, rawget, next, getmetatable, setmetatable, error, rawequal =
      select, type, table.concat, table.sort, rawget, next, getmetatable, setmetatable, error, rawequal
local raw_tostring, raw_pairs, raw_load = tostring, pairs, load

-- Wrapped library functions report errors at the caller's line under their own name.
local pcall, pack, unpack, gsub = pcall, table.pack, table.unpack, string.gsub
local function rethrow(name, message)
  error((gsub(message, "^bad argument (#%d+) to '%?'", "bad argument %1 to '" .. name .. "'")), 3)
end

-- The instruction limit is final. Its error can be caught like any other, so the calls that
-- catch errors raise it again once it has been passed (recheck_, a C function: the count hook
-- never fires inside it); a script cannot catch it and go on.
-- Lua runs message handlers and a coroutine's __close metamethods with hooks off when the
-- error came from a hook, so once the limit is passed those are not called at all (xpcall's
-- handler, coroutine.close, and coroutine.wrap, rewritten here on resume and close).
local raw_pcall, raw_xpcall, raw_resume, raw_close = pcall, xpcall, coroutine.resume, coroutine.close
local raw_create, raw_status = coroutine.create, coroutine.status
local function caught(ok, ...)
  if not ok then recheck_() end
  return ok, ...
end
-- The wrappers check their arguments themselves, so that a mistake is reported at the
-- script's line (a library function raising inside a wrapper would name the wrapper's).
local function expected(name, n, what, v, given)
  error("bad argument #" .. n .. " to '" .. name .. "' (" .. what .. " expected, got " ..
        (given and type(v) or "no value") .. ")", 3)
end
_G.pcall = function(...)
  if select("#", ...) == 0 then error("bad argument #1 to 'pcall' (value expected)", 2) end
  return caught(raw_pcall(...))
end
_G.xpcall = function(f, msgh, ...)
  if type(msgh) ~= "function" then expected("xpcall", 2, "function", msgh, msgh ~= nil or select("#", ...) > 0) end
  return caught(raw_xpcall(f, function(m) recheck_() return msgh(m) end, ...))
end
coroutine.resume = function(...)
  local co = ...
  if type(co) ~= "thread" then expected("resume", 1, "coroutine", co, select("#", ...) > 0) end
  return caught(raw_resume(...))
end
coroutine.close = function(...)
  local co = ...
  if type(co) ~= "thread" then expected("close", 1, "coroutine", co, select("#", ...) > 0) end
  recheck_()
  -- Closing a running or normal coroutine raises: at the caller's line.
  local ok, closed, e = raw_pcall(raw_close, co)
  if not ok then rethrow("close", closed) end
  return caught(closed, e)
end
local function wrapped(co, ok, ...)
  if ok then return ... end
  recheck_()
  local e = ...
  if raw_status(co) == "dead" then
    -- An error in the coroutine: close its to-be-closed variables, as coroutine.wrap does.
    local closed, e2 = raw_close(co)
    if not closed then e = e2 end
  end
  if type(e) == "string" then error(e, 2) end
  error(e, 0)
end
coroutine.wrap = function(...)
  local f = ...
  if type(f) ~= "function" then expected("wrap", 1, "function", f, select("#", ...) > 0) end
  local co = raw_create(f)
  return function(...) return wrapped(co, raw_resume(co, ...)) end
end

-- No finalizers: Lua runs __gc metamethods with hooks off, outside the instruction limit (a
-- finalizer that loops would hang the host), and at times that depend on the collector.
local raw_setmetatable, rawget_ = setmetatable, rawget
_G.setmetatable = function(...)
  local _, mt = ...
  if type(mt) == "table" and rawget_(mt, "__gc") ~= nil then
    error("bad argument #2 to 'setmetatable' (__gc metamethods are not available: " ..
          "finalizers would run outside the script's limits)", 2)
  end
  local ok, r = pcall(raw_setmetatable, ...)
  if not ok then rethrow("setmetatable", r) end
  return r
end

-- math.randomseed() without a seed would seed from the clock: it reseeds with the run's seed.
local raw_randomseed = math.randomseed
raw_randomseed(seed)
math.randomseed = function(...)
  if select("#", ...) == 0 then return raw_randomseed(seed) end
  local r = pack(pcall(raw_randomseed, ...))
  if not r[1] then rethrow("randomseed", r[2]) end
  return unpack(r, 2, r.n)
end

-- Tables, functions and coroutines are shown as "table: #3", numbered in the order they are
-- first shown, instead of by address.
local ids, count = setmetatable({}, {__mode = "k"}), 0
local function stable_tostring(v)
  local tv = type(v)
  if tv == "table" or tv == "function" or tv == "thread" then
    local mt = getmetatable(v)
    if tv == "table" and type(mt) == "table" and rawget(mt, "__tostring") then return raw_tostring(v) end
    local id = ids[v]
    if not id then count = count + 1; id = count; ids[v] = id end
    return tv .. ": #" .. id
  end
  return raw_tostring(v)
end
tostring = stable_tostring

local function join(...)
  local parts = {}
  for i = 1, select("#", ...) do parts[i] = stable_tostring((select(i, ...))) end
  return concat(parts, "\t")
end
print = function(...) log_(join(...)) end
log = print

-- string.format: "%s" shows tables, functions and coroutines the way tostring does, and "%p"
-- (a memory address) is refused. Errors keep format's own wording, at the caller's line.
local raw_format, find, match = string.format, string.find, string.match
local addressed = {table = true, ["function"] = true, thread = true}
string.format = function(fmt, ...)
  local n, args = select("#", ...), {...}
  if type(fmt) == "string" then
    local i, arg = 1, 0
    while true do
      local s = find(fmt, "%", i, true)
      if not s then break end
      local after, conv = match(fmt, "^[-+ #0]*%d*%.?%d*()(.?)", s + 1)
      if conv ~= "%" then
        arg = arg + 1
        if conv == "p" then
          error("bad argument #" .. (arg + 1) .. " to 'format' ('%p' is not available: addresses differ from run to run)", 2)
        elseif conv == "s" and addressed[type(args[arg])] then
          args[arg] = stable_tostring(args[arg])
        end
      end
      i = after + 1
    end
  end
  local ok, r = pcall(raw_format, fmt, unpack(args, 1, n))
  if not ok then rethrow("format", r) end
  return r
end

-- next and pairs visit keys in one fixed order: numbers ascending, then strings, then booleans,
-- then the rest by their stable names. (Lua's own order follows a per-run hash seed.) A
-- traversal walks a sorted snapshot of the table's keys, taken when it starts (`next(t)`) and
-- kept per table, so each step costs the same whatever the table once held; rawkeys_ charges
-- every slot it looks at, which Lua's own `next` scans uncounted (a table that once held
-- millions of keys keeps their empty slots).
local rank = {number = 1, string = 2, boolean = 3}
local function before(a, b)
  local ta, tb = type(a), type(b)
  if ta ~= tb then
    local ra, rb = rank[ta] or 4, rank[tb] or 4
    if ra ~= rb then return ra < rb end
    return ta < tb
  end
  if ta == "number" or ta == "string" then return a < b end
  if ta == "boolean" then return (not a) and b end
  return stable_tostring(a) < stable_tostring(b)
end
local snapshots = setmetatable({}, {__mode = "k"})
local function snapshot(t)
  local keys = rawkeys_(t)
  sort(keys, before)
  local at = {}
  for i = 1, #keys do at[keys[i]] = i end
  local s = {keys = keys, at = at}
  snapshots[t] = s
  return s
end
-- Where key k is in snapshot s: its place, or, for a key removed before the snapshot was
-- taken (a traversal inside the traversal), the place before the first key that sorts after it.
local function place(s, k)
  local i = s.at[k]
  if i then return i end
  local keys = s.keys
  local lo, hi = 1, #keys + 1
  while lo < hi do
    local mid = (lo + hi) // 2
    if before(keys[mid], k) then lo = mid + 1 else hi = mid end
  end
  return lo - 1
end
local function sorted_next(...)
  local t, k = ...
  if type(t) ~= "table" then expected("next", 1, "table", t, select("#", ...) > 0) end
  local s, i
  if k == nil then
    s, i = snapshot(t), 0
  else
    s = snapshots[t]
    -- A key added since the snapshot: take a new one that has it.
    if s == nil or (s.at[k] == nil and rawget(t, k) ~= nil) then s = snapshot(t) end
    i = place(s, k)
  end
  local keys = s.keys
  while true do
    i = i + 1
    local key = keys[i]
    if key == nil then return nil end
    local v = rawget(t, key)
    if v ~= nil then return key, v end
  end
end
_G.next = sorted_next
local expect_table, expect_loader, load_expect  -- below
pairs = function(t)
  local mt = getmetatable(t)
  if mt == expect_loader and rawequal(t, expect_table) then load_expect(); mt = nil end
  if type(t) ~= "table" or (type(mt) == "table" and rawget(mt, "__pairs")) then
    if type(t) ~= "table" and not (type(mt) == "table" and rawget(mt, "__pairs")) then
      error("bad argument #1 to 'pairs' (table expected, got " .. type(t) .. ")", 2)
    end
    return raw_pairs(t)
  end
  return sorted_next, t, nil
end

-- load: text chunks only; without an env, the script's globals. The instruction limit passed
-- while compiling (a reader's pieces count) comes back as load's message: raised again.
load = function(...)
  local chunk, name, _, env = ...
  local r
  if select("#", ...) >= 4 then r = pack(pcall(raw_load, chunk, name, "t", env))
  else r = pack(pcall(raw_load, chunk, name, "t")) end
  recheck_()
  if not r[1] then rethrow("load", r[2]) end
  return unpack(r, 2, r.n)
end

-- require: modules next to the script, each run once. loadmodule_ returns the module's chunk,
-- or nil, a message and the level to raise it at (2: the caller's line; 0: a syntax error,
-- which names the module's own line).
local loaded, loading = {}, {}
require = function(name)
  local v = loaded[name]
  if v ~= nil then return v end
  local chunk, message, level = loadmodule_(name)
  if not chunk then error(message, level) end
  if loading[name] then error("loop or previous error loading module '" .. name .. "'", 2) end
  loading[name] = true
  local r = chunk(name)
  loading[name] = nil
  if r == nil then r = true end
  loaded[name] = r
  return r
end

-- expect (expect.lua) is compiled the first time a script touches it: most runs never
-- do, and compiling it took a quarter of an empty script's start-up. Until then `expect` is an
-- empty table whose __index compiles and runs the chunk, which fills the table (`pairs` above
-- does the same first). What the chunk uses of the standard library is taken now, before the
-- script can change it, as when the chunk ran right after this prelude.
local function copy(t)
  local c = {}
  for k, v in next, t do c[k] = v end
  return c
end
local G = _G
local std = {type = G.type, select = G.select, tostring = G.tostring, error = G.error, next = G.next,
             rawget = G.rawget, rawlen = G.rawlen, pairs = G.pairs, pcall = G.pcall, now = G.now,
             math = copy(G.math), string = copy(G.string), table = copy(G.table)}
local function run_expect(chunk, ready_, ...)
  ready_(chunk(std, expect_table, ...))
end
load_expect = function()
  raw_setmetatable(expect_table, nil)
  run_expect(loadexpect_())
end
expect_table = {}
expect_loader = {__index = function(t, k)
  load_expect()
  return rawget(t, k)
end}
raw_setmetatable(expect_table, expect_loader)
expect = expect_table
