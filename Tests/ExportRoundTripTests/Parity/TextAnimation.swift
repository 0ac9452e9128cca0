// TextAnimation.swift — Core Animation code for Tests/ExportRoundTripTests/Fixtures/text.lua, written by `cartlua export`.
// Params: none.
// Screen: 375 × 812 points.
//
// What the script did in one run, with every value resolved: the layers it made, each animation
// it added (under its key, at its moment), its after() calls as `clock.after` and its delegates
// as Delegate objects doing what the script's delegates did at that time; the parity case below
// runs both at cartlua's virtual times (on a device, the plain `--swift` export runs alone).

import UIKit

/// The motion of text.lua. `window` stands for the script's `window`: a layer as big as the
/// screen (375 × 812 points) that the positions below are in, such as
/// `view.window!.layer`. Call `start()` once; times in comments are seconds after it.
@MainActor
final class TextAnimation {
    let window: CALayer
    let title = CATextLayer()
    let layer1 = CATextLayer()

    /// The parity case's clock: the delayed calls wait on it, and the case runs them at cartlua's times.
    let clock = ParityClock()
    /// Every layer, in the order cartlua first saw it: the case's table names a layer by its place here.
    var allLayers: [CALayer] { [window, title, layer1] }

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

        clock.after(0.25) { [self] in
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

extension TextAnimation {
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

extension TextAnimation {
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
