-- create_coins.lua: what making one coin from Lua costs (`make bench`, section 4), without
-- sampling: `count` coins of Benchmarks/coins.lua made at t = 0 — Layer{…}, addSublayer, an
-- AnimationGroup of four animations with a delegate, addAnimation. With make=false the same
-- tables and closure are built and nothing is made from them: the Lua part alone.
--
--   valgrind --tool=callgrind cartlua run Benchmarks/create_coins.lua --set count=2000 --until 0 --format none -o /dev/null
local count = param("count", 1000, "number of coins")
local make = param("make", true, "make the layers and animations (false: only the Lua tables)")

local path = Path():moveTo(60, 700):quadCurveTo(320, 90, 320, 700)
local function id(t) return t end
local L, K, B, G = id, id, id, id
if make then L, K, B, G = Layer, KeyframeAnimation, BasicAnimation, AnimationGroup end

local function launch(i)
  local coin = L{
    name = "coin" .. i,
    bounds = {x = 0, y = 0, width = 24, height = 24},
    backgroundColor = "#FFC107",
  }
  if make then window:addSublayer(coin) end
  local group = G{
    animations = {
      K{keyPath = "position", path = path, calculationMode = "paced", duration = 1},
      B{keyPath = "transform.rotation", fromValue = 0, toValue = 4 * math.pi, duration = 1},
      B{keyPath = "transform.scale", fromValue = 1, toValue = 0.5, duration = 1, timingFunction = "easeIn"},
      B{keyPath = "opacity", fromValue = 1, toValue = 0.3, duration = 1},
    },
    duration = 1,
    fillMode = "forwards",
    removedOnCompletion = false,
    delegate = {
      animationDidStop = function(anim, finished) coin:removeFromSuperlayer() end,
    },
  }
  if make then coin:addAnimation(group, "coin") end
end

for i = 1, count do launch(i) end
