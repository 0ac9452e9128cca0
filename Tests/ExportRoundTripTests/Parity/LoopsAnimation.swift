// LoopsAnimation.swift — Core Animation code for Tests/ExportRoundTripTests/Fixtures/loops.lua, written by `cartlua export`.
// Params: none.
// Screen: 375 × 812 points.
//
// What the script did in one run, with every value resolved: the layers it made, each animation
// it added (under its key, at its moment), its after() calls as `clock.after` and its delegates
// as Delegate objects doing what the script's delegates did at that time; the parity case below
// runs both at cartlua's virtual times (on a device, the plain `--swift` export runs alone).

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

    /// The parity case's clock: the delayed calls wait on it, and the case runs them at cartlua's times.
    let clock = ParityClock()
    /// Every layer, in the order cartlua first saw it: the case's table names a layer by its place here.
    var allLayers: [CALayer] { [window] + particles + [tabBar] + tabItems }

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

        clock.after(0.6) { [self] in
            // t = 0.6 s
            let now = CACurrentMediaTime()

            for (i, particle) in particles.enumerated() {
                let opacity = CABasicAnimation(keyPath: "opacity")
                opacity.fromValue = 1
                opacity.toValue = 0

                let fade = CAAnimationGroup()
                fade.animations = [opacity]
                fade.duration = 0.3
                fade.beginTime = particle.convertTime(now, from: nil) + Double(i + 1) * 0.05
                fade.fillMode = .backwards
                particle.add(fade, forKey: "fade")
            }
        }
    }
}

extension LoopsAnimation {
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

extension LoopsAnimation {
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
