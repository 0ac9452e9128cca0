-- parabola_test.lua — regression checks for parabola.lua with its seed defaults. Every value
-- is derived by hand from the seed's numbers.
require("parabola")

local easeIn = require("support.easing").easeIn

-- From the button's centre (0 + 279 + 40, 220 + 40 + 20) = (319, 280) to the cart's
-- (0 + 215 + 20, 729 + 6 + 20) = (235, 755). EX = (235 − 319)/4 = −21, midpoint x 277,
-- controls at y = min(280, 755) − 100 = 180: C1 (298, 180), C2 (256, 180).
expect.at(0, function()
  local label = expect.layer("flyingLabel")
  expect.near(label:presentation().position, {x = 319, y = 280}, 1e-3)
  -- The seed's CATextLayer: its title centred and wrapped at the screen's scale, in
  -- CATextLayer's default 36 pt white (the seed sets neither).
  expect.equal(tostring(label), "TextLayer(flyingLabel)")
  expect.equal(label:presentation().string, "+1")
  expect.equal(label.alignmentMode, "center")
  expect.truthy(label.isWrapped)
  expect.equal(label.contentsScale, 3)
  expect.equal(label.fontSize, 36)
  expect.equal(label.foregroundColor, "#ffffffff")
  expect.equal(label.backgroundColor, "#ff0000ff")
end)

expect.at(0.5, function()
  local p = expect.layer("flyingLabel"):presentation()
  -- B(0.5) = (P0 + 3C1 + 3C2 + P3)/8 = (2216/8, 2115/8).
  expect.near(p.position, {x = 277, y = 264.375}, 1e-3)
  -- scale 1 → 0.2 and opacity 1 → 0.1, linear: 0.6 and 0.55 at the half.
  expect.near(p.scaleX, 0.6, 1e-3)
  expect.near(p.scaleY, 0.6, 1e-3)
  expect.near(p.opacity, 0.55, 1e-3)
  -- rotation 10π·easeIn(0.5), read back as an angle in (−π, π].
  local angle = 10 * math.pi * easeIn(0.5)
  expect.near(math.sin(p.rotation), math.sin(angle), 1e-3)
  expect.near(math.cos(p.rotation), math.cos(angle), 1e-3)
end)

-- Just before the end: at the cart (fill forwards), 0.2 scale, 0.1 opacity.
expect.at(0.999, function()
  local p = expect.layer("flyingLabel"):presentation()
  expect.near(p.position.x, 235, 0.5)
  expect.near(p.position.y, 755, 2)
  expect.near(p.opacity, 0.1, 1e-3)
end)

-- The delegate removes the label at 1 s.
expect.event{event = "animationDidStart", layer = "flyingLabel", key = "group", at = 0}
expect.event{event = "animationDidStop", layer = "flyingLabel", key = "group", finished = true, at = 1}
expect.event{event = "animationDidStop", count = 1}
expect.at(1, function()
  expect.equal(expect.layer("flyingLabel"), nil, "the delegate removed the label")
end)

-- A cubic Bézier stays in the hull of its control points: x in [235, 319], y in [180, 755].
expect.within("flyingLabel", {x = 235, y = 180, width = 84, height = 575}, {from = 0, to = 1})
