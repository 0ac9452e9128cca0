-- features.lua — what the seed scripts do not use, for the export round trip: springs, values
-- with keyTimes and timing functions, discrete and cubic modes, additive and byValue, a delayed
-- beginTime, model changes and removals in callbacks, insertSublayer, after() inside after().
local card = Layer{ name = "card", frame = {x = 20, y = 100, width = 120, height = 80}, backgroundColor = "#336699cc",
                    cornerRadius = 10, opacity = 0.9, zPosition = 2 }
local dot = Layer{ position = {x = 50, y = 50}, bounds = {x = 0, y = 0, width = 8, height = 8}, anchorPoint = {x = 0, y = 1} }
local badge = Layer{ name = "badge", position = {x = 200, y = 300}, bounds = {x = 0, y = 0, width = 24, height = 24},
                     transform = {2, 0, 0, 0,  0, 2, 0, 0,  0, 0, 1, 0,  0, 0, 0, 1} }
window:addSublayer(card)
window:addSublayer(badge)
card:addSublayer(dot)

card:addAnimation(SpringAnimation{ keyPath = "position.y", fromValue = 140, toValue = 400, damping = 8, stiffness = 120,
                                   mass = 1.5, initialVelocity = 2, duration = 1.2, fillMode = "both" }, "drop")
dot:addAnimation(KeyframeAnimation{ keyPath = "opacity", values = {0, 1, 0.3, 1}, keyTimes = {0, 0.2, 0.7, 1},
                                    timingFunctions = {"easeOut", {0.3, 0.1, 0.2, 1}, "linear"}, duration = 0.8,
                                    beginTime = now() + 0.15, repeatCount = 2.5, autoreverses = true }, "blink")
badge:addAnimation(BasicAnimation{ keyPath = "transform.rotation", byValue = math.pi / 2, additive = true,
                                   duration = 0.4, speed = 2, timeOffset = 0.1 }, "turn")
badge:addAnimation(KeyframeAnimation{ keyPath = "position", calculationMode = "discrete",
                                      values = {{x = 200, y = 300}, {x = 210, y = 320}, {x = 180, y = 310}}, duration = 0.6 }, "hop")

after(0.3, function()
  card.backgroundColor = "#ff8800"
  badge:removeAnimation("hop")
  local ghost = Layer{ name = "ghost", frame = {x = 0, y = 0, width = 30, height = 30} }
  window:insertSublayer(ghost, 1)
  ghost:addAnimation(BasicAnimation{ keyPath = "bounds.size.width", toValue = 90, duration = 0.5,
                                     delegate = { animationDidStart = function() log("ghost grows") end,
                                                  animationDidStop = function(_, finished)
                                                    ghost.position = {x = 45, y = 45}
                                                    after(0.1, function() ghost:removeFromSuperlayer() end)
                                                  end } }, "grow")
  after(0.25, function() log("quarter past") end)
end)
