// CoinsAnimation.swift — Core Animation code for Scripts/coins.lua, written by `cartlua export`.
// Params: totalCount = 10, timeSpace = 0.1, duration = 1, animationType = "curve".
// Screen: 375 × 812 points.
//
// What the script did in one run, with every value resolved: the layers it made, each animation
// it added (under its key, at its moment), its after() calls as DispatchQueue.main.asyncAfter,
// and its delegates as Delegate objects doing what the script's delegates did at that time.

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
            DispatchQueue.main.asyncAfter(deadline: .now() + Double(i) / 10) { [self] in
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
