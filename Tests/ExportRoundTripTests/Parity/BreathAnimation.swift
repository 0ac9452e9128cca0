// BreathAnimation.swift — Core Animation code for Scripts/breath.lua, written by `cartlua export`.
// Params: fadeDuration = 1 / 6, flyDuration = 2 / 3, appearDuration = 1 / 6, breathDuration = 1 / 12, breathScale = 1.2, badgeHidden = true.
// Screen: 375 × 812 points.
//
// What the script did in one run, with every value resolved: the layers it made, each animation
// it added (under its key, at its moment), its after() calls as `clock.after` and its delegates
// as Delegate objects doing what the script's delegates did at that time; the parity case below
// runs both at cartlua's virtual times (on a device, the plain `--swift` export runs alone).

import UIKit

/// The motion of breath.lua. `window` stands for the script's `window`: a layer as big as the
/// screen (375 × 812 points) that the positions below are in, such as
/// `view.window!.layer`. Call `start()` once; times in comments are seconds after it.
@MainActor
final class BreathAnimation {
    let window: CALayer
    let badge = CALayer()
    let flyingImage = CALayer()

    /// The parity case's clock: the delayed calls wait on it, and the case runs them at cartlua's times.
    let clock = ParityClock()
    /// Every layer, in the order cartlua first saw it: the case's table names a layer by its place here.
    var allLayers: [CALayer] { [window, badge, flyingImage] }

    init(window: CALayer) {
        self.window = window
    }

    /// The script's top level (t = 0 s).
    func start() {
        badge.name = "badge"
        badge.frame = CGRect(x: 290, y: 742, width: 20, height: 20)
        badge.isHidden = true
        badge.backgroundColor = UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1).cgColor
        badge.cornerRadius = 10
        badge.contents = UIImage(named: "1")?.cgImage

        flyingImage.name = "flyingImage"
        flyingImage.frame = CGRect(x: 24, y: 320, width: 80, height: 80)
        flyingImage.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
        flyingImage.cornerRadius = 40
        flyingImage.masksToBounds = true
        flyingImage.contents = UIImage(named: "product.png")?.cgImage
        flyingImage.contentsGravity = .resizeAspectFill

        window.addSublayer(badge)
        window.addSublayer(flyingImage)

        let alphaAnimation = CABasicAnimation(keyPath: "opacity")
        alphaAnimation.fromValue = 0
        alphaAnimation.toValue = 1
        alphaAnimation.duration = 1 / 6
        flyingImage.add(alphaAnimation, forKey: "alphaAnimation")

        let path = UIBezierPath()
        path.move(to: CGPoint(x: 64, y: 360))
        path.addCurve(to: CGPoint(x: 300, y: 762), controlPoint1: CGPoint(x: 64, y: 360), controlPoint2: CGPoint(x: 30, y: 400))
        let position = CAKeyframeAnimation(keyPath: "position")
        position.path = path.cgPath

        let scale = CABasicAnimation(keyPath: "transform.scale")
        scale.fromValue = 1
        scale.toValue = 0.2
        scale.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)

        let addCartGroup = CAAnimationGroup()
        addCartGroup.animations = [position, scale]
        addCartGroup.duration = 2 / 3
        addCartGroup.fillMode = .forwards
        addCartGroup.isRemovedOnCompletion = false
        addCartGroup.delegate = Delegate(didStop: { [weak self] _ in
            guard let self else { return }
            // t ≈ 0.6667 s, finished = true
            flyingImage.removeFromSuperlayer()
            badge.isHidden = false

            let countSalce = CABasicAnimation(keyPath: "transform.scale")
            countSalce.fromValue = 0
            countSalce.toValue = 1
            countSalce.duration = 1 / 6
            countSalce.isRemovedOnCompletion = false
            countSalce.delegate = Delegate(didStop: { [weak self] _ in
                guard let self else { return }
                // t ≈ 0.8333 s, finished = true
                let countBreath = CABasicAnimation(keyPath: "transform.scale")
                countBreath.fromValue = 1
                countBreath.toValue = 1.2
                countBreath.duration = 1 / 12
                countBreath.repeatCount = 1
                countBreath.autoreverses = true
                countBreath.isRemovedOnCompletion = false
                countBreath.delegate = Delegate(didStop: { _ in
                    // t = 1 s, finished = true
                    print("animationDidCompete: the badge has breathed")
                })
                badge.add(countBreath, forKey: "countBreath")
            })
            badge.add(countSalce, forKey: "countSalce")
        })
        flyingImage.add(addCartGroup, forKey: "addCartGroup")
    }
}

extension BreathAnimation {
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

extension BreathAnimation {
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
