// TextAnimation.swift — Core Animation code for Tests/ExportRoundTripTests/Fixtures/text.lua, written by `cartlua export`.
// Params: none.
// Screen: 375 × 812 points.
//
// What the script did in one run, with every value resolved: the layers it made, each animation
// it added (under its key, at its moment), its after() calls as DispatchQueue.main.asyncAfter,
// and its delegates as Delegate objects doing what the script's delegates did at that time.

import UIKit

/// The motion of text.lua. `window` stands for the script's `window`: a layer as big as the
/// screen (375 × 812 points) that the positions below are in, such as
/// `view.window!.layer`. Call `start()` once; times in comments are seconds after it.
@MainActor
final class TextAnimation {
    let window: CALayer
    let title = CATextLayer()
    let layer1 = CATextLayer()

    init(window: CALayer) {
        self.window = window
    }

    /// The script's top level (t = 0 s).
    func start() {
        title.name = "title"
        title.frame = CGRect(x: 20, y: 80, width: 200, height: 60)
        title.backgroundColor = UIColor(red: 238 / 255, green: 238 / 255, blue: 238 / 255, alpha: 1).cgColor
        title.string = "Added to cart"
        title.font = "Courier" as CFString
        title.fontSize = 18
        title.foregroundColor = UIColor(red: 34 / 255, green: 34 / 255, blue: 34 / 255, alpha: 1).cgColor
        title.alignmentMode = .justified
        title.isWrapped = true
        title.truncationMode = .middle
        title.contentsScale = 2

        layer1.name = "layer1"
        layer1.frame = CGRect(x: 80, y: 280, width: 40, height: 40)

        window.addSublayer(title)
        window.addSublayer(layer1)

        let flash = CABasicAnimation(keyPath: "foregroundColor")
        flash.fromValue = UIColor(red: 0, green: 0, blue: 0, alpha: 1).cgColor
        flash.toValue = UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1).cgColor
        flash.duration = 0.5
        flash.autoreverses = true
        title.add(flash, forKey: "flash")

        let grow = CAKeyframeAnimation(keyPath: "fontSize")
        grow.values = [12, 40, 24]
        grow.keyTimes = [0, 0.3, 1]
        grow.duration = 0.8
        grow.fillMode = .forwards
        grow.isRemovedOnCompletion = false
        layer1.add(grow, forKey: "grow")

        DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { [self] in
            // t = 0.25 s
            title.string = "1 item"
            title.foregroundColor = nil
            title.alignmentMode = .right
            title.isWrapped = false
            layer1.string = "+1"
            layer1.truncationMode = .end
        }
    }
}
