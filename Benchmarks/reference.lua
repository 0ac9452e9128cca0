-- reference.lua: the coins-N benchmark scene (Benchmarks/coins.lua) written as a plain Lua 5.4
-- program, tuned as ../shared/bench/plain_coins.lua is (the same program: the honest peer for
-- anyone with only the repository; `make bench` times it beside cartlua).
--
-- This is the peer cartlua is measured against: what a competent user would write instead of
-- using cartlua, with hand-written easing and path math, producing the same JSON Lines.
--
--   lua5.4 Benchmarks/reference.lua [N]  > trace.jsonl       (N defaults to 1000)
--
-- Scene (Benchmarks/coins.lua is the cartlua version): coin i (i = 1..N) is added to the window at
-- t = i/1000 s and runs a 1 s group: position along the quad curve (60,700) -> (320,90) with
-- control point (320,700), paced (constant speed by arc length); transform.rotation 0 -> 4*pi
-- (linear); transform.scale 1 -> 0.5 (easeIn); opacity 1 -> 0.3 (linear). fillMode forwards,
-- removedOnCompletion false, and the delegate removes the coin at animationDidStop
-- (t = i/1000 + 1). Samples at t = k/60 until idle: one sample line per live layer, the window
-- first, then the coins in the order they were added.
--
-- Time is kept in integer ticks of 1/3000 s (the LCM of 1/60 s and 1/1000 s), so "is coin i
-- live at sample k" is exact: 3*i <= 50*k < 3*i + 3000.
--
-- Speed-ups a competent programmer would use (and cartlua may use too): the arc length is
-- inverted once into a table of t(s) with cubic Hermite interpolation (error ~1e-12 in t, no
-- root finding per sample); the timing-function solver is seeded from a table made once, so
-- Newton usually needs one step; constant parts of each line are literal text; numbers are
-- formatted from lookup tables instead of string.format (inlined in the hot loop: about twice
-- as fast as calling num(), four times as fast as string.format + gsub); lines are joined
-- with table.concat and written in large blocks; hot scalars are <const>.
-- Deliberately NOT done: memoising lines or formatted values by a coin's local time. Every
-- coin follows the same curve, so only 3000 distinct coin states exist; caching them would
-- measure the scene's symmetry, not evaluation.

local N = math.tointeger(tonumber(arg and arg[1] or "1000"))
if not N or N < 0 then
  io.stderr:write("usage: lua5.4 reference.lua [N]\n")
  os.exit(2)
end

local sqrt, sin, cos, atan = math.sqrt, math.sin, math.cos, math.atan
local concat, write, format = table.concat, io.write, string.format

---------------------------------------------------------------------------------------------
-- Numbers: what "%.4f" prints, with trailing zeros and a trailing dot dropped and -0 printed
-- as 0. Exact: v = |x|*10000 is rounded by its fractional part d, which is exact; only when d
-- is exactly 0.5 can the product's own rounding have decided the digit, and then the C
-- library (correctly rounded) settles it.
---------------------------------------------------------------------------------------------
local INT, FRAC = {}, {}            -- INT[n] = "n"; FRAC[n] = ".dddd" without trailing zeros
for n = 0, 9999 do
  INT[n] = tostring(n)
  if n == 0 then FRAC[n] = ""
  elseif n % 1000 == 0 then FRAC[n] = format(".%d", n // 1000)
  elseif n % 100 == 0 then FRAC[n] = format(".%02d", n // 100)
  elseif n % 10 == 0 then FRAC[n] = format(".%03d", n // 10)
  else FRAC[n] = format(".%04d", n) end
end

local function slow_num(x)          -- ties and large values
  local s = format("%.4f", x):gsub("%.?0+$", "")
  if s == "-0" or s == "" then return "0" end
  return s
end

local function num(x)               -- the general formatter (outside the hot loop)
  local v = (x < 0 and -x or x) * 10000
  local r = v // 1
  local d = v - r
  if d > 0.5 then r = r + 1 elseif d == 0.5 or r >= 99999999 then return slow_num(x) end
  local ip = r // 10000
  local s = INT[ip] .. FRAC[r - ip * 10000]
  if x < 0 and r > 0 then return "-" .. s end
  return s
end

---------------------------------------------------------------------------------------------
-- Path: quadratic Bezier B(t) = (A t + B) t + P0, paced (position by arc length).
---------------------------------------------------------------------------------------------
local P0x <const>, P0y <const> = 60, 700     -- start
local P1x <const>, P1y <const> = 320, 700    -- control
local P2x <const>, P2y <const> = 320, 90     -- end
local Ax <const>, Bx <const> = P0x - 2 * P1x + P2x, 2 * (P1x - P0x)
local Ay <const>, By <const> = P0y - 2 * P1y + P2y, 2 * (P1y - P0y)

local function speed(t)             -- |B'(t)|
  local dx, dy = 2 * Ax * t + Bx, 2 * Ay * t + By
  return sqrt(dx * dx + dy * dy)
end

-- 5-point Gauss-Legendre on [a, b]: ~1e-15 relative on spans of 1/64 of this curve.
local GX = {-0.9061798459386640, -0.5384693101056831, 0.0, 0.5384693101056831, 0.9061798459386640}
local GW = {0.2369268850561891, 0.4786286704993665, 0.5688888888888889, 0.4786286704993665,
            0.2369268850561891}
local function arc(a, b)
  local h, m, s = (b - a) * 0.5, (a + b) * 0.5, 0.0
  for q = 1, 5 do s = s + GW[q] * speed(m + h * GX[q]) end
  return s * h
end

-- Cumulative arc length at t = j/KT; then t at s = L*j/M by Newton; then per interval j
-- (0-based) the cubic Hermite t(h) = ((C3 h + C2) h + C1) h + C0, h in [0,1], through t and
-- dt/ds = 1/|B'| at both ends.
local KT <const>, M <const> = 64, 1024
local CUM = {[0] = 0.0}
for j = 1, KT do CUM[j] = CUM[j - 1] + arc((j - 1) / KT, j / KT) end
local L = CUM[KT]

local function t_at_length(s)       -- the exact inverse of the arc length (setup only)
  local j = 0
  while j < KT - 1 and CUM[j + 1] <= s do j = j + 1 end
  local ta = j / KT
  local t = ta + (s - CUM[j]) / (CUM[j + 1] - CUM[j]) / KT
  for _ = 1, 8 do
    local dt = (CUM[j] + arc(ta, t) - s) / speed(t)
    t = t - dt
    if dt < 1e-14 and dt > -1e-14 then break end
  end
  return t
end

local C0, C1, C2, C3 = {}, {}, {}, {}
do
  local ds = L / M
  local tn, mn = {}, {}
  for j = 0, M do
    tn[j] = j == 0 and 0.0 or (j == M and 1.0 or t_at_length(L * j / M))
    mn[j] = ds / speed(tn[j])
  end
  for j = 0, M - 1 do
    local p0, p1, m0, m1 = tn[j], tn[j + 1], mn[j], mn[j + 1]
    C0[j], C1[j] = p0, m0
    C2[j] = 3 * (p1 - p0) - 2 * m0 - m1
    C3[j] = 2 * (p0 - p1) + m0 + m1
  end
end

---------------------------------------------------------------------------------------------
-- Timing function (cubic-bezier x1,y1,x2,y2 with x in [0,1]): solve X(t) = x, return Y(t).
-- X is monotone, so a table of exact t at x = i/S (made once by bisection) brackets the root
-- and seeds Newton, which then mostly needs one step; bisection in the bracket is the fallback.
---------------------------------------------------------------------------------------------
local function timing_function(x1, y1, x2, y2)
  local cx = 3 * x1; local bx = 3 * (x2 - x1) - cx; local ax = 1 - cx - bx
  local cy = 3 * y1; local by = 3 * (y2 - y1) - cy; local ay = 1 - cy - by
  local S, SEED = 256, {}
  for i = 0, S do
    local x, t0, t1 = i / S, 0.0, 1.0
    for _ = 1, 52 do
      local t = (t0 + t1) * 0.5
      if ((ax * t + bx) * t + cx) * t < x then t0 = t else t1 = t end
    end
    SEED[i] = (t0 + t1) * 0.5
  end
  return function(x)
    local u = x * S
    local i = u // 1
    if i >= S then i = S - 1 end
    local t0, t1 = SEED[i], SEED[i + 1]
    local t = t0 + (t1 - t0) * (u - i)
    for _ = 1, 8 do
      local e = ((ax * t + bx) * t + cx) * t - x
      if e < 1e-12 and e > -1e-12 then return ((ay * t + by) * t + cy) * t end
      local d = (3 * ax * t + 2 * bx) * t + cx
      if d < 1e-9 and d > -1e-9 then break end
      t = t - e / d
    end
    t = (t0 + t1) * 0.5
    for _ = 1, 64 do
      local e = ((ax * t + bx) * t + cx) * t - x
      if e < 1e-12 and e > -1e-12 then break end
      if e < 0 then t0 = t else t1 = t end
      t = (t0 + t1) * 0.5
    end
    return ((ay * t + by) * t + cy) * t
  end
end
local easeIn = timing_function(0.42, 0, 1, 1)

---------------------------------------------------------------------------------------------
-- The run: events and samples in virtual-time order.
---------------------------------------------------------------------------------------------
local ROT_TO = 4 * math.pi                      -- transform.rotation toValue
local FPS <const>, TICKS <const> = 60, 3000     -- samples and ticks per second
local STEP <const> = TICKS // FPS               -- 50 ticks per sample
local END_TICK = N > 0 and 3 * N + TICKS or 0   -- the last coin's didStop: idle from then on

local MID = '],"bounds":[0,0,24,24],"anchorPoint":[0.5,0.5],"opacity":'
local TAIL = ',"translation":[0,0],"hidden":false,"zPosition":0,"superlayer":"window","cornerRadius":0,"backgroundColor":"#ffc107ff","contents":null}'

local function run()
  local INT, FRAC, C0, C1, C2, C3, easeIn = INT, FRAC, C0, C1, C2, C3, easeIn
  local buf, n = {}, 0
  local live_name, live_tick = {}, {}           -- the live coins, a queue: they end in order
  local head, tail = 1, 0

  n = n + 1
  buf[n] = '{"type":"header","version":1,"script":"Benchmarks/coins.lua","fps":60,"screen":[375,812],'
           .. '"params":{"count":' .. N .. '}}'

  local next_event = 1                          -- events happen at ticks 3*i, i = 1 .. N+1000
  local function events_until(tick)             -- in (time, sequence) order
    while 3 * next_event <= tick do
      local i = next_event
      local et = num(i / 1000)
      if i <= N then                            -- after(i/1000) runs: coin i is added
        n = n + 1; buf[n] = '{"type":"event","t":' .. et .. ',"event":"after"}'
      end
      local j = i - 1000                        -- coin j's group ends; its delegate removes it
      if j >= 1 and j <= N then
        n = n + 1
        buf[n] = '{"type":"event","t":' .. et .. ',"event":"animationDidStop","layer":"coin'
                 .. j .. '","key":"coin","finished":true}'
        live_name[head], live_tick[head] = nil, nil
        head = head + 1
      end
      if i <= N then                            -- coin i's group starts
        tail = tail + 1
        live_name[tail] = 'coin' .. i .. '","position":['
        live_tick[tail] = 3 * i
        n = n + 1
        buf[n] = '{"type":"event","t":' .. et .. ',"event":"animationDidStart","layer":"coin'
                 .. i .. '","key":"coin"}'
      end
      next_event = i + 1
    end
  end

  local k = 0
  while STEP * k <= END_TICK do
    local tick = STEP * k
    events_until(tick)

    local pre = '{"type":"sample","t":' .. num(k / FPS) .. ',"layer":"'
    n = n + 1
    buf[n] = pre .. 'window","position":[187.5,406],"bounds":[0,0,375,812],"anchorPoint":[0.5,0.5],'
             .. '"opacity":1,"scale":[1,1],"rotation":0,"translation":[0,0],"hidden":false,'
             .. '"zPosition":0,"superlayer":null,"cornerRadius":0,"backgroundColor":null,"contents":null}'

    for c = head, tail do
      local f = (tick - live_tick[c]) / TICKS   -- group fraction = child fraction (all 1 s)

      -- position: paced along the path
      local u = f * M
      local j = u // 1
      local h = u - j
      local t = ((C3[j] * h + C2[j]) * h + C1[j]) * h + C0[j]
      local x = (Ax * t + Bx) * t + P0x
      local y = (Ay * t + By) * t + P0y
      -- transform.scale (easeIn); transform.rotation, read back from the transform the way
      -- CA reads it (atan2), i.e. wrapped to (-pi, pi]; opacity (linear)
      local s = 1 + (0.5 - 1) * easeIn(f)
      local th = 0 + ROT_TO * f
      local rot = atan(sin(th), cos(th))
      local op = 1 + (0.3 - 1) * f

      -- num(), inlined for x, y, opacity, scale (all >= 0 and < 10000 here) and rotation
      local v, r, d, xi, xf, yi, yf, oi, of, si, sf, ri, rf
      v = x * 10000; r = v // 1; d = v - r
      if d > 0.5 then r = r + 1 end
      if d ~= 0.5 then xi = r // 10000; xf = FRAC[r - xi * 10000]; xi = INT[xi]
      else xi, xf = slow_num(x), "" end

      v = y * 10000; r = v // 1; d = v - r
      if d > 0.5 then r = r + 1 end
      if d ~= 0.5 then yi = r // 10000; yf = FRAC[r - yi * 10000]; yi = INT[yi]
      else yi, yf = slow_num(y), "" end

      v = op * 10000; r = v // 1; d = v - r
      if d > 0.5 then r = r + 1 end
      if d ~= 0.5 then oi = r // 10000; of = FRAC[r - oi * 10000]; oi = INT[oi]
      else oi, of = slow_num(op), "" end

      v = s * 10000; r = v // 1; d = v - r
      if d > 0.5 then r = r + 1 end
      if d ~= 0.5 then si = r // 10000; sf = FRAC[r - si * 10000]; si = INT[si]
      else si, sf = slow_num(s), "" end

      local rs = ""
      if rot < 0 then v = -rot * 10000 else v = rot * 10000 end
      r = v // 1; d = v - r
      if d > 0.5 then r = r + 1 end
      if d ~= 0.5 then
        ri = r // 10000; rf = FRAC[r - ri * 10000]; ri = INT[ri]
        if rot < 0 and r > 0 then rs = "-" end
      else ri, rf = slow_num(rot), "" end

      n = n + 1
      buf[n] = pre .. live_name[c] .. xi .. xf .. "," .. yi .. yf .. MID .. oi .. of
               .. ',"scale":[' .. si .. sf .. "," .. si .. sf .. '],"rotation":' .. rs .. ri .. rf
               .. TAIL
    end

    if n >= 4096 then
      write(concat(buf, "\n", 1, n), "\n")
      n = 0
    end
    k = k + 1
  end

  events_until(END_TICK)
  n = n + 1
  buf[n] = '{"type":"end","t":' .. num(END_TICK / TICKS) .. ',"reason":"idle"}'
  write(concat(buf, "\n", 1, n), "\n")
end

io.stdout:setvbuf("full", 1 << 16)
run()
