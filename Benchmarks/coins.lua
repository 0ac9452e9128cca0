-- coins.lua: the coins-N benchmark scene for cartlua (`make bench`; the same scene as the
-- shared yardstick's ../shared/bench/coins.lua, kept here for anyone with only the repository).
--
--   cartlua run Benchmarks/coins.lua --set count=10000 -o /dev/null
--
-- Coin i (i = 1..count) is added to the window at t = i/1000 s and flies a 1 s group: along a
-- quad curve at constant speed (paced), spinning two turns, shrinking to half size with
-- easeIn, fading to 0.3. The group holds its last frame (fillMode forwards, not removed on
-- completion) and its delegate takes the coin out of the window when the group stops, so about
-- 1000 coins are live at any time however large count is. Sampled at 60 fps until idle, the
-- trace has 60 sample lines per coin plus one per sample for the window.
--
-- Benchmarks/reference.lua is the same scene as a tuned plain Lua program and
-- Benchmarks/reference.c in C; their sample lines are the reference values for this one.

local count = param("count", 1000, "number of coins")

local path = Path():moveTo(60, 700):quadCurveTo(320, 90, 320, 700)   -- to (320,90), control (320,700)

local function launch(i)
  local coin = Layer{
    name = "coin" .. i,
    bounds = {x = 0, y = 0, width = 24, height = 24},
    backgroundColor = "#FFC107",
  }
  window:addSublayer(coin)
  coin:addAnimation(AnimationGroup{
    animations = {
      KeyframeAnimation{keyPath = "position", path = path, calculationMode = "paced", duration = 1},
      BasicAnimation{keyPath = "transform.rotation", fromValue = 0, toValue = 4 * math.pi, duration = 1},
      BasicAnimation{keyPath = "transform.scale", fromValue = 1, toValue = 0.5, duration = 1,
                     timingFunction = "easeIn"},
      BasicAnimation{keyPath = "opacity", fromValue = 1, toValue = 0.3, duration = 1},
    },
    duration = 1,
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
