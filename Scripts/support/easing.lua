-- support/easing.lua — values the regression scripts derive by hand, computed independently of
-- the engine (never with cartlua's own solver).
local M = {}

-- ease-in y(x) by bisection on the Bézier (0.42, 0) (1, 1); 0.42 as a Float, as Core Animation
-- stores it.
function M.easeIn(x)
  local x1 = 0.41999998688697815
  local function bx(t) return 3 * (1 - t) ^ 2 * t * x1 + 3 * (1 - t) * t * t + t ^ 3 end
  local lo, hi = 0, 1
  for _ = 1, 80 do
    local m = (lo + hi) / 2
    if bx(m) < x then lo = m else hi = m end
  end
  local t = (lo + hi) / 2
  return 3 * (1 - t) * t * t + t ^ 3
end

return M
