-- coins_test.lua — regression checks for coins.lua with its seed defaults (10 coins 0.1 s apart,
-- 1 s each, a paced quad curve). Every value is derived by hand from the seed's numbers.
require("coins")

-- Coin i leaves at (i − 1)·0.1 s and lands 1 s later, finished, on the "position" key.
for i = 1, 10 do
  local leaves = (i - 1) / 10
  expect.event{event = "animationDidStart", layer = "coin" .. i, key = "position", at = leaves}
  expect.event{event = "animationDidStop", layer = "coin" .. i, key = "position", finished = true, at = leaves + 1}
end
expect.event{event = "after", count = 10, message = "one dispatch_after per coin"}
expect.order{
  {event = "animationDidStop", layer = "coin1"},
  {event = "animationDidStop", layer = "coin2"},
  {event = "animationDidStop", layer = "coin10"},
}

-- The coins are sublayers of the button (frame 10, 300, 80, 80): they start at its centre in
-- its own space, (40, 40), and land on the bag (300, 120) − the button's origin = (290, −180).
expect.at(0, function()
  local coin = expect.layer("coin1")
  expect.truthy(coin, "coin 1 exists as soon as the stream starts")
  expect.equal(coin.superlayer, expect.layer("button"))
  expect.near(coin:presentation().position, {x = 40, y = 40}, 1e-6)
end)

-- Just off the start the coin heads for the control point (290, 340): the tangent is
-- (250, 300), so x grows 250/300 as fast as y.
expect.at(0.002, function()
  local p = expect.layer("coin1"):presentation().position
  expect.truthy(p.x > 40 and p.y > 40, "heading down and right")
  expect.near((p.x - 40) / (p.y - 40), 250 / 300, 0.02)
end)

-- Paced: 1 pt takes (length / 1 s)⁻¹ — the curve is over 400 pt, so 1 ms before landing the
-- coin is within 1 pt of the bag.
expect.at(0.999, function()
  expect.near(expect.layer("coin1"):presentation().position, {x = 290, y = -180}, 1)
end)

-- At 0.55 s coins 1…6 are in the air; at 1.05 s all ten have left and coin 1 has landed and
-- is gone.
expect.at(0.55, function()
  expect.equal(#expect.layer("button").sublayers, 6)
end)
expect.at(1.05, function()
  expect.equal(expect.layer("coin1"), nil, "a landed coin is removed")
  expect.equal(#expect.layer("button").sublayers, 9)
end)

-- The quad curve (40, 40) → (290, −180) with control (290, 340): x grows monotonically from 40
-- to 290; y(t) = 40(1−t)² + 680t(1−t) − 180t² peaks at t = 600/1640 with y ≈ 149.76.
expect.within("coin1", {x = 40, y = -180, width = 250, height = 330}, {from = 0, to = 1})
expect.within("coin10", {x = 40, y = -180, width = 250, height = 330}, {from = 0.9, to = 1.9})
