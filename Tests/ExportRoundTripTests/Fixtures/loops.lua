-- loops.lua — layers made in loops, for the export round trip: eight particles burst from one
-- point, each its own way (positions no progression gives), and a tab bar's four items laid out
-- by their index (frames off whole numbers, as in quadcurve.lua). A later callback fades every
-- particle, the fades staggered by beginTime.
local center = {x = screen.width / 2, y = 300}
local particles = {}
for i = 1, 8 do
  local p = Layer{ name = "particle" .. i, position = center, bounds = {x = 0, y = 0, width = 10, height = 10},
                   backgroundColor = "#ffcc00", cornerRadius = 5 }
  window:addSublayer(p)
  particles[i] = p
  local angle = (i - 1) * math.pi / 4
  p:addAnimation(BasicAnimation{ keyPath = "position", duration = 0.6, timingFunction = "easeOut",
                                 toValue = {x = center.x + 120 * math.cos(angle), y = center.y + 120 * math.sin(angle)},
                                 fillMode = "forwards", removedOnCompletion = false }, "burst")
end

local bar = Layer{ name = "tabBar", frame = {x = 0, y = screen.height - 83, width = screen.width, height = 83},
                   backgroundColor = "#f8f8f8" }
window:addSublayer(bar)
for i = 1, 4 do
  bar:addSublayer(Layer{ name = "tabItem" .. i, contents = "tab.png",
                         frame = {x = (i - 1) * screen.width / 4 + 24, y = 6, width = 46, height = 46} })
end

after(0.6, function()
  for i, p in ipairs(particles) do
    p:addAnimation(AnimationGroup{ animations = { BasicAnimation{ keyPath = "opacity", fromValue = 1, toValue = 0 } },
                                   duration = 0.3, beginTime = now() + 0.05 * i, fillMode = "backwards" }, "fade")
  end
end)
