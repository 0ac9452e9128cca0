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
    let coin1 = CALayer()
    let coin2 = CALayer()
    let coin3 = CALayer()
    let coin4 = CALayer()
    let coin5 = CALayer()
    let coin6 = CALayer()
    let coin7 = CALayer()
    let coin8 = CALayer()
    let coin9 = CALayer()
    let coin10 = CALayer()

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

        DispatchQueue.main.asyncAfter(deadline: .now() + 0) { [self] in
            // t = 0 s
            coin1.name = "coin1"
            coin1.frame = CGRect(x: 24, y: 24, width: 32, height: 32)
            coin1.backgroundColor = UIColor(red: 1, green: 193 / 255, blue: 7 / 255, alpha: 1).cgColor
            coin1.cornerRadius = 16
            coin1.contents = UIImage(named: "coin.png")?.cgImage

            button.addSublayer(coin1)

            let path = UIBezierPath()
            path.move(to: CGPoint(x: 40, y: 40))
            path.addQuadCurve(to: CGPoint(x: 290, y: -180), controlPoint: CGPoint(x: 290, y: 340))
            let position = CAKeyframeAnimation(keyPath: "position")
            position.path = path.cgPath
            position.calculationMode = .paced
            position.duration = 1
            position.delegate = Delegate(didStop: { [self] _ in
                // t = 1 s, finished = true
                coin1.removeFromSuperlayer()
                print("coin 1 landed")
            })
            coin1.add(position, forKey: "position")
        }

        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { [self] in
            // t = 0.1 s
            coin2.name = "coin2"
            coin2.frame = CGRect(x: 24, y: 24, width: 32, height: 32)
            coin2.backgroundColor = UIColor(red: 1, green: 193 / 255, blue: 7 / 255, alpha: 1).cgColor
            coin2.cornerRadius = 16
            coin2.contents = UIImage(named: "coin.png")?.cgImage

            button.addSublayer(coin2)

            let path = UIBezierPath()
            path.move(to: CGPoint(x: 40, y: 40))
            path.addQuadCurve(to: CGPoint(x: 290, y: -180), controlPoint: CGPoint(x: 290, y: 340))
            let position = CAKeyframeAnimation(keyPath: "position")
            position.path = path.cgPath
            position.calculationMode = .paced
            position.duration = 1
            position.delegate = Delegate(didStop: { [self] _ in
                // t = 1.1 s, finished = true
                coin2.removeFromSuperlayer()
                print("coin 2 landed")
            })
            coin2.add(position, forKey: "position")
        }

        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { [self] in
            // t = 0.2 s
            coin3.name = "coin3"
            coin3.frame = CGRect(x: 24, y: 24, width: 32, height: 32)
            coin3.backgroundColor = UIColor(red: 1, green: 193 / 255, blue: 7 / 255, alpha: 1).cgColor
            coin3.cornerRadius = 16
            coin3.contents = UIImage(named: "coin.png")?.cgImage

            button.addSublayer(coin3)

            let path = UIBezierPath()
            path.move(to: CGPoint(x: 40, y: 40))
            path.addQuadCurve(to: CGPoint(x: 290, y: -180), controlPoint: CGPoint(x: 290, y: 340))
            let position = CAKeyframeAnimation(keyPath: "position")
            position.path = path.cgPath
            position.calculationMode = .paced
            position.duration = 1
            position.delegate = Delegate(didStop: { [self] _ in
                // t = 1.2 s, finished = true
                coin3.removeFromSuperlayer()
                print("coin 3 landed")
            })
            coin3.add(position, forKey: "position")
        }

        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { [self] in
            // t = 0.3 s
            coin4.name = "coin4"
            coin4.frame = CGRect(x: 24, y: 24, width: 32, height: 32)
            coin4.backgroundColor = UIColor(red: 1, green: 193 / 255, blue: 7 / 255, alpha: 1).cgColor
            coin4.cornerRadius = 16
            coin4.contents = UIImage(named: "coin.png")?.cgImage

            button.addSublayer(coin4)

            let path = UIBezierPath()
            path.move(to: CGPoint(x: 40, y: 40))
            path.addQuadCurve(to: CGPoint(x: 290, y: -180), controlPoint: CGPoint(x: 290, y: 340))
            let position = CAKeyframeAnimation(keyPath: "position")
            position.path = path.cgPath
            position.calculationMode = .paced
            position.duration = 1
            position.delegate = Delegate(didStop: { [self] _ in
                // t = 1.3 s, finished = true
                coin4.removeFromSuperlayer()
                print("coin 4 landed")
            })
            coin4.add(position, forKey: "position")
        }

        DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) { [self] in
            // t = 0.4 s
            coin5.name = "coin5"
            coin5.frame = CGRect(x: 24, y: 24, width: 32, height: 32)
            coin5.backgroundColor = UIColor(red: 1, green: 193 / 255, blue: 7 / 255, alpha: 1).cgColor
            coin5.cornerRadius = 16
            coin5.contents = UIImage(named: "coin.png")?.cgImage

            button.addSublayer(coin5)

            let path = UIBezierPath()
            path.move(to: CGPoint(x: 40, y: 40))
            path.addQuadCurve(to: CGPoint(x: 290, y: -180), controlPoint: CGPoint(x: 290, y: 340))
            let position = CAKeyframeAnimation(keyPath: "position")
            position.path = path.cgPath
            position.calculationMode = .paced
            position.duration = 1
            position.delegate = Delegate(didStop: { [self] _ in
                // t = 1.4 s, finished = true
                coin5.removeFromSuperlayer()
                print("coin 5 landed")
            })
            coin5.add(position, forKey: "position")
        }

        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [self] in
            // t = 0.5 s
            coin6.name = "coin6"
            coin6.frame = CGRect(x: 24, y: 24, width: 32, height: 32)
            coin6.backgroundColor = UIColor(red: 1, green: 193 / 255, blue: 7 / 255, alpha: 1).cgColor
            coin6.cornerRadius = 16
            coin6.contents = UIImage(named: "coin.png")?.cgImage

            button.addSublayer(coin6)

            let path = UIBezierPath()
            path.move(to: CGPoint(x: 40, y: 40))
            path.addQuadCurve(to: CGPoint(x: 290, y: -180), controlPoint: CGPoint(x: 290, y: 340))
            let position = CAKeyframeAnimation(keyPath: "position")
            position.path = path.cgPath
            position.calculationMode = .paced
            position.duration = 1
            position.delegate = Delegate(didStop: { [self] _ in
                // t = 1.5 s, finished = true
                coin6.removeFromSuperlayer()
                print("coin 6 landed")
            })
            coin6.add(position, forKey: "position")
        }

        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) { [self] in
            // t = 0.6 s
            coin7.name = "coin7"
            coin7.frame = CGRect(x: 24, y: 24, width: 32, height: 32)
            coin7.backgroundColor = UIColor(red: 1, green: 193 / 255, blue: 7 / 255, alpha: 1).cgColor
            coin7.cornerRadius = 16
            coin7.contents = UIImage(named: "coin.png")?.cgImage

            button.addSublayer(coin7)

            let path = UIBezierPath()
            path.move(to: CGPoint(x: 40, y: 40))
            path.addQuadCurve(to: CGPoint(x: 290, y: -180), controlPoint: CGPoint(x: 290, y: 340))
            let position = CAKeyframeAnimation(keyPath: "position")
            position.path = path.cgPath
            position.calculationMode = .paced
            position.duration = 1
            position.delegate = Delegate(didStop: { [self] _ in
                // t = 1.6 s, finished = true
                coin7.removeFromSuperlayer()
                print("coin 7 landed")
            })
            coin7.add(position, forKey: "position")
        }

        DispatchQueue.main.asyncAfter(deadline: .now() + 0.7) { [self] in
            // t = 0.7 s
            coin8.name = "coin8"
            coin8.frame = CGRect(x: 24, y: 24, width: 32, height: 32)
            coin8.backgroundColor = UIColor(red: 1, green: 193 / 255, blue: 7 / 255, alpha: 1).cgColor
            coin8.cornerRadius = 16
            coin8.contents = UIImage(named: "coin.png")?.cgImage

            button.addSublayer(coin8)

            let path = UIBezierPath()
            path.move(to: CGPoint(x: 40, y: 40))
            path.addQuadCurve(to: CGPoint(x: 290, y: -180), controlPoint: CGPoint(x: 290, y: 340))
            let position = CAKeyframeAnimation(keyPath: "position")
            position.path = path.cgPath
            position.calculationMode = .paced
            position.duration = 1
            position.delegate = Delegate(didStop: { [self] _ in
                // t = 1.7 s, finished = true
                coin8.removeFromSuperlayer()
                print("coin 8 landed")
            })
            coin8.add(position, forKey: "position")
        }

        DispatchQueue.main.asyncAfter(deadline: .now() + 0.8) { [self] in
            // t = 0.8 s
            coin9.name = "coin9"
            coin9.frame = CGRect(x: 24, y: 24, width: 32, height: 32)
            coin9.backgroundColor = UIColor(red: 1, green: 193 / 255, blue: 7 / 255, alpha: 1).cgColor
            coin9.cornerRadius = 16
            coin9.contents = UIImage(named: "coin.png")?.cgImage

            button.addSublayer(coin9)

            let path = UIBezierPath()
            path.move(to: CGPoint(x: 40, y: 40))
            path.addQuadCurve(to: CGPoint(x: 290, y: -180), controlPoint: CGPoint(x: 290, y: 340))
            let position = CAKeyframeAnimation(keyPath: "position")
            position.path = path.cgPath
            position.calculationMode = .paced
            position.duration = 1
            position.delegate = Delegate(didStop: { [self] _ in
                // t = 1.8 s, finished = true
                coin9.removeFromSuperlayer()
                print("coin 9 landed")
            })
            coin9.add(position, forKey: "position")
        }

        DispatchQueue.main.asyncAfter(deadline: .now() + 0.9) { [self] in
            // t = 0.9 s
            coin10.name = "coin10"
            coin10.frame = CGRect(x: 24, y: 24, width: 32, height: 32)
            coin10.backgroundColor = UIColor(red: 1, green: 193 / 255, blue: 7 / 255, alpha: 1).cgColor
            coin10.cornerRadius = 16
            coin10.contents = UIImage(named: "coin.png")?.cgImage

            button.addSublayer(coin10)

            let path = UIBezierPath()
            path.move(to: CGPoint(x: 40, y: 40))
            path.addQuadCurve(to: CGPoint(x: 290, y: -180), controlPoint: CGPoint(x: 290, y: 340))
            let position = CAKeyframeAnimation(keyPath: "position")
            position.path = path.cgPath
            position.calculationMode = .paced
            position.duration = 1
            position.delegate = Delegate(didStop: { [self] _ in
                // t = 1.9 s, finished = true
                coin10.removeFromSuperlayer()
                print("coin 10 landed")
            })
            coin10.add(position, forKey: "position")
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
