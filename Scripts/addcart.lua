-- addcart.lua — seed 004, "加入購物車動畫" (AddCartTool): the product view flies along a cubic
-- Bézier into the cart, easing in, shrinking to 0.4 and spinning a full turn every 0.15 s.
--
-- Seed numbers: controls (start) and (start.x − 50, start.y − 200); the keyframe animation
-- eases in; scale 1 → 0.4 over 0.5 s (linear); rotation.z to 2π every 0.15 s, cumulative,
-- repeatCount MAXFLOAT — inside a 0.5 s group (removedOnCompletion YES) that cuts it off.
-- The delegate's finish callback tells the caller (addCartFinished).
--
-- As in the seed, nothing moves the view's model position or removes it: once the group is
-- removed the view shows its model values again (the seed's caller hides it).

local duration = param("duration", 0.5, "the group's duration")
local endScale = param("endScale", 0.4, "scale toValue")
local turnTime = param("turnTime", 0.15, "seconds per full turn")

local start = {x = 90, y = 420}
local finish = {x = 318, y = 770}

local cart = Layer{ name = "cart", position = finish, bounds = {x = 0, y = 0, width = 44, height = 44}, contents = "cart.png" }
local moveView = Layer{ name = "moveView", position = start, bounds = {x = 0, y = 0, width = 60, height = 60},
                        backgroundColor = "#34c759", cornerRadius = 8, contents = "product.png" }
window:addSublayer(cart)
window:addSublayer(moveView)

local path = Path():moveTo(start.x, start.y)
                   :curveTo(finish.x, finish.y, start.x, start.y, start.x - 50, start.y - 200)

moveView:addAnimation(AnimationGroup{
  animations = {
    KeyframeAnimation{ keyPath = "position", path = path, timingFunction = "easeIn" },
    BasicAnimation{ keyPath = "transform.rotation.z", toValue = math.pi * 2, cumulative = true,
                    duration = turnTime, repeatCount = 3.4028234663852886e38 --[[ MAXFLOAT ]] },
    BasicAnimation{ keyPath = "transform.scale", duration = 0.5, fromValue = 1.0, toValue = endScale,
                    timingFunction = "linear" },
  },
  duration = duration,
  removedOnCompletion = true,
  delegate = {
    animationDidStop = function(anim, finished)
      log("addCartFinished")
    end,
  },
}, nil)
