// ParabolaAnimation.swift — Core Animation code for Scripts/parabola.lua, written by `cartlua export`.
// Params: duration = 1, controlPointEY = 100, spin = 10 * .pi, endScale = 0.2, endOpacity = 0.1.
// Screen: 375 × 812 points.
//
// What the script did in one run, with every value resolved: the layers it made, each animation
// it added (under its key, at its moment), its after() calls as `clock.after` and its delegates
// as Delegate objects doing what the script's delegates did at that time; the parity case below
// runs both at cartlua's virtual times (on a device, the plain `--swift` export runs alone).

import UIKit

/// The motion of parabola.lua. `window` stands for the script's `window`: a layer as big as the
/// screen (375 × 812 points) that the positions below are in, such as
/// `view.window!.layer`. Call `start()` once; times in comments are seconds after it.
@MainActor
final class ParabolaAnimation {
    let window: CALayer
    let cell = CALayer()
    let buyButton = CALayer()
    let tabBar = CALayer()
    let cart = CALayer()
    let flyingLabel = CATextLayer()

    /// The parity case's clock: the delayed calls wait on it, and the case runs them at cartlua's times.
    let clock = ParityClock()
    /// Every layer, in the order cartlua first saw it: the case's table names a layer by its place here.
    var allLayers: [CALayer] { [window, cell, buyButton, tabBar, cart, flyingLabel] }

    init(window: CALayer) {
        self.window = window
    }

    /// The script's top level (t = 0 s).
    func start() {
        cell.name = "cell"
        cell.frame = CGRect(x: 0, y: 220, width: 375, height: 120)
        cell.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1).cgColor

        buyButton.name = "buyButton"
        buyButton.frame = CGRect(x: 279, y: 40, width: 80, height: 40)
        buyButton.backgroundColor = UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1).cgColor
        buyButton.cornerRadius = 6
        buyButton.contents = UIImage(named: "+1")?.cgImage

        tabBar.name = "tabBar"
        tabBar.frame = CGRect(x: 0, y: 729, width: 375, height: 83)
        tabBar.backgroundColor = UIColor(red: 248 / 255, green: 248 / 255, blue: 248 / 255, alpha: 1).cgColor

        cart.name = "cart"
        cart.frame = CGRect(x: 215, y: 6, width: 40, height: 40)
        cart.contents = UIImage(named: "cart.png")?.cgImage

        flyingLabel.name = "flyingLabel"
        flyingLabel.frame = CGRect(x: 279, y: 260, width: 80, height: 40)
        flyingLabel.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
        flyingLabel.string = "+1"
        flyingLabel.alignmentMode = .center
        flyingLabel.isWrapped = true
        flyingLabel.contentsScale = 3

        window.addSublayer(cell)
        window.addSublayer(tabBar)
        window.addSublayer(flyingLabel)
        cell.addSublayer(buyButton)
        tabBar.addSublayer(cart)

        let path = UIBezierPath()
        path.move(to: CGPoint(x: 319, y: 280))
        path.addCurve(to: CGPoint(x: 235, y: 755), controlPoint1: CGPoint(x: 298, y: 180), controlPoint2: CGPoint(x: 256, y: 180))
        let position = CAKeyframeAnimation(keyPath: "position")
        position.path = path.cgPath

        let rotation = CABasicAnimation(keyPath: "transform.rotation")
        rotation.fromValue = 0
        rotation.toValue = 10 * CGFloat.pi
        rotation.timingFunction = CAMediaTimingFunction(name: .easeIn)

        let scale = CABasicAnimation(keyPath: "transform.scale")
        scale.fromValue = 1
        scale.toValue = 0.2
        scale.isRemovedOnCompletion = false

        let opacity = CABasicAnimation(keyPath: "opacity")
        opacity.fromValue = 1
        opacity.toValue = 0.1
        opacity.isRemovedOnCompletion = false

        let group = CAAnimationGroup()
        group.animations = [position, rotation, scale, opacity]
        group.duration = 1
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        group.delegate = Delegate(didStop: { [weak self] _ in
            guard let self else { return }
            // t = 1 s, finished = true
            flyingLabel.removeFromSuperlayer()
            print("the label reached the cart")
        })
        flyingLabel.add(group, forKey: "group")
    }
}

extension ParabolaAnimation {
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

extension ParabolaAnimation {
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
