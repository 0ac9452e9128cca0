-- stress_coins.lua — the benchmark scene: n coins, coin i leaving at i ms, each a 1 s group of a
-- paced quad-curve position keyframe, a rotation, a scale and an opacity; removed on landing.
-- cartlua run Benchmarks/stress_coins.lua --set n=100000 -o /dev/null
local n = param("n", 1000, "how many coins")
local spacing = param("spacing", 0.001, "seconds between two coins")

local function launch(i)
  local coin = Layer{ name = "coin" .. i, position = {x = 40, y = 700}, bounds = {x = 0, y = 0, width = 24, height = 24},
                      backgroundColor = "#ffc107", cornerRadius = 12 }
  window:addSublayer(coin)
  local path = Path():moveTo(40, 700):quadCurveTo(320, 100, 320, 700)
  coin:addAnimation(AnimationGroup{
    animations = {
      KeyframeAnimation{ keyPath = "position", path = path, calculationMode = "paced" },
      BasicAnimation{ keyPath = "transform.rotation.z", fromValue = 0, toValue = 2 * math.pi },
      BasicAnimation{ keyPath = "transform.scale", fromValue = 1, toValue = 0.3 },
      BasicAnimation{ keyPath = "opacity", fromValue = 1, toValue = 0.2 },
    },
    duration = 1,
    delegate = { animationDidStop = function() coin:removeFromSuperlayer() end },
  }, "fly")
end

for i = 0, n - 1 do
  after(i * spacing, function() launch(i) end)
end
