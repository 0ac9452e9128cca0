-- bridge.lua — the cost of crossing from Lua into Swift, for Benchmarks/run.sh.
-- One loop of `iters` iterations of one operation; the runner times whole processes at two
-- iteration counts and divides the difference by the difference in iterations, so start-up
-- cancels out:
--   cartlua run Benchmarks/bridge.lua --format none --set op=prop --set iters=1000000
-- op: prop    layer.opacity = x        (a property set through the Layer binding)
--     method  layer:animationKeys()    (a method call; returns a new, empty table)
--     table   t.opacity = x            (a plain Lua table write)
--     func    f(x)                     (a plain Lua function call)
--     empty   the loop alone
local iters = param("iters", 0, "loop iterations")
local op = param("op", "empty", "prop | method | table | func | empty")

local layer = Layer{ name = "probe" }
local t = { opacity = 1 }
local function f(x) return x end
local x = 0.5

if op == "prop" then
  for _ = 1, iters do layer.opacity = x end
elseif op == "method" then
  for _ = 1, iters do layer:animationKeys() end
elseif op == "table" then
  for _ = 1, iters do t.opacity = x end
elseif op == "func" then
  for _ = 1, iters do f(x) end
elseif op == "empty" then
  for _ = 1, iters do end
else
  error("op must be prop, method, table, func or empty")
end
