-- springs.lua — CASpringAnimation for the export round trip: iOS 17's perceptual form (bouncy,
-- critically damped, over-damped), one changed after it was made (exported by its numbers), and
-- the classic mass/stiffness/damping form.
local function dot(name, y)
  local l = Layer{ name = name, position = {x = 40, y = y}, bounds = {x = 0, y = 0, width = 30, height = 30},
                   backgroundColor = "#34c759", cornerRadius = 15 }
  window:addSublayer(l)
  return l
end

local bouncy = SpringAnimation{ keyPath = "position.x", fromValue = 40, toValue = 300, perceptualDuration = 0.5, bounce = 0.3 }
bouncy.duration = bouncy.settlingDuration
dot("bouncy", 100):addAnimation(bouncy, "slide")

dot("smooth", 160):addAnimation(SpringAnimation{ keyPath = "position.x", fromValue = 40, toValue = 300,
                                                 perceptualDuration = 0.4, duration = 1 }, "slide")
dot("gentle", 220):addAnimation(SpringAnimation{ keyPath = "position.x", fromValue = 40, toValue = 300,
                                               perceptualDuration = 0.6, bounce = -0.4, duration = 1 }, "slide")

local changed = SpringAnimation{ keyPath = "transform.scale", fromValue = 0.5, toValue = 1, perceptualDuration = 0.3,
                                 bounce = 0.2, duration = 0.8 }
changed.damping = 4
dot("changed", 280):addAnimation(changed, "pop")

dot("classic", 340):addAnimation(SpringAnimation{ keyPath = "opacity", fromValue = 0, toValue = 1, mass = 2,
                                                  stiffness = 300, damping = 12, duration = 1 }, "fade")
