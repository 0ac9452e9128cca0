-- breath_test.lua — regression checks for breath.lua with its seed defaults (the badge starts
-- hidden). Every value is derived by hand from the seed's numbers.
require("breath")

-- The copy shows the product image with aspect fill (layer?.contentsGravity = .resizeAspectFill),
-- clipped round by masksToBounds.
expect.at(0, function()
  local l = expect.layer("flyingImage")
  expect.equal(l.contentsGravity, "resizeAspectFill")
  expect.truthy(l.masksToBounds)
end)

-- Fade 0 → 1 over 10/60 s: 0.5 at 5/60.
expect.at(5 / 60, function()
  expect.near(expect.layer("flyingImage"):presentation().opacity, 0.5, 1e-3)
end)

-- The badge is hidden until the image lands at 40/60 s.
expect.at(0.6, function()
  expect.truthy(expect.layer("badge"):presentation().hidden, "hidden before the image lands")
end)
-- Then it appears, scaling 0 → 1 over 10/60 s (0.5 at 45/60 = 0.75) …
expect.at(0.75, function()
  local p = expect.layer("badge"):presentation()
  expect.falsy(p.hidden, "shown once the image has landed")
  expect.near(p.scaleX, 0.5, 1e-3)
  expect.equal(expect.layer("flyingImage"), nil, "the flying copy is removed on landing")
end)
-- … and breathes 1 → 1.2 → 1 in 2 × 5/60 s: 1.2 at 55/60, 1 at 60/60.
expect.at(55 / 60, function()
  expect.near(expect.layer("badge"):presentation().scaleX, 1.2, 1e-3)
end)
expect.at(1, function()
  expect.near(expect.layer("badge"):presentation().scaleX, 1, 1e-3)
end)

expect.event{event = "animationDidStop", layer = "flyingImage", key = "addCartGroup", finished = true, at = 40 / 60}
expect.event{event = "animationDidStart", layer = "badge", key = "countSalce", at = 40 / 60}
expect.event{event = "animationDidStart", layer = "badge", key = "countBreath", at = 50 / 60}
expect.event{event = "animationDidStop", layer = "badge", key = "countBreath", finished = true, at = 1}
expect.order{
  {event = "animationDidStop", key = "alphaAnimation"},
  {event = "animationDidStop", key = "addCartGroup"},
  {event = "animationDidStop", key = "countSalce"},
  {event = "animationDidStop", key = "countBreath"},
}
