-- coins.lua — seed 003, "iOS 金币入袋（收金币）动画" (HHShootButton): a stream of coins
-- flies from a button into the bag, one every `timeSpace` seconds, each removed as it lands.
--
-- The seed's numbers are the params' defaults (ShootButtonSetting.defaultSetting): 10 coins,
-- 0.1 s apart, 1 s each, along a curve, calculationMode paced.

local totalCount = param("totalCount", 10, "how many coins fly (totalCount)")
local timeSpace = param("timeSpace", 0.1, "seconds between two coins (timeSpace)")
local duration = param("duration", 1.0, "flight time of one coin in seconds (duration)")
local animationType = param("animationType", "curve", "'curve' (a quad curve) or 'line' (animationType)")
assert(animationType == "curve" or animationType == "line", "animationType must be 'curve' or 'line'")

-- The seed's demo: HHShootButton at (10, 300, 80, 80), flying to the icon's centre.
local button = Layer{ name = "button", frame = {x = 10, y = 300, width = 80, height = 80},
                      backgroundColor = "#ffd54f", cornerRadius = 40 }
local bag = Layer{ name = "bag", position = {x = 300, y = 120}, bounds = {x = 0, y = 0, width = 64, height = 64},
                   backgroundColor = "#8d6e63", cornerRadius = 12, contents = "bag.png" }
window:addSublayer(button)
window:addSublayer(bag)

-- The coins are sublayers of the button, so the seed turns the end point into the button's
-- space: point = endPoint − frame.origin.
local frame = button.frame
local point = {x = bag.position.x - frame.x, y = bag.position.y - frame.y}
local start = {x = frame.width / 2, y = frame.height / 2}

local function shoot(i)
  local coin = Layer{ name = "coin" .. i, position = start, bounds = {x = 0, y = 0, width = 32, height = 32},
                      backgroundColor = "#ffc107", cornerRadius = 16, contents = "coin.png" }
  button:addSublayer(coin)
  local path = Path():moveTo(start.x, start.y)
  if animationType == "line" then
    path:lineTo(point.x, point.y)
  else
    -- The seed's control point is (point.x, self.center.y): point is in the button's space but
    -- self.center is the button's centre in its superview's space. The two spaces are mixed in
    -- the seed; we keep its numbers, so the curve matches the app.
    path:quadCurveTo(point.x, point.y, point.x, button.position.y)
  end
  coin:addAnimation(KeyframeAnimation{
    keyPath = "position",
    path = path,
    duration = duration,
    calculationMode = "paced",
    delegate = {
      animationDidStop = function(anim, finished)
        if finished then
          coin:removeFromSuperlayer()
          log("coin " .. i .. " landed")
        end
      end,
    },
  }, "position")
end

-- dispatch_after(i × timeSpace): the coins leave one after another.
for i = 1, totalCount do
  after((i - 1) * timeSpace, function() shoot(i) end)
end
