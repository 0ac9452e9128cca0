-- text.lua — CATextLayer for the export round trip: every text property set, fontSize and
-- foregroundColor animated, the string and attributes changed in a callback.
local title = TextLayer{ name = "title", frame = {x = 20, y = 80, width = 200, height = 60}, string = "Added to cart",
                         font = "Courier", fontSize = 18, foregroundColor = "#222222", alignmentMode = "justified",
                         isWrapped = true, truncationMode = "middle", contentsScale = 2, backgroundColor = "#eeeeee" }
local plain = TextLayer{ position = {x = 100, y = 300}, bounds = {x = 0, y = 0, width = 40, height = 40} }
window:addSublayer(title)
window:addSublayer(plain)

title:addAnimation(BasicAnimation{ keyPath = "foregroundColor", fromValue = "#000000", toValue = "#ff3b30",
                                   duration = 0.5, autoreverses = true }, "flash")
plain:addAnimation(KeyframeAnimation{ keyPath = "fontSize", values = {12, 40, 24}, keyTimes = {0, 0.3, 1},
                                      duration = 0.8, fillMode = "forwards", removedOnCompletion = false }, "grow")

after(0.25, function()
  title.string = "1 item"
  title.foregroundColor = nil
  title.isWrapped = false
  title.alignmentMode = "right"
  plain.string = "+1"
  plain.truncationMode = "end"
end)
