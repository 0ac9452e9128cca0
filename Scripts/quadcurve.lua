-- quadcurve.lua — seed 000, "iOS 商品旋转加入购物车动画，并附带抖动效果"
-- (PurchaseCarAnimationTool): the product image flies along a quadratic curve into the cart,
-- spinning and shrinking; when it lands the cart in the tab bar shakes.
--
-- Seed numbers: control point (ScreenWidth / 2, rect.origin.y − 80); rotation 0 → 12 rad and
-- scale 1 → 0.25, both ease-in; a 1 s group, fill forwards, removedOnCompletion NO; on finish
-- the tab bar's cart item shakes: transform.translation.y −5 → 5, 0.25 s, autoreverses.

local duration = param("duration", 1.0, "the group's duration (groups.duration)")
local lift = param("lift", 80, "the control point's height above the image (rect.origin.y − 80)")
local turns = param("rotation", 12, "rotation toValue in radians")
local endScale = param("endScale", 0.25, "scale toValue")
local shake = param("shake", 5, "the cart's shake amplitude in points (±5)")
local safeAreaTopHeight = param("safeAreaTopHeight", 88, "SafeAreaTopHeight of the seed's finish point")

-- The tapped collection cell and its image view, where the flying image comes from.
local cell = Layer{ name = "cell", frame = {x = 20, y = 290, width = 100, height = 150}, backgroundColor = "#f2f2f2" }
local imageView = Layer{ name = "imageView", frame = {x = 0, y = 10, width = 100, height = 100}, contents = "product.png" }
window:addSublayer(cell)
cell:addSublayer(imageView)

-- The image view's frame in the window, as the seed computes imageViewRect: x is the cell's,
-- y the cell's plus the image view's (the collection view is not scrolled: contentOffset 0).
local rect = {x = cell.frame.x, y = cell.frame.y + imageView.frame.y,
              width = imageView.frame.width, height = imageView.frame.height}
local finishPoint = {x = screen.width / 4 * 2.5, y = screen.height - safeAreaTopHeight}

-- The tab bar with four items; subviews[3] (the fourth) is the cart that shakes.
local tabBar = Layer{ name = "tabBar", frame = {x = 0, y = screen.height - 83, width = screen.width, height = 83},
                      backgroundColor = "#f8f8f8" }
window:addSublayer(tabBar)
local items = {}
for i = 1, 4 do
  items[i] = Layer{ name = i == 4 and "cartItem" or ("tabItem" .. i),
                    frame = {x = (i - 1) * screen.width / 4 + 24, y = 6, width = 46, height = 46},
                    contents = i == 4 and "cart.png" or "tab.png" }
  tabBar:addSublayer(items[i])
end

-- _layer: contents = view.layer.contents, aspect fill, bounds = rect,
-- position = (rect.origin.x + view.frame.size.width / 2, CGRectGetMidY(rect)).
local image = Layer{ name = "productImage", contents = imageView.contents, contentsGravity = "resizeAspectFill",
                     bounds = rect, backgroundColor = "#4a90e2" }
window:addSublayer(image)
image.position = {x = rect.x + imageView.frame.width / 2, y = rect.y + rect.height / 2}

local function shakeAnimation(view)
  view:addAnimation(BasicAnimation{ keyPath = "transform.translation.y", duration = 0.25,
                                    fromValue = -shake, toValue = shake, autoreverses = true }, nil)
end

local path = Path():moveTo(image.position.x, image.position.y)
                   :quadCurveTo(finishPoint.x, finishPoint.y, screen.width / 2, rect.y - lift)

image:addAnimation(AnimationGroup{
  animations = {
    KeyframeAnimation{ keyPath = "position", path = path },
    BasicAnimation{ keyPath = "transform.rotation", removedOnCompletion = true,
                    fromValue = 0, toValue = turns, timingFunction = "easeIn" },
    BasicAnimation{ keyPath = "transform.scale", removedOnCompletion = true,
                    fromValue = 1.0, toValue = endScale, timingFunction = "easeIn" },
  },
  duration = duration,
  removedOnCompletion = false,
  fillMode = "forwards",
  delegate = {
    animationDidStop = function(anim, finished)
      if anim == image:animation("group") then
        image:removeFromSuperlayer()
        -- The seed's finish block: shake the cart in the tab bar.
        shakeAnimation(items[4])
      end
    end,
  },
}, "group")
