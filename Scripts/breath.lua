-- breath.lua — seed 001, "第一次实现加购动画" (AnimationTools): the product image fades in,
-- flies along a cubic path to the bottom centre of the cart badge while shrinking; then the
-- badge either first appears (when it was hidden: scale 0 → 1) and then breathes, or just
-- breathes (scale 1 → 1.2 and back), and a completion line is logged.
--
-- Seed numbers: fade 0 → 1 over 10/60 s; the path and scale 1 → 0.2 (easeInEaseOut) in a
-- 40/60 s group, fill forwards, removedOnCompletion false; the badge's appearance 0 → 1 over
-- 10/60 s; the breath 1 → 1.2 over 5/60 s, autoreverses, repeatCount 1.

local fadeDuration = param("fadeDuration", 10 / 60, "the fade-in (alphaAnimation.duration)")
local flyDuration = param("flyDuration", 40 / 60, "the flight (groups.duration)")
local appearDuration = param("appearDuration", 10 / 60, "the hidden badge's scale 0 → 1 (scaleAnimation.duration)")
local breathDuration = param("breathDuration", 5 / 60, "one half of the breath (breathAnimation.duration)")
local breathScale = param("breathScale", 1.2, "the breath's toValue")
local badgeHidden = param("badgeHidden", true, "whether the badge is hidden before the first add (the seed handles both)")

-- fromView: the product image; toView: the cart's count badge.
local fromFrame = {x = 24, y = 320, width = 80, height = 80}
local badge = Layer{ name = "badge", frame = {x = 290, y = 742, width = 20, height = 20},
                     backgroundColor = "#ff3b30", cornerRadius = 10, hidden = badgeHidden, contents = "1" }
window:addSublayer(badge)

-- The flying copy: contents, blue background, aspect fill (图层对齐方式), frame = fromView.frame,
-- round, masksToBounds.
local layer = Layer{ name = "flyingImage", frame = fromFrame, backgroundColor = "#0000ff",
                     contentsGravity = "resizeAspectFill",
                     cornerRadius = fromFrame.height / 2, masksToBounds = true, contents = "product.png" }
window:addSublayer(layer)

local halfWidth = fromFrame.width / 2
local badgeFrame = badge.frame
local endPoint = {x = badgeFrame.x + badgeFrame.width / 2, y = badgeFrame.y + badgeFrame.height}
local controlPoint1 = {x = fromFrame.x + halfWidth, y = fromFrame.y + halfWidth}
local controlPoint2 = {x = 30, y = fromFrame.y + fromFrame.height}

local delegate = {}

local function breathAnimation()
  badge:addAnimation(BasicAnimation{ keyPath = "transform.scale", fromValue = 1, toValue = breathScale,
                                     repeatCount = 1, autoreverses = true, duration = breathDuration,
                                     removedOnCompletion = false, delegate = delegate }, "countBreath")
end

local function scaleAnimation()
  badge:addAnimation(BasicAnimation{ keyPath = "transform.scale", fromValue = 0, toValue = 1,
                                     removedOnCompletion = false, delegate = delegate,
                                     duration = appearDuration }, "countSalce")
end

function delegate.animationDidStop(anim, finished)
  if anim == layer:animation("addCartGroup") then
    -- groups.isRemovedOnCompletion = false is what makes this comparison work.
    layer:removeFromSuperlayer()
    if badge.hidden then
      badge.hidden = false
      scaleAnimation()
    else
      breathAnimation()
    end
  elseif anim == badge:animation("countSalce") then
    breathAnimation()
  elseif anim == badge:animation("countBreath") then
    log("animationDidCompete: the badge has breathed")
  end
end

layer:addAnimation(BasicAnimation{ keyPath = "opacity", fromValue = 0, toValue = 1, duration = fadeDuration },
                   "alphaAnimation")

local path = Path():moveTo(layer.position.x, layer.position.y)
                   :curveTo(endPoint.x, endPoint.y, controlPoint1.x, controlPoint1.y, controlPoint2.x, controlPoint2.y)
layer:addAnimation(AnimationGroup{
  animations = {
    KeyframeAnimation{ keyPath = "position", path = path },
    BasicAnimation{ keyPath = "transform.scale", fromValue = 1, toValue = 0.2, timingFunction = "easeInEaseOut" },
  },
  duration = flyDuration,
  delegate = delegate,
  fillMode = "forwards",
  removedOnCompletion = false,
}, "addCartGroup")
