-- parabola.lua — seed 002, "iOS 购物车动画" (demodashi 11155): the buy button's label flies
-- along a parabola (a cubic Bézier) into the cart while it spins, shrinks and fades.
--
-- The seed finds both centres with convertPoint(…, toView: keyWindow), puts both control
-- points controlPointEY = 100 pt above the higher of the two ends, at the horizontal midpoint
-- ∓ controlPointEX = a quarter of the horizontal distance, and groups four animations:
-- the path, rotation 0 → 10π (ease-in), scale 1 → 0.2, opacity 1 → 0.1, with fillMode
-- forwards and removedOnCompletion NO. Its delegate removes the layer.

local duration = param("duration", 1.0, "kShoppingCartDuration (the seed does not give it; 1 s)")
local controlPointEY = param("controlPointEY", 100, "height of the control points above the higher end")
local spin = param("spin", 10 * math.pi, "radians turned on the way (10π in the seed)")
local endScale = param("endScale", 0.2, "scale on arrival")
local endOpacity = param("endOpacity", 0.1, "opacity on arrival")

-- A product cell with its buy button, and the tab bar with the cart.
local cell = Layer{ name = "cell", frame = {x = 0, y = 220, width = 375, height = 120}, backgroundColor = "#ffffff" }
local buyButton = Layer{ name = "buyButton", frame = {x = 279, y = 40, width = 80, height = 40},
                         backgroundColor = "#ff3b30", cornerRadius = 6, contents = "+1" }
local tabBar = Layer{ name = "tabBar", frame = {x = 0, y = 729, width = 375, height = 83}, backgroundColor = "#f8f8f8" }
local cart = Layer{ name = "cart", frame = {x = 215, y = 6, width = 40, height = 40}, contents = "cart.png" }
window:addSublayer(cell)
cell:addSublayer(buyButton)
window:addSublayer(tabBar)
tabBar:addSublayer(cart)

-- fromCenter / endCenter in the window, as the seed computes them.
local function centre(l)
  local b = l.bounds
  return l:convertPoint({x = b.width * 0.5, y = b.height * 0.5}, window)
end
local fromCenter, endCenter = centre(buyButton), centre(cart)

local controlPointEX = (endCenter.x - fromCenter.x) * 0.25
local controlPointCX = (fromCenter.x + endCenter.x) / 2
local controlPointCY = math.min(fromCenter.y, endCenter.y)
local controlPoint1 = {x = controlPointCX - controlPointEX, y = controlPointCY - controlPointEY}
local controlPoint2 = {x = controlPointCX + controlPointEX, y = controlPointCY - controlPointEY}

-- The copy of the button that flies: a CATextLayer with the button's title, as in the seed
-- (alignmentMode center, wrapped, contentsScale = the screen's scale, red background; the
-- seed leaves fontSize and foregroundColor at CATextLayer's 36 pt and white).
local flying = TextLayer{ name = "flyingLabel", bounds = buyButton.bounds, position = fromCenter,
                          alignmentMode = "center", isWrapped = true, contentsScale = screen.scale,
                          string = "+1", backgroundColor = "#ff0000" }
window:addSublayer(flying)

local path = Path():moveTo(fromCenter.x, fromCenter.y)
                   :curveTo(endCenter.x, endCenter.y, controlPoint1.x, controlPoint1.y, controlPoint2.x, controlPoint2.y)

local group = AnimationGroup{
  animations = {
    KeyframeAnimation{ keyPath = "position", path = path },
    BasicAnimation{ keyPath = "transform.rotation", removedOnCompletion = true,
                    fromValue = 0, toValue = spin, timingFunction = "easeIn" },
    BasicAnimation{ keyPath = "transform.scale", removedOnCompletion = false, fromValue = 1.0, toValue = endScale },
    BasicAnimation{ keyPath = "opacity", removedOnCompletion = false, fromValue = 1.0, toValue = endOpacity },
  },
  duration = duration,
  removedOnCompletion = false,
  fillMode = "forwards",
  delegate = {
    animationDidStop = function(anim, finished)
      if anim == flying:animation("group") then
        flying:removeFromSuperlayer()
        log("the label reached the cart")
      end
    end,
  },
}
flying:addAnimation(group, "group")
