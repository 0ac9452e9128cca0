-- addcart_test.lua — regression checks for addcart.lua with its seed defaults. Every value is
-- derived by hand from the seed's numbers.
require("addcart")

-- rotation.z 0 → 2π every 0.15 s, cumulative: a quarter turn at 0.0375 s, half at 0.075 s.
expect.at(0.0375, function()
  expect.near(expect.layer("moveView"):presentation().rotation, math.pi / 2, 1e-3)
end)
expect.at(0.075, function()
  expect.near(math.abs(expect.layer("moveView"):presentation().rotation), math.pi, 1e-3)
end)
-- scale 1 → 0.4, linear over 0.5 s: 0.7 at 0.25 s.
expect.at(0.25, function()
  local p = expect.layer("moveView"):presentation()
  expect.near(p.scaleX, 0.7, 1e-3)
  expect.near(p.scaleY, 0.7, 1e-3)
end)
-- The group (key nil) ends at 0.5 s and is removed: the view shows its model again.
expect.at(0.5, function()
  local p = expect.layer("moveView"):presentation()
  expect.near(p.position, {x = 90, y = 420}, 1e-3)
  expect.near(p.scaleX, 1, 1e-9)
  expect.equal(expect.layer("moveView"):animationKeys(), {})
end)

expect.event{event = "animationDidStart", layer = "moveView", at = 0}
expect.event{event = "animationDidStop", layer = "moveView", finished = true, at = 0.5}
expect.event{event = "animationDidStop", count = 1, message = "the group reports as one animation"}

-- The cubic path (90, 420) → (318, 770), controls (90, 420) and (40, 220), stays in their hull.
expect.within("moveView", {x = 40, y = 220, width = 278, height = 550}, {from = 0, to = 0.5})
