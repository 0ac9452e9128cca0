// FeaturesAnimation.swift — Core Animation code for Tests/ExportRoundTripTests/Fixtures/features.lua, written by `cartlua export`.
// Params: none.
// Screen: 375 × 812 points.
//
// What the script did in one run, with every value resolved: the layers it made, each animation
// it added (under its key, at its moment), its after() calls as DispatchQueue.main.asyncAfter,
// and its delegates as Delegate objects doing what the script's delegates did at that time.

import UIKit

/// The motion of features.lua. `window` stands for the script's `window`: a layer as big as the
/// screen (375 × 812 points) that the positions below are in, such as
/// `view.window!.layer`. Call `start()` once; times in comments are seconds after it.
@MainActor
final class FeaturesAnimation {
    let window: CALayer
    let card = CALayer()
    let layer1 = CALayer()
    let badge = CALayer()
    let ghost = CALayer()

    init(window: CALayer) {
        self.window = window
    }

    /// The script's top level (t = 0 s).
    func start() {
        card.name = "card"
        card.frame = CGRect(x: 20, y: 100, width: 120, height: 80)
        card.zPosition = 2
        card.opacity = 0.9
        card.backgroundColor = UIColor(red: 51 / 255, green: 102 / 255, blue: 153 / 255, alpha: 204 / 255).cgColor
        card.cornerRadius = 10

        layer1.name = "layer1"
        layer1.anchorPoint = CGPoint(x: 0, y: 1)
        layer1.frame = CGRect(x: 50, y: 42, width: 8, height: 8)

        badge.name = "badge"
        badge.transform = CATransform3DMakeScale(2, 2, 1)
        badge.frame = CGRect(x: 176, y: 276, width: 48, height: 48)

        window.addSublayer(card)
        window.addSublayer(badge)
        card.addSublayer(layer1)

        let drop = CASpringAnimation(keyPath: "position.y")
        drop.fromValue = 140
        drop.toValue = 400
        drop.mass = 1.5
        drop.stiffness = 120
        drop.damping = 8
        drop.initialVelocity = 2
        drop.duration = 1.2
        drop.fillMode = .both
        card.add(drop, forKey: "drop")

        let blink = CAKeyframeAnimation(keyPath: "opacity")
        blink.values = [0, 1, 0.3, 1]
        blink.keyTimes = [0, 0.2, 0.7, 1]
        blink.timingFunctions = [
            CAMediaTimingFunction(name: .easeOut),
            CAMediaTimingFunction(controlPoints: 0.3, 0.1, 0.2, 1),
            CAMediaTimingFunction(name: .linear),
        ]
        blink.duration = 0.8
        blink.beginTime = CACurrentMediaTime() + 0.15
        blink.repeatCount = 2.5
        blink.autoreverses = true
        layer1.add(blink, forKey: "blink")

        let turn = CABasicAnimation(keyPath: "transform.rotation")
        turn.byValue = CGFloat.pi / 2
        turn.isAdditive = true
        turn.duration = 0.4
        turn.timeOffset = 0.1
        turn.speed = 2
        badge.add(turn, forKey: "turn")

        let hop = CAKeyframeAnimation(keyPath: "position")
        hop.values = [
            NSValue(cgPoint: CGPoint(x: 200, y: 300)),
            NSValue(cgPoint: CGPoint(x: 210, y: 320)),
            NSValue(cgPoint: CGPoint(x: 180, y: 310)),
        ]
        hop.calculationMode = .discrete
        hop.duration = 0.6
        badge.add(hop, forKey: "hop")

        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { [self] in
            // t = 0.3 s
            ghost.name = "ghost"
            ghost.frame = CGRect(x: 0, y: 0, width: 30, height: 30)

            window.insertSublayer(ghost, at: 0)
            card.backgroundColor = UIColor(red: 1, green: 136 / 255, blue: 0, alpha: 1).cgColor
            badge.removeAnimation(forKey: "hop")

            let grow = CABasicAnimation(keyPath: "bounds.size.width")
            grow.toValue = 90
            grow.duration = 0.5
            grow.delegate = Delegate(
                didStart: {
                    // t = 0.3 s
                    print("ghost grows")
                },
                didStop: { [self] _ in
                    // t = 0.8 s, finished = true
                    ghost.position = CGPoint(x: 45, y: 45)

                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { [self] in
                        // t = 0.9 s
                        ghost.removeFromSuperlayer()
                    }
                }
            )
            ghost.add(grow, forKey: "grow")

            DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {
                // t = 0.55 s
                print("quarter past")
            }
        }
    }
}

extension FeaturesAnimation {
    /// Stands for the script's delegates: an animation that had one gets its own Delegate,
    /// whose closures do what the script's delegate did when that animation started or stopped.
    final class Delegate: NSObject, CAAnimationDelegate {
        private let didStart: (() -> Void)?
        private let didStop: ((Bool) -> Void)?

        init(didStart: (() -> Void)? = nil, didStop: ((Bool) -> Void)? = nil) {
            self.didStart = didStart
            self.didStop = didStop
            super.init()
        }

        func animationDidStart(_ anim: CAAnimation) {
            didStart?()
        }

        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            didStop?(flag)
        }
    }
}
