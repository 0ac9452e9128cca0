// SpringsAnimation.swift — Core Animation code for Tests/ExportRoundTripTests/Fixtures/springs.lua, written by `cartlua export`.
// Params: none.
// Screen: 375 × 812 points.
//
// What the script did in one run, with every value resolved: the layers it made, each animation
// it added (under its key, at its moment), its after() calls as `clock.after` and its delegates
// as Delegate objects doing what the script's delegates did at that time; the parity case below
// runs both at cartlua's virtual times (on a device, the plain `--swift` export runs alone).

import UIKit

/// The motion of springs.lua. `window` stands for the script's `window`: a layer as big as the
/// screen (375 × 812 points) that the positions below are in, such as
/// `view.window!.layer`. Call `start()` once; times in comments are seconds after it.
@MainActor
final class SpringsAnimation {
    let window: CALayer
    let bouncy = CALayer()
    let smooth = CALayer()
    let gentle = CALayer()
    let changed = CALayer()
    let classic = CALayer()

    /// The parity case's clock: the delayed calls wait on it, and the case runs them at cartlua's times.
    let clock = ParityClock()
    /// Every layer, in the order cartlua first saw it: the case's table names a layer by its place here.
    var allLayers: [CALayer] { [window, bouncy, smooth, gentle, changed, classic] }

    init(window: CALayer) {
        self.window = window
    }

    /// The script's top level (t = 0 s).
    func start() {
        bouncy.name = "bouncy"
        bouncy.frame = CGRect(x: 25, y: 85, width: 30, height: 30)
        bouncy.backgroundColor = UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1).cgColor
        bouncy.cornerRadius = 15

        smooth.name = "smooth"
        smooth.frame = CGRect(x: 25, y: 145, width: 30, height: 30)
        smooth.backgroundColor = UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1).cgColor
        smooth.cornerRadius = 15

        gentle.name = "gentle"
        gentle.frame = CGRect(x: 25, y: 205, width: 30, height: 30)
        gentle.backgroundColor = UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1).cgColor
        gentle.cornerRadius = 15

        changed.name = "changed"
        changed.frame = CGRect(x: 25, y: 265, width: 30, height: 30)
        changed.backgroundColor = UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1).cgColor
        changed.cornerRadius = 15

        classic.name = "classic"
        classic.frame = CGRect(x: 25, y: 325, width: 30, height: 30)
        classic.backgroundColor = UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1).cgColor
        classic.cornerRadius = 15

        window.addSublayer(bouncy)
        window.addSublayer(smooth)
        window.addSublayer(gentle)
        window.addSublayer(changed)
        window.addSublayer(classic)

        let slide = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        slide.keyPath = "position.x"
        slide.fromValue = 40
        slide.toValue = 300
        slide.duration = 0.8447440919717941
        bouncy.add(slide, forKey: "slide")

        let positionX = CASpringAnimation(perceptualDuration: 0.4, bounce: 0)
        positionX.keyPath = "position.x"
        positionX.fromValue = 40
        positionX.toValue = 300
        positionX.duration = 1
        smooth.add(positionX, forKey: "slide")

        let gentlePositionX = CASpringAnimation(perceptualDuration: 0.6, bounce: -0.4)
        gentlePositionX.keyPath = "position.x"
        gentlePositionX.fromValue = 40
        gentlePositionX.toValue = 300
        gentlePositionX.allowsOverdamping = true
        gentlePositionX.duration = 1
        gentle.add(gentlePositionX, forKey: "slide")

        let pop = CASpringAnimation(keyPath: "transform.scale")
        pop.fromValue = 0.5
        pop.toValue = 1
        pop.stiffness = 438.6490844928604
        pop.damping = 4
        pop.duration = 0.8
        changed.add(pop, forKey: "pop")

        let fade = CASpringAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.mass = 2
        fade.stiffness = 300
        fade.damping = 12
        fade.duration = 1
        classic.add(fade, forKey: "fade")
    }
}

extension SpringsAnimation {
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

extension SpringsAnimation {
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
