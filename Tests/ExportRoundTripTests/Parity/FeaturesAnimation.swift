// FeaturesAnimation.swift — Core Animation code for Tests/ExportRoundTripTests/Fixtures/features.lua, written by `cartlua export`.
// Params: none.
// Screen: 375 × 812 points.
//
// What the script did in one run, with every value resolved: the layers it made, each animation
// it added (under its key, at its moment), its after() calls as `clock.after` and its delegates
// as Delegate objects doing what the script's delegates did at that time; the parity case below
// runs both at cartlua's virtual times (on a device, the plain `--swift` export runs alone).

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

    /// The parity case's clock: the delayed calls wait on it, and the case runs them at cartlua's times.
    let clock = ParityClock()
    /// Every layer, in the order cartlua first saw it: the case's table names a layer by its place here.
    var allLayers: [CALayer] { [window, card, layer1, badge, ghost] }

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
        blink.beginTime = layer1.convertTime(CACurrentMediaTime(), from: nil) + 0.15
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

        clock.after(0.3) { [self] in
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

                    clock.after(0.1) { [self] in
                        // t = 0.9 s
                        ghost.removeFromSuperlayer()
                    }
                }
            )
            ghost.add(grow, forKey: "grow")

            clock.after(0.25) {
                // t = 0.55 s
                print("quarter past")
            }
        }
    }
}

extension FeaturesAnimation {
    /// Stands for the script's delegates: an animation that had one gets its own Delegate, whose
    /// closures do what the script's delegate did when that animation started or stopped. The parity
    /// case calls them at cartlua's times; Core Animation's own calls on a paused tree are not used.
    @MainActor final class Delegate: NSObject, CAAnimationDelegate {
        /// Every Delegate made since the case emptied it, in the order made.
        static var made: [Delegate] = []
        let didStart: (() -> Void)?
        let didStop: ((Bool) -> Void)?

        init(didStart: (() -> Void)? = nil, didStop: ((Bool) -> Void)? = nil) {
            self.didStart = didStart
            self.didStop = didStop
            super.init()
            Self.made.append(self)
        }
    }
}

extension FeaturesAnimation {
    /// DispatchQueue.main for the parity case: `after` keeps a call with its due time (the case's
    /// `now` plus the delay; a negative delay is due now, as `asyncAfter` runs a past deadline at
    /// once), and `next()` takes the call due first, the first scheduled among equal times (the
    /// main queue's order, and cartlua's). Times within a microsecond are equal: cartlua counts
    /// time in whole ticks, the sums here are Doubles.
    @MainActor final class ParityClock {
        static let tolerance = 1e-6
        /// The virtual time of the code running now, in seconds (the case sets it).
        var now = 0.0
        private(set) var pending: [(due: Double, work: () -> Void)] = []

        func after(_ delay: Double, _ work: @escaping () -> Void) {
            pending.append((now + max(delay, 0), work))
        }

        func next() -> (due: Double, work: () -> Void)? {
            guard let first = pending.map(\.due).min(),
                  let i = pending.firstIndex(where: { $0.due <= first + Self.tolerance }) else { return nil }
            return pending.remove(at: i)
        }
    }
}
