// AddcartAnimation.swift — Core Animation code for Scripts/addcart.lua, written by `cartlua export`.
// Params: duration = 0.5, endScale = 0.4, turnTime = 0.15.
// Screen: 375 × 812 points.
//
// What the script did in one run, with every value resolved: the layers it made, each animation
// it added (under its key, at its moment), its after() calls as `clock.after` and its delegates
// as Delegate objects doing what the script's delegates did at that time; the parity case below
// runs both at cartlua's virtual times (on a device, the plain `--swift` export runs alone).

import UIKit

/// The motion of addcart.lua. `window` stands for the script's `window`: a layer as big as the
/// screen (375 × 812 points) that the positions below are in, such as
/// `view.window!.layer`. Call `start()` once; times in comments are seconds after it.
@MainActor
final class AddcartAnimation {
    let window: CALayer
    let cart = CALayer()
    let moveView = CALayer()

    /// The parity case's clock: the delayed calls wait on it, and the case runs them at cartlua's times.
    let clock = ParityClock()
    /// Every layer, in the order cartlua first saw it: the case's table names a layer by its place here.
    var allLayers: [CALayer] { [window, cart, moveView] }

    init(window: CALayer) {
        self.window = window
    }

    /// The script's top level (t = 0 s).
    func start() {
        cart.name = "cart"
        cart.frame = CGRect(x: 296, y: 748, width: 44, height: 44)
        cart.contents = UIImage(named: "cart.png")?.cgImage

        moveView.name = "moveView"
        moveView.frame = CGRect(x: 60, y: 390, width: 60, height: 60)
        moveView.backgroundColor = UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1).cgColor
        moveView.cornerRadius = 8
        moveView.contents = UIImage(named: "product.png")?.cgImage

        window.addSublayer(cart)
        window.addSublayer(moveView)

        let path = UIBezierPath()
        path.move(to: CGPoint(x: 90, y: 420))
        path.addCurve(to: CGPoint(x: 318, y: 770), controlPoint1: CGPoint(x: 90, y: 420), controlPoint2: CGPoint(x: 40, y: 220))
        let position = CAKeyframeAnimation(keyPath: "position")
        position.path = path.cgPath
        position.timingFunction = CAMediaTimingFunction(name: .easeIn)

        let rotationZ = CABasicAnimation(keyPath: "transform.rotation.z")
        rotationZ.toValue = 2 * CGFloat.pi
        rotationZ.isCumulative = true
        rotationZ.duration = 0.15
        rotationZ.repeatCount = .greatestFiniteMagnitude

        let scale = CABasicAnimation(keyPath: "transform.scale")
        scale.fromValue = 1
        scale.toValue = 0.4
        scale.timingFunction = CAMediaTimingFunction(name: .linear)

        let group = CAAnimationGroup()
        group.animations = [position, rotationZ, scale]
        group.duration = 0.5
        group.delegate = Delegate(didStop: { _ in
            // t = 0.5 s, finished = true
            print("addCartFinished")
        })
        moveView.add(group, forKey: nil)
    }
}

extension AddcartAnimation {
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

extension AddcartAnimation {
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
