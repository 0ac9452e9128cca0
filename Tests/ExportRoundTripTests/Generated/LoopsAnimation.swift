// LoopsAnimation.swift — Core Animation code for Tests/ExportRoundTripTests/Fixtures/loops.lua, written by `cartlua export`.
// Params: none.
// Screen: 375 × 812 points.
//
// What the script did in one run, with every value resolved: the layers it made, each animation
// it added (under its key, at its moment), its after() calls as DispatchQueue.main.asyncAfter,
// and its delegates as Delegate objects doing what the script's delegates did at that time.

import UIKit

/// The motion of loops.lua. `window` stands for the script's `window`: a layer as big as the
/// screen (375 × 812 points) that the positions below are in, such as
/// `view.window!.layer`. Call `start()` once; times in comments are seconds after it.
@MainActor
final class LoopsAnimation {
    let window: CALayer
    let particles = (1...8).map { _ in CALayer() }
    let tabBar = CALayer()
    let tabItems = (1...4).map { _ in CALayer() }

    init(window: CALayer) {
        self.window = window
    }

    /// The script's top level (t = 0 s).
    func start() {
        for (i, particle) in particles.enumerated() {
            particle.name = "particle\(i + 1)"
            particle.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            particle.position = CGPoint(x: 187.5, y: 300)
            particle.backgroundColor = UIColor(red: 1, green: 204 / 255, blue: 0, alpha: 1).cgColor
            particle.cornerRadius = 5
            window.addSublayer(particle)
        }

        tabBar.name = "tabBar"
        tabBar.frame = CGRect(x: 0, y: 729, width: 375, height: 83)
        tabBar.backgroundColor = UIColor(red: 248 / 255, green: 248 / 255, blue: 248 / 255, alpha: 1).cgColor

        for (i, tabItem) in tabItems.enumerated() {
            tabItem.name = "tabItem\(i + 1)"
            tabItem.bounds = CGRect(x: 0, y: 0, width: 46, height: 46)
            tabItem.position = CGPoint(x: CGFloat(i) * 93.75 + 47, y: 29)
            tabItem.contents = UIImage(named: "tab.png")?.cgImage
            tabBar.addSublayer(tabItem)
        }

        window.addSublayer(tabBar)

        let toValueX: [CGFloat] = [
            307.5, 272.3528137423857, 187.5, 102.64718625761431, 67.5, 102.64718625761428,
            187.49999999999997, 272.3528137423857,
        ]
        let toValueY: [CGFloat] = [
            300, 384.8528137423857, 420, 384.8528137423857, 300, 215.1471862576143, 180, 215.1471862576143,
        ]
        for (i, particle) in particles.enumerated() {
            let burst = CABasicAnimation(keyPath: "position")
            burst.toValue = NSValue(cgPoint: CGPoint(x: toValueX[i], y: toValueY[i]))
            burst.duration = 0.6
            burst.timingFunction = CAMediaTimingFunction(name: .easeOut)
            burst.fillMode = .forwards
            burst.isRemovedOnCompletion = false
            particle.add(burst, forKey: "burst")
        }

        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) { [self] in
            // t = 0.6 s
            let now = CACurrentMediaTime()

            for (i, particle) in particles.enumerated() {
                let opacity = CABasicAnimation(keyPath: "opacity")
                opacity.fromValue = 1
                opacity.toValue = 0

                let fade = CAAnimationGroup()
                fade.animations = [opacity]
                fade.duration = 0.3
                fade.beginTime = now + Double(i + 1) * 0.05
                fade.fillMode = .backwards
                particle.add(fade, forKey: "fade")
            }
        }
    }
}
