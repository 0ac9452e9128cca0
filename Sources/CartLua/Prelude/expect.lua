local std, expect, where_, record_, at_, watch_, events_, layer_, name_ = ...
local type, tostring, error, next, rawget, rawlen, pairs =
      std.type, std.tostring, std.error, std.next, std.rawget, std.rawlen, std.pairs
local math, string, table = std.math, std.string, std.table
local mtype, floor, ceil, abs, min, huge = math.type, math.floor, math.ceil, math.abs, math.min, math.huge
local format, gsub, match, concat, sort = string.format, string.gsub, string.match, table.concat, table.sort
local pcall, remove = std.pcall, table.remove
local now = std.now

-- Values as failure messages show them -------------------------------------------------------

-- Numbers as the trace writes them (at most 4 decimals); `precise` gives every digit.
local function num(x, precise)
  if mtype(x) == "integer" then return tostring(x) end
  if x ~= x then return "nan" end
  if x == huge then return "inf" elseif x == -huge then return "-inf" end
  if precise then return format("%.17g", x) end
  if x == floor(x) and abs(x) < 1e15 then return format("%d", x) end
  if abs(x) < 1e-4 then return format("%.3g", x) end
  local s = gsub(gsub(format("%.4f", x), "0+$", ""), "%.$", "")
  if s == "-0" then s = "0" end
  return s
end

local shapes = {
  {name = "rect", "x", "y", "width", "height"},
  {name = "point", "x", "y"},
  {name = "size", "width", "height"},
}

-- The shape of a point, size or rect table ({x=, y=}, {width=, height=}, {x=, y=, width=, height=}).
local function shapeOf(v)
  if type(v) ~= "table" then return nil end
  for i = 1, #shapes do
    local s, ok = shapes[i], true
    for j = 1, #s do
      if type(rawget(v, s[j])) ~= "number" then ok = false; break end
    end
    if ok then return s end
  end
  return nil
end

-- A table of numbers 1..n (n ≥ 1) and nothing else.
local function numberArray(v)
  if type(v) ~= "table" then return nil end
  local n = rawlen(v)
  if n == 0 then return nil end
  for i = 1, n do if type(rawget(v, i)) ~= "number" then return nil end end
  for k in next, v do
    if mtype(k) ~= "integer" or k < 1 or k > n then return nil end
  end
  return n
end

local show
local function showTable(t, precise, depth, seen)
  if seen[t] then return "{…}" end
  local s = shapeOf(t)
  local count = 0
  for _ in next, t do count = count + 1 end
  local parts = {}
  if s and count == #s then
    for j = 1, #s do parts[j] = s[j] .. "=" .. num(rawget(t, s[j]), precise) end
    return "{" .. concat(parts, ", ") .. "}"
  end
  if depth > 3 then return "{…}" end
  seen[t] = true
  local n, shown = rawlen(t), 0
  for i = 1, n do
    if shown == 20 then parts[#parts + 1] = "…"; break end
    parts[#parts + 1] = show(rawget(t, i), precise, depth + 1, seen)
    shown = shown + 1
  end
  if shown < 20 then
    for k, v in pairs(t) do
      if not (mtype(k) == "integer" and k >= 1 and k <= n) then
        if shown == 20 then parts[#parts + 1] = "…"; break end
        local name = type(k) == "string" and match(k, "^[%a_][%w_]*$") and k or ("[" .. show(k, precise, depth + 1, seen) .. "]")
        parts[#parts + 1] = name .. "=" .. show(v, precise, depth + 1, seen)
        shown = shown + 1
      end
    end
  end
  seen[t] = nil
  return "{" .. concat(parts, ", ") .. "}"
end

show = function(v, precise, depth, seen)
  local tv = type(v)
  if tv == "number" then return num(v, precise) end
  if tv == "string" then return (gsub(format("%q", v), "\\\n", "\\n")) end
  if tv == "table" then return showTable(v, precise, depth or 1, seen or {}) end
  return tostring(v)
end

-- Both texts, with every digit when the short forms look alike.
local function texts(expected, actual)
  local e, a = show(expected), show(actual)
  if e == a then e, a = show(expected, true), show(actual, true) end
  return e, a
end

local function record(passed, expected, actual, message, file, line)
  if message ~= nil then message = tostring(message) end
  return record_(passed and true or false, expected, actual, message, file, line)
end

-- Argument checks: errors in Lua's words at the line of the script's call (the first frame
-- outside this chunk, however deep the check is).
local function argError(n, fname, msg)
  local file, line = where_()
  local at = file and (file .. ":" .. line .. ": ") or ""
  error(at .. "bad argument #" .. n .. " to 'expect." .. fname .. "' (" .. msg .. ")", 0)
end

local function typeName(v)
  if type(v) == "userdata" then
    local s = match(tostring(v), "^[%a]+")
    return s or "userdata"
  end
  return type(v)
end

local function checkOptions(t, allowed, n, fname, prefix)
  for k in pairs(t) do
    if type(k) ~= "string" or not allowed[k] then
      local names = {}
      for name in pairs(allowed) do names[#names + 1] = name end
      sort(names)
      argError(n, fname, (prefix or "") .. "unknown option " .. show(k) .. "; the options are " .. concat(names, ", "))
    end
  end
end

-- `expect` is the global table the prelude made: filled here.

-- expect.near / equal / truthy / falsy -------------------------------------------------------

-- The component of v named `key` (or the i-th one of an array).
local function component(v, key, i)
  if type(v) ~= "table" then return nil end
  local x = rawget(v, key)
  if type(x) == "number" then return x end
  x = rawget(v, i)
  if type(x) == "number" then return x end
  return nil
end

function expect.near(actual, expected, tolerance, message)
  if type(tolerance) ~= "number" or tolerance ~= tolerance or tolerance < 0 then
    argError(3, "near", "tolerance: non-negative number expected, got " .. show(tolerance))
  end
  local keys
  if type(expected) == "number" then
    keys = nil
  else
    local s = shapeOf(expected)
    if s then
      keys = s
    else
      local n = numberArray(expected)
      if not n then
        argError(2, "near", "number, point, size, rect or array of numbers expected, got " .. typeName(expected))
      end
      -- {x, y} beside a point, {x, y, w, h} beside a rect: compared by name.
      local as = shapeOf(actual)
      if as and #as == n then keys = as else
        keys = {}
        for i = 1, n do keys[i] = "[" .. i .. "]" end
      end
    end
  end
  local ok, details = true, {}
  if keys == nil then
    ok = type(actual) == "number" and (actual == expected or abs(actual - expected) <= tolerance)
    if not ok and type(actual) == "number" then details[1] = "off by " .. num(abs(actual - expected)) end
  else
    local n = numberArray(actual)
    if type(actual) ~= "table" or (keys[1] and match(keys[1], "^%[") and n ~= #keys) then
      ok = false
    else
      for i = 1, #keys do
        local k = keys[i]
        local want = component(expected, k, i)
        local got = component(actual, k, i)
        if got == nil then
          ok = false; details[#details + 1] = "no " .. k
        elseif not (got == want or abs(got - want) <= tolerance) then
          ok = false; details[#details + 1] = k .. " off by " .. num(abs(got - want))
        end
      end
    end
  end
  local e, a = texts(expected, actual)
  if #details > 0 then a = a .. " (" .. concat(details, ", ") .. ")" end
  return record(ok, e .. " ± " .. num(tolerance), a, message)
end

-- Deep equality: the path of the first difference, or nil when equal.
local function difference(a, b, path, seen)
  if a == b then return nil end
  if type(a) ~= "table" or type(b) ~= "table" then return path end
  if seen[a] == b then return nil end
  seen[a] = b
  local function sub(k)
    if type(k) == "string" and match(k, "^[%a_][%w_]*$") then return path .. "." .. k end
    return path .. "[" .. show(k) .. "]"
  end
  for k, v in pairs(a) do
    local d = difference(v, rawget(b, k), sub(k), seen)
    if d then return d end
  end
  for k in pairs(b) do
    if rawget(a, k) == nil then return sub(k) end
  end
  return nil
end

function expect.equal(actual, expected, message)
  local d = difference(actual, expected, "", {})
  local e, a = texts(expected, actual)
  if d and d ~= "" then a = a .. " (differs at " .. d .. ")" end
  return record(d == nil, e, a, message)
end

function expect.truthy(value, message)
  return record(value, "a truthy value", show(value), message)
end

function expect.falsy(value, message)
  return record(not value, "false or nil", show(value), message)
end

-- expect.at ---------------------------------------------------------------------------------

local pendingAt = {}

function expect.at(t, fn)
  if type(t) ~= "number" or t ~= t or t == huge or t == -huge then
    argError(1, "at", "finite number expected, got " .. show(t))
  end
  if type(fn) ~= "function" then argError(2, "at", "function expected, got " .. typeName(fn)) end
  if t < now() - 1e-9 then
    argError(1, "at", "time " .. num(t) .. " s is already past (it is now " .. num(now()) .. " s)")
  end
  local file, line = where_()
  local check = {t = t, file = file, line = line}
  pendingAt[#pendingAt + 1] = check
  at_(t, function()
    check.done = true
    fn()
  end)
end

-- Look up a layer by its trace name ("coin3", "layer2"): the first in the window's tree.
function expect.layer(name)
  if type(name) ~= "string" then argError(1, "layer", "string expected, got " .. typeName(name)) end
  return layer_(name)
end

-- expect.event / expect.order ---------------------------------------------------------------

local eventNames = {animationDidStart = true, animationDidStop = true, after = true}
local eventOptions = {layer = true, key = true, event = true, finished = true, at = true, within = true,
                      count = true, message = true}
local timeSlack = 5e-5  -- `at` matches the times the trace prints as it (4 decimals)

-- A checked copy of an event description; n, fname and prefix ("entry 2: ") for messages.
local function eventSpec(t, n, fname, allowed, prefix)
  local argError = function(n, fname, msg) argError(n, fname, prefix .. msg) end  -- luacheck: ignore 431 432
  if type(t) ~= "table" then argError(n, fname, "table expected, got " .. typeName(t)) end
  checkOptions(t, allowed, n, fname, prefix)
  local s = {}
  local layer = rawget(t, "layer")
  if layer ~= nil then
    if type(layer) == "userdata" then
      local ok, name = pcall(name_, layer)
      if not ok then argError(n, fname, "layer: Layer or layer name expected, got " .. typeName(layer)) end
      layer = name
    elseif type(layer) ~= "string" then
      argError(n, fname, "layer: Layer or layer name expected, got " .. typeName(layer))
    end
    s.layer = layer
  end
  local key, event, finished = rawget(t, "key"), rawget(t, "event"), rawget(t, "finished")
  if key ~= nil and type(key) ~= "string" then argError(n, fname, "key: string expected, got " .. typeName(key)) end
  if event ~= nil and not eventNames[event] then
    argError(n, fname, "event: 'animationDidStart', 'animationDidStop' or 'after' expected, got " .. show(event))
  end
  if finished ~= nil and type(finished) ~= "boolean" then
    argError(n, fname, "finished: boolean expected, got " .. typeName(finished))
  end
  s.key, s.event, s.finished = key, event, finished
  local at, within = rawget(t, "at"), rawget(t, "within")
  if at ~= nil and (type(at) ~= "number" or at ~= at) then argError(n, fname, "at: number expected, got " .. show(at)) end
  if within ~= nil then
    if at == nil then argError(n, fname, "within needs at") end
    if type(within) ~= "number" or within ~= within or within < 0 then
      argError(n, fname, "within: non-negative number expected, got " .. show(within))
    end
  end
  s.at, s.within = at, within
  local count = rawget(t, "count")
  if count ~= nil and not (type(count) == "number" and count == floor(count) and count >= 0 and count < huge) then
    argError(n, fname, "count: whole number ≥ 0 expected, got " .. show(count))
  end
  s.count = count
  local message = rawget(t, "message")
  if message ~= nil then s.message = tostring(message) end
  return s
end

local function matches(e, s, ignoreTime)
  if s.event ~= nil and e.event ~= s.event then return false end
  if s.layer ~= nil and e.layer ~= s.layer then return false end
  if s.key ~= nil and e.key ~= s.key then return false end
  if s.finished ~= nil and e.finished ~= s.finished then return false end
  if s.at ~= nil and not ignoreTime then
    if abs(e.t - s.at) > (s.within or timeSlack) + 1e-9 then return false end
  end
  return true
end

local function describe(s)
  local parts = {}
  if s.event ~= nil then parts[#parts + 1] = "event=" .. show(s.event) end
  if s.layer ~= nil then parts[#parts + 1] = "layer=" .. show(s.layer) end
  if s.key ~= nil then parts[#parts + 1] = "key=" .. show(s.key) end
  if s.finished ~= nil then parts[#parts + 1] = "finished=" .. tostring(s.finished) end
  if s.at ~= nil then
    parts[#parts + 1] = "at=" .. num(s.at) .. (s.within and (" ± " .. num(s.within)) or "")
  end
  return "{" .. concat(parts, ", ") .. "}"
end

local function describeEvent(e)
  local text = e.event
  if e.layer then text = text .. " " .. e.layer end
  if e.key then text = text .. " " .. e.key end
  if e.finished ~= nil then text = text .. (e.finished and " finished" or " not finished") end
  return text .. " at t=" .. num(e.t)
end

-- "t=0.2, 1.2 s" for up to four times.
local function times(list)
  local parts = {}
  for i = 1, min(#list, 4) do parts[i] = num(list[i]) end
  if #list > 4 then parts[#parts + 1] = "…" end
  return "t=" .. concat(parts, ", ") .. " s"
end

local eventChecks, orderChecks = {}, {}
local orderOptions = {layer = true, key = true, event = true, finished = true, at = true, within = true}

function expect.event(t)
  local s = eventSpec(t, 1, "event", eventOptions, "")
  s.file, s.line = where_()
  eventChecks[#eventChecks + 1] = s
end

function expect.order(list, message)
  if type(list) ~= "table" or rawlen(list) == 0 then
    argError(1, "order", "a list of event descriptions expected, got " .. typeName(list))
  end
  local specs = {}
  for i = 1, rawlen(list) do
    specs[i] = eventSpec(rawget(list, i), 1, "order", orderOptions, "entry " .. i .. ": ")
  end
  for k in pairs(list) do
    if not (mtype(k) == "integer" and k >= 1 and k <= #specs) then
      argError(1, "order", "a list of event descriptions expected (found key " .. show(k) .. ")")
    end
  end
  local file, line = where_()
  orderChecks[#orderChecks + 1] = {specs = specs, file = file, line = line,
                                   message = message ~= nil and tostring(message) or nil}
end

local function checkEvent(s, log)
  local found, sameButTime = {}, {}
  for i = 1, #log do
    local e = log[i]
    if matches(e, s) then found[#found + 1] = e.t
    elseif s.at ~= nil and matches(e, s, true) then sameButTime[#sameButTime + 1] = e.t end
  end
  local want = describe(s)
  if s.count ~= nil then
    local got = #found == 0 and "0" or (#found .. " (" .. times(found) .. ")")
    return record(#found == s.count, "event " .. want .. " " .. num(s.count) .. (s.count == 1 and " time" or " times"),
                  got, s.message, s.file, s.line)
  end
  if #found > 0 then return record(true, "event " .. want, "it", s.message, s.file, s.line) end
  local got
  if #sameButTime > 0 then
    got = "it at " .. times(sameButTime)
  elseif s.layer ~= nil then
    local seen = {}
    for i = 1, #log do
      if log[i].layer == s.layer and #seen < 4 then seen[#seen + 1] = describeEvent(log[i]) end
    end
    got = #seen == 0 and ("none (no events of " .. s.layer .. ")") or ("none (" .. s.layer .. " had: " .. concat(seen, "; ") .. ")")
  else
    got = "none (" .. #log .. " events in all)"
  end
  return record(false, "event " .. want, got, s.message, s.file, s.line)
end

local function checkOrder(c, log)
  local descriptions = {}
  for i = 1, #c.specs do descriptions[i] = describe(c.specs[i]) end
  local want = "events in this order: " .. concat(descriptions, ", then ")
  local pos, got = 0, {}
  for i = 1, #c.specs do
    local s, at = c.specs[i], nil
    for j = pos + 1, #log do
      if matches(log[j], s) then at = j; break end
    end
    if not at then
      local text = "no #" .. i .. (i > 1 and " after it" or "")
      for j = 1, pos do
        if matches(log[j], s) then text = text .. " (#" .. i .. " at t=" .. num(log[j].t) .. " s, before #" .. (i - 1) .. ")"; break end
      end
      got[#got + 1] = text
      return record(false, want, concat(got, ", "), c.message, c.file, c.line)
    end
    got[#got + 1] = "#" .. i .. " at t=" .. num(log[at].t) .. " s"
    pos = at
  end
  return record(true, want, concat(got, ", "), c.message, c.file, c.line)
end

-- expect.within -----------------------------------------------------------------------------

local watchers = {}   -- active ones, in the order they were made
local withinOptions = {from = true, to = true, step = true, value = true}
local eps = 1e-9

local function updateWatching()
  watch_(#watchers > 0)
end

local function stopWatching(w)
  for i = 1, #watchers do
    if watchers[i] == w then remove(watchers, i); break end
  end
  updateWatching()
end

-- The watched value now, or nil when there is none: a layer not in the window's tree (not on
-- screen), or a function that returns nil.
local function watchedValue(w)
  local s = w.subject
  if type(s) == "function" then return s() end
  if type(s) == "string" then
    s = layer_(s)
    if s == nil then return nil end
  else
    local _, shown = name_(s)
    if not shown then return nil end
  end
  local p = s:presentation()
  return p[w.value]
end

local function inside(v, r)
  local s = shapeOf(v)
  if s == nil or s.name == "size" then return false end
  local x, y, w, h = rawget(v, "x"), rawget(v, "y"), rawget(v, "width") or 0, rawget(v, "height") or 0
  return x >= r.x - eps and y >= r.y - eps and x + w <= r.x + r.width + eps and y + h <= r.y + r.height + eps
end

local function examine(w)
  if w.done then return end
  local t = now()
  if t < w.from - eps or t > w.to + eps then return end
  local v = watchedValue(w)
  if v == nil or inside(v, w.rect) then return end
  w.done = true
  stopWatching(w)
  record(false, w.what, show(v), w.message, w.file, w.line)
end

local function sweep()
  local copy = {}
  for i = 1, #watchers do copy[i] = watchers[i] end
  for i = 1, #copy do examine(copy[i]) end
end

function expect.within(subject, rect, options, message)
  local ts = type(subject)
  local name
  if ts == "string" then
    name = subject
  elseif ts == "userdata" then
    local ok, n = pcall(name_, subject)
    if not ok then argError(1, "within", "Layer, layer name or function expected, got " .. typeName(subject)) end
    name = n
  elseif ts ~= "function" then
    argError(1, "within", "Layer, layer name or function expected, got " .. typeName(subject))
  end
  local rs = shapeOf(rect)
  if not rs or rs.name ~= "rect" then argError(2, "within", "rect expected, got " .. show(rect)) end
  options = options or {}
  if type(options) ~= "table" then argError(3, "within", "options table expected, got " .. typeName(options)) end
  checkOptions(options, withinOptions, 3, "within")
  local from, to, step, value = rawget(options, "from"), rawget(options, "to"), rawget(options, "step"), rawget(options, "value")
  if from == nil then from = now() end
  if type(from) ~= "number" or from ~= from or from == huge then argError(3, "within", "from: finite number expected, got " .. show(from)) end
  if from < now() - eps then argError(3, "within", "from: " .. num(from) .. " s is already past (it is now " .. num(now()) .. " s)") end
  if type(to) ~= "number" or to ~= to or to == huge then argError(3, "within", "to: the end of the span (a finite number) expected, got " .. show(to)) end
  if to < from then argError(3, "within", "to (" .. num(to) .. ") is before from (" .. num(from) .. ")") end
  if step == nil then step = 1 / 240 end
  if type(step) ~= "number" or step ~= step or step <= 0 or step == huge then argError(3, "within", "step: positive number expected, got " .. show(step)) end
  if value == nil then value = "position" end
  if value ~= "position" and value ~= "frame" then argError(3, "within", "value: 'position' or 'frame' expected, got " .. show(value)) end
  if ts == "function" and rawget(options, "value") ~= nil then argError(3, "within", "value is for layers, not functions") end
  local what = ts == "function" and "the value" or (value .. " of " .. name)
  local w = {
    subject = subject, rect = {x = rect.x, y = rect.y, width = rect.width, height = rect.height},
    from = from, to = to, value = value,
    what = what .. " within " .. show(rect) .. " from t=" .. num(from) .. " to " .. num(to) .. " s",
    message = message ~= nil and tostring(message) or nil,
  }
  w.file, w.line = where_()
  watchers[#watchers + 1] = w
  updateWatching()
  -- A grid of `step` from `from` (k·step, not summed), and `to` itself.
  local n = ceil((to - from) / step - 1e-9)
  if n < 0 then n = 0 end
  local function tick(k)
    local t = k >= n and to or from + k * step
    at_(t, function()
      examine(w)
      if w.done then return end
      if k >= n then
        w.done = true
        stopWatching(w)
        record(true, w.what, "it", w.message, w.file, w.line)
      else
        tick(k + 1)
      end
    end)
  end
  tick(0)
end

-- The end of the run ------------------------------------------------------------------------

local function finish()
  local log = events_()
  for i = 1, #eventChecks do checkEvent(eventChecks[i], log) end
  for i = 1, #orderChecks do checkOrder(orderChecks[i], log) end
  for i = 1, #pendingAt do
    local c = pendingAt[i]
    if not c.done then
      record(false, "the check at t=" .. num(c.t) .. " s to run", "the run's end at t=" .. num(now()) .. " s",
             nil, c.file, c.line)
    end
  end
  local open = watchers
  watchers = {}
  updateWatching()
  for i = 1, #open do
    local w = open[i]
    record(false, w.what, "the run's end at t=" .. num(now()) .. " s", w.message, w.file, w.line)
  end
end

return finish, sweep
