-- varied_coins.lua: the coins-N scene with no two neighbouring coins alike (issue 15: speed
-- must not come from the scene's symmetry).
--
--   cartlua run Benchmarks/varied_coins.lua --set count=10000 -o /dev/null
--
-- As Benchmarks/coins.lua — coin i added at t = i/1000 s, a group of a paced quad-curve
-- position, a rotation, a scale and an opacity, fill forwards, removed by its delegate when it
-- stops — but each coin has its own duration (0.8 … 1.2 s) and its own timing functions: a
-- cubic Bézier of its own for the scale and one of the named curves for the rotation. About as
-- many coins are live at once and the trace has as many sample lines as coins.lua's.

local count = param("count", 1000, "number of coins")

local path = Path():moveTo(60, 700):quadCurveTo(320, 90, 320, 700)   -- to (320,90), control (320,700)
local names = {"linear", "easeIn", "easeOut", "easeInEaseOut", "default"}

local function launch(i)
  local d = 0.8 + (i * 37 % 41) / 100                  -- 0.8 … 1.2 s, neighbours far apart
  local c1 = (i * 13 % 17) / 17
  local coin = Layer{
    name = "coin" .. i,
    bounds = {x = 0, y = 0, width = 24, height = 24},
    backgroundColor = "#FFC107",
  }
  window:addSublayer(coin)
  coin:addAnimation(AnimationGroup{
    animations = {
      KeyframeAnimation{keyPath = "position", path = path, calculationMode = "paced", duration = d},
      BasicAnimation{keyPath = "transform.rotation", fromValue = 0, toValue = 4 * math.pi, duration = d,
                     timingFunction = names[i % #names + 1]},
      BasicAnimation{keyPath = "transform.scale", fromValue = 1, toValue = 0.5, duration = d,
                     timingFunction = {c1, 0.1, 1 - c1 / 2, 0.9}},
      BasicAnimation{keyPath = "opacity", fromValue = 1, toValue = 0.3, duration = d},
    },
    duration = d,
    fillMode = "forwards",
    removedOnCompletion = false,
    delegate = {
      animationDidStop = function(anim, finished) coin:removeFromSuperlayer() end,
    },
  }, "coin")
end

for i = 1, count do
  after(i / 1000, function() launch(i) end)
end
