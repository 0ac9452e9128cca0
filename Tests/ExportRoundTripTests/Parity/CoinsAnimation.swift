// CoinsAnimation.swift — Core Animation code for Scripts/coins.lua, written by `cartlua export`.
// Params: totalCount = 10, timeSpace = 0.1, duration = 1, animationType = "curve".
// Screen: 375 × 812 points.
//
// What the script did in one run, with every value resolved: the layers it made, each animation
// it added (under its key, at its moment), its after() calls as `clock.after` and its delegates
// as Delegate objects doing what the script's delegates did at that time; the parity case below
// runs both at cartlua's virtual times (on a device, the plain `--swift` export runs alone).

import UIKit

/// The motion of coins.lua. `window` stands for the script's `window`: a layer as big as the
/// screen (375 × 812 points) that the positions below are in, such as
/// `view.window!.layer`. Call `start()` once; times in comments are seconds after it.
@MainActor
final class CoinsAnimation {
    let window: CALayer
    let button = CALayer()
    let bag = CALayer()
    let coins = (1...10).map { _ in CALayer() }

    /// The parity case's clock: the delayed calls wait on it, and the case runs them at cartlua's times.
    let clock = ParityClock()
    /// Every layer, in the order cartlua first saw it: the case's table names a layer by its place here.
    var allLayers: [CALayer] { [window, button, bag] + coins }

    init(window: CALayer) {
        self.window = window
    }

    /// The script's top level (t = 0 s).
    func start() {
        button.name = "button"
        button.frame = CGRect(x: 10, y: 300, width: 80, height: 80)
        button.backgroundColor = UIColor(red: 1, green: 213 / 255, blue: 79 / 255, alpha: 1).cgColor
        button.cornerRadius = 40

        bag.name = "bag"
        bag.frame = CGRect(x: 268, y: 88, width: 64, height: 64)
        bag.backgroundColor = UIColor(red: 141 / 255, green: 110 / 255, blue: 99 / 255, alpha: 1).cgColor
        bag.cornerRadius = 12
        bag.contents = UIImage(named: "bag.png")?.cgImage

        window.addSublayer(button)
        window.addSublayer(bag)

        for (i, coin) in coins.enumerated() {
            clock.after(Double(i) / 10) { [self] in
                // t = 0…0.9 s
                coin.name = "coin\(i + 1)"
                coin.frame = CGRect(x: 24, y: 24, width: 32, height: 32)
                coin.backgroundColor = UIColor(red: 1, green: 193 / 255, blue: 7 / 255, alpha: 1).cgColor
                coin.cornerRadius = 16
                coin.contents = UIImage(named: "coin.png")?.cgImage

                button.addSublayer(coin)

                let path = UIBezierPath()
                path.move(to: CGPoint(x: 40, y: 40))
                path.addQuadCurve(to: CGPoint(x: 290, y: -180), controlPoint: CGPoint(x: 290, y: 340))
                let position = CAKeyframeAnimation(keyPath: "position")
                position.path = path.cgPath
                position.calculationMode = .paced
                position.duration = 1
                position.delegate = Delegate(didStop: { _ in
                    // t = 1…1.9 s, finished = true
                    coin.removeFromSuperlayer()
                    print("coin \(i + 1) landed")
                })
                coin.add(position, forKey: "position")
            }
        }
    }
}

extension CoinsAnimation {
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

extension CoinsAnimation {
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
