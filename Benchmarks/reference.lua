-- reference.lua — the benchmark scene of Benchmarks/stress_coins.lua, hand-written in plain Lua 5.4
-- (no cartlua): n coins, coin i leaving at i × spacing s, each a 1 s group of a paced quad-curve
-- position keyframe, rotation.z 0→2π, scale 1→0.3 and opacity 1→0.2, removed on landing;
-- sampled at 60 fps until idle. It writes the trace of
--
--     cartlua run Benchmarks/stress_coins.lua --set n=N
--
-- byte for byte, as a well-optimised Lua program would: the arc-length table is built once for
-- the one path every coin shares, the paced position is found with the engine's own solver
-- (Newton on a 16-piece Gauss–Legendre table, kept inside the piece — so it stops exactly
-- where the engine's does), numbers are formatted by hand (no string.format: an integer part
-- from a table of small integers, the 4 decimals from a table of the 10⁴ tails), and lines go
-- to a buffer of pieces written with one table.concat per ~16k pieces.
-- See reference.c for the engine rules this follows (ticks, event order, stop ticks, Float
-- opacity, closed-form rotation and scale).
--
--   lua5.4 Benchmarks/reference.lua [n=N] [spacing=S] [maxtime=T] [format=jsonl|none] [script=PATH]
--     format=none computes every value of every sample and writes nothing.

local floor, sqrt, pi, huge = math.floor, math.sqrt, math.pi, math.huge
local tointeger, tostring, concat, write = math.tointeger, tostring, table.concat, io.write

local n, spacing, maxtime, output_on = 1000, 0.001, 60.0, true
local script = "Benchmarks/stress_coins.lua"
for _, a in ipairs(arg) do
  local k, v = a:match("^(%w+)=(.*)$")
  if k == "n" then n = tointeger(tonumber(v)) or error("n must be an integer")
  elseif k == "spacing" then spacing = tonumber(v) + 0.0
  elseif k == "maxtime" then maxtime = tonumber(v) + 0.0
  elseif k == "script" then script = v
  elseif k == "format" and (v == "none" or v == "jsonl") then output_on = v == "jsonl"
  else
    io.stderr:write("usage: lua5.4 reference.lua [n=N] [spacing=S] [maxtime=T] [format=jsonl|none] [script=PATH]\n")
    os.exit(2)
  end
end
if n < 0 then n = 0 end

-- ---- output: a buffer of pieces ------------------------------------------------------------

local buf, nb = {}, 0
local FLUSH_AT = 16000
local function flush()
  if nb > 0 then write(concat(buf, "", 1, nb)) end
  nb = 0
end

-- The 4 decimals: FRAC[f] is ".dddd" with trailing zeros dropped, "" for 0.
local FRAC = { [0] = "" }
for f = 1, 9999 do
  local s = tostring(10000 + f):sub(2):gsub("0+$", "")
  FRAC[f] = "." .. s
end
-- Integer parts up to 4095 (positions, the screen) without tostring.
local INT = {}
for i = 0, 4095 do INT[i] = tostring(i) end

-- Appends x in the trace's number format (NumberFormat.swift): round(x × 10⁴) half away from
-- zero, trailing zeros dropped, -0 as 0, null for non-finite numbers.
local function num(x)
  local y = x * 10000.0
  if not (y > -9e15 and y < 9e15) then
    nb = nb + 1
    if y ~= y or y == huge or y == -huge then buf[nb] = "null" else buf[nb] = string.format("%.17g", x) end
    return
  end
  local neg = y < 0
  if neg then y = -y end
  local r = floor(y)                    -- an integer; y − r is exact
  if y - r >= 0.5 then r = r + 1 end
  if r == 0 then
    nb = nb + 1; buf[nb] = "0"
    return
  end
  if neg then nb = nb + 1; buf[nb] = "-" end
  local w = r // 10000
  buf[nb + 1] = INT[w] or tostring(w)
  buf[nb + 2] = FRAC[r % 10000]
  nb = nb + 2
end

-- num(x) as a string, for the few numbers written once (times, params).
local function numstr(x)
  local save = nb
  num(x)
  local s = concat(buf, "", save + 1, nb)
  nb = save
  return s
end

-- ---- the path: a quad curve from A through control C to B; its arc-length table ---------------

local Ax, Ay, Cx, Cy, Bx, By = 40, 700, 320, 700, 320, 100
local DX1, DY1, DX2, DY2 = Cx - Ax, Cy - Ay, Bx - Cx, By - Cy   -- B'(t) = (C − A)·2u + (B − C)·2t
local PIECES = 16
local N1, N2, N3, N4, N5 = 0.1488743389816312108848260, 0.4333953941292471907992659,
  0.6794095682990244062343274, 0.8650633666889845107320967, 0.9739065285171717200779640
local W1, W2, W3, W4, W5 = 0.2955242247147528701738930, 0.2692667193099963550912269,
  0.2190863625159820439955349, 0.1494513397426017301546697, 0.0666713443086881375935688
local NODES = { N1, N2, N3, N4, N5 }
local WEIGHTS = { W1, W2, W3, W4, W5 }

-- 10-point Gauss–Legendre of |B'(t)| on [a, b], the speed inlined (same operations, same order).
local function gl(a, b)
  local mid, half = (a + b) / 2, (b - a) / 2
  local sum = 0.0
  for i = 1, 5 do
    local x = NODES[i] * half
    local t1 = mid + x
    local u1 = 1 - t1
    local dx1, dy1 = DX1 * (2 * u1) + DX2 * (2 * t1), DY1 * (2 * u1) + DY2 * (2 * t1)
    local t2 = mid - x
    local u2 = 1 - t2
    local dx2, dy2 = DX1 * (2 * u2) + DX2 * (2 * t2), DY1 * (2 * u2) + DY2 * (2 * t2)
    sum = sum + WEIGHTS[i] * (sqrt(dx1 * dx1 + dy1 * dy1) + sqrt(dx2 * dx2 + dy2 * dy2))
  end
  return sum * half
end

local TABLE = { [0] = 0.0 }
do
  local acc = 0.0
  for i = 0, PIECES - 1 do
    acc = acc + gl(i / PIECES, (i + 1) / PIECES)
    TABLE[i + 1] = acc
  end
end
local TOTAL = TABLE[PIECES]
local TOL = 1e-9 * (TOTAL > 1 and TOTAL or 1)

-- The curve parameter at arc length d (PathMeasure.parameter).
local function parameter(d)
  if d <= 0 or TOTAL <= 0 then return d <= 0 and 0.0 or 1.0 end
  if d >= TOTAL then return 1.0 end
  local lo, hi = 0, PIECES
  while hi - lo > 1 do
    local mid = (lo + hi) // 2
    if TABLE[mid] <= d then lo = mid else hi = mid end
  end
  local a, b = lo / PIECES, (lo + 1) / PIECES
  local base, piece = TABLE[lo], TABLE[lo + 1] - TABLE[lo]
  local t = a + (piece > 0 and (d - base) / piece or 0) / PIECES
  local start = lo / PIECES
  for _ = 1, 50 do
    local err = base + gl(start, t) - d
    if (err < 0 and -err or err) < TOL then return t end
    if err > 0 then b = t else a = t end
    local u = 1 - t
    local dx, dy = DX1 * (2 * u) + DX2 * (2 * t), DY1 * (2 * u) + DY2 * (2 * t)
    local sp = sqrt(dx * dx + dy * dy)
    local nx = sp > 0 and t - err / sp or (a + b) / 2
    if not (nx > a and nx < b) then nx = (a + b) / 2 end
    t = nx
  end
  return t
end

-- ---- time: integer ticks of 1/705,600,000 s ----------------------------------------------

local TPS = 705600000
local function nearest_tick(seconds)
  local y = seconds * TPS
  local r = floor(y)
  if y - r >= 0.5 then r = r + 1 end   -- half away from zero (seconds ≥ 0 here)
  return r
end
local FPS = 60

local begin_tick, begin_sec, end_tick, name = {}, {}, {}, {}
for i = 0, n - 1 do
  local delay = i * spacing
  if delay < 0 then delay = 0.0 end
  local b = nearest_tick(delay)
  local bs = b / TPS
  -- The stop: the first tick where (t − begin) ≥ 1 − 1e−9 (the after phase).
  local e = b + TPS
  while not (e / TPS - bs >= 1 - 1e-9) do e = e + 1 end
  while e - 1 > b and (e - 1) / TPS - bs >= 1 - 1e-9 do e = e - 1 end
  begin_tick[i], begin_sec[i], end_tick[i] = b, bs, e
  name[i] = INT[i] or tostring(i)
end
local cap = nearest_tick(maxtime > 0 and maxtime or 0)

-- ---- the trace -------------------------------------------------------------------------------

local WINDOW = ',"layer":"window","position":[187.5,406],"bounds":[0,0,375,812],"anchorPoint":[0.5,0.5],'
  .. '"opacity":1,"scale":[1,1],"rotation":0,"translation":[0,0],"hidden":false,"zPosition":0,'
  .. '"superlayer":null,"cornerRadius":0,"backgroundColor":null,"contents":null}\n'
local POS = '","position":['
local AFTER_POS = '],"bounds":[0,0,24,24],"anchorPoint":[0.5,0.5],"opacity":'
local SCALE = ',"scale":['
local ROT = '],"rotation":'
local TAIL = ',"translation":[0,0],"hidden":false,"zPosition":0,"superlayer":"window",'
  .. '"cornerRadius":12,"backgroundColor":"#ffc107ff","contents":null}\n'
local TWO_PI = 2 * pi
local checksum = 0.0

-- One sample at time t: the window, then the live coins lo..hi−1 in tree order.
local function sample(t, tstr, lo, hi)
  if output_on then
    local prefix = '{"type":"sample","t":' .. tstr .. ',"layer":"coin'
    nb = nb + 1; buf[nb] = '{"type":"sample","t":' .. tstr .. WINDOW
    for i = lo, hi - 1 do
      local f = t - begin_sec[i]   -- the group's fraction, and every child's
      local pt = parameter((f < 0 and 0 or f > 1 and 1 or f) * TOTAL)
      local pu = 1 - pt
      local k0, k1, k2 = pu * pu, 2 * pu * pt, pt * pt
      local x, y = k0 * Ax + k1 * Cx + k2 * Bx, k0 * Ay + k1 * Cy + k2 * By
      local rot = TWO_PI * f
      if rot > pi then rot = rot - TWO_PI end
      local scale = 1 + (0.3 - 1) * f
      local o = 1 + (0.2 - 1) * f
      local c = o * 536870913.0        -- to Float precision (Veltkamp split: 53 − 29 = 24 bits)
      o = c - (c - o)
      buf[nb + 1] = prefix; buf[nb + 2] = name[i]; buf[nb + 3] = POS
      nb = nb + 3
      num(x); nb = nb + 1; buf[nb] = ","; num(y)
      nb = nb + 1; buf[nb] = AFTER_POS
      num(o)
      nb = nb + 1; buf[nb] = SCALE
      local s0 = nb
      num(scale)
      local s1 = nb
      nb = nb + 1; buf[nb] = ","
      for j = s0 + 1, s1 do nb = nb + 1; buf[nb] = buf[j] end
      nb = nb + 1; buf[nb] = ROT
      num(rot)
      nb = nb + 1; buf[nb] = TAIL
      if nb > FLUSH_AT then flush() end
    end
  else
    for i = lo, hi - 1 do
      local f = t - begin_sec[i]
      local pt = parameter((f < 0 and 0 or f > 1 and 1 or f) * TOTAL)
      local pu = 1 - pt
      local k0, k1, k2 = pu * pu, 2 * pu * pt, pt * pt
      local x, y = k0 * Ax + k1 * Cx + k2 * Bx, k0 * Ay + k1 * Cy + k2 * By
      local rot = TWO_PI * f
      if rot > pi then rot = rot - TWO_PI end
      local scale = 1 + (0.3 - 1) * f
      local o = 1 + (0.2 - 1) * f
      local c = o * 536870913.0
      o = c - (c - o)
      checksum = checksum + x + y + rot + scale + o
    end
  end
end

local function line(s)
  nb = nb + 1; buf[nb] = s
end

if output_on then
  line('{"type":"header","version":1,"script":"' .. script .. '","fps":60,"screen":[375,812],"params":{"n":'
    .. tostring(n) .. ',"spacing":' .. numstr(spacing) .. '}}\n')
end

local next_call, next_stop = 0, 0   -- the live coins are next_stop .. next_call − 1
local k, now, last_sampled = 0, 0, -1
local reason, idle = "cap", false
local tstr = "0"
while true do
  local st = (k * TPS + FPS // 2) // FPS
  local ev = huge
  if next_call < n then ev = begin_tick[next_call] end
  if next_stop < next_call and end_tick[next_stop] < ev then ev = end_tick[next_stop] end
  local nxt = st < ev and st or ev
  if nxt > cap then break end
  now = nxt
  local t = now / TPS
  if output_on then tstr = numstr(t) end
  -- Events due now: delayed calls, then stops, then the starts the calls caused.
  local first_new = next_call
  while next_call < n and begin_tick[next_call] == now do
    if output_on then line('{"type":"event","t":' .. tstr .. ',"event":"after"}\n') end
    next_call = next_call + 1
  end
  while next_stop < first_new and end_tick[next_stop] == now do
    if output_on then
      line('{"type":"event","t":' .. tstr .. ',"event":"animationDidStop","layer":"coin' .. name[next_stop]
        .. '","key":"fly","finished":true}\n')
    end
    next_stop = next_stop + 1
  end
  if output_on then
    for i = first_new, next_call - 1 do
      line('{"type":"event","t":' .. tstr .. ',"event":"animationDidStart","layer":"coin' .. name[i] .. '","key":"fly"}\n')
    end
  end
  idle = next_call == n and next_stop == n
  if st == now or (idle and last_sampled ~= now) then
    sample(t, tstr, next_stop, next_call)
    last_sampled = now
    if st == now then k = k + 1 end
  end
  if nb > FLUSH_AT then flush() end
  if idle then
    reason = "idle"
    break
  end
end
if not idle then
  io.stderr:write("reference.lua: warning: the run did not become idle; stopped at the time cap\n")
  if cap > now then now = cap end
  local t = now / TPS
  if output_on then tstr = numstr(t) end
  if last_sampled ~= now then sample(t, tstr, next_stop, next_call) end
end
if output_on then
  line('{"type":"end","t":' .. tstr .. ',"reason":"' .. reason .. '"}\n')
  flush()
end
