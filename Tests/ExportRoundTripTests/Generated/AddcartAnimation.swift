// AddcartAnimation.swift — Core Animation code for Scripts/addcart.lua, written by `cartlua export`.
// Params: duration = 0.5, endScale = 0.4, turnTime = 0.15.
// Screen: 375 × 812 points.
//
// What the script did in one run, with every value resolved: the layers it made, each animation
// it added (under its key, at its moment), its after() calls as DispatchQueue.main.asyncAfter,
// and its delegates as Delegate objects doing what the script's delegates did at that time.

import UIKit

/// The motion of addcart.lua. `window` stands for the script's `window`: a layer as big as the
/// screen (375 × 812 points) that the positions below are in, such as
/// `view.window!.layer`. Call `start()` once; times in comments are seconds after it.
@MainActor
final class AddcartAnimation {
    let window: CALayer
    let cart = CALayer()
    let moveView = CALayer()

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
