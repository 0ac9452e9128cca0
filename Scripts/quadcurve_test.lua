-- quadcurve_test.lua — regression checks for quadcurve.lua with its seed defaults. Every value
-- is derived by hand from the seed's numbers.
require("quadcurve")

local easeIn = require("support.easing").easeIn

-- The flying copy starts over the cell's image view: same image, same place and size, aspect
-- fill where the image view has UIImageView's default (scale to fill = resize).
expect.at(0, function()
  local imageView, image = expect.layer("imageView"), expect.layer("productImage")
  expect.truthy(imageView, "the cell's image view is in the scene")
  if not imageView then return end
  expect.equal(imageView.superlayer, expect.layer("cell"), "the image view is in the cell")
  expect.equal(image.contents, imageView.contents, "the copy shows the image view's contents")
  expect.equal(image.contentsGravity, "resizeAspectFill")
  expect.equal(imageView.contentsGravity, "resize")
  local origin = imageView:convertPoint({x = 0, y = 0}, window)
  expect.near(image.frame, {x = origin.x, y = origin.y, width = imageView.bounds.width,
                            height = imageView.bounds.height}, 1e-9)
end)
-- The image view stays in its cell while the copy flies.
expect.at(0.5, function()
  expect.near(expect.layer("imageView"):presentation().position, {x = 50, y = 60}, 1e-9)
end)

-- Quad from (20 + 50, 300 + 50) = (70, 350) via (375/2, 300 − 80) = (187.5, 220) to
-- (375/4·2.5, 812 − 88) = (234.375, 724).
expect.at(0, function()
  expect.near(expect.layer("productImage"):presentation().position, {x = 70, y = 350}, 1e-3)
end)
expect.at(0.5, function()
  local p = expect.layer("productImage"):presentation()
  -- B(0.5) = P0/4 + C/2 + P1/4 = (169.84375, 378.5).
  expect.near(p.position, {x = 169.84375, y = 378.5}, 1e-3)
  -- scale 1 → 0.25 ease-in: 1 − 0.75·easeIn(0.5).
  expect.near(p.scaleX, 1 - 0.75 * easeIn(0.5), 1e-3)
end)

-- The image is removed at 1 s and the cart item shakes: translation.y −5 → 5 in 0.25 s and back.
expect.at(1, function()
  expect.equal(expect.layer("productImage"), nil, "the image is gone on landing")
end)
for _, c in ipairs{{1, -5}, {1.125, 0}, {1.25, 5}, {1.375, 0}, {1.5, 0}} do
  expect.at(c[1], function()
    expect.near(expect.layer("cartItem"):presentation().translation.y, c[2], 1e-3)
  end)
end

expect.event{event = "animationDidStart", layer = "productImage", key = "group", at = 0}
expect.event{event = "animationDidStart", layer = "cartItem", at = 1}
expect.event{event = "animationDidStop", layer = "cartItem", finished = true, at = 1.5}
expect.order{
  {event = "animationDidStop", layer = "productImage", key = "group", finished = true},
  {event = "animationDidStart", layer = "cartItem"},
  {event = "animationDidStop", layer = "cartItem"},
}

-- The quad curve stays in the hull of its points: x in [70, 234.375], y in [220, 724].
expect.within("productImage", {x = 70, y = 220, width = 164.375, height = 504}, {from = 0, to = 1})
