// QuadcurveAnimation.swift — Core Animation code for Scripts/quadcurve.lua, written by `cartlua export`.
// Params: duration = 1, lift = 80, rotation = 12, endScale = 0.25, shake = 5, safeAreaTopHeight = 88.
// Screen: 375 × 812 points.
//
// What the script did in one run, with every value resolved: the layers it made, each animation
// it added (under its key, at its moment), its after() calls as `clock.after` and its delegates
// as Delegate objects doing what the script's delegates did at that time; the parity case below
// runs both at cartlua's virtual times (on a device, the plain `--swift` export runs alone).

import UIKit

/// The motion of quadcurve.lua. `window` stands for the script's `window`: a layer as big as the
/// screen (375 × 812 points) that the positions below are in, such as
/// `view.window!.layer`. Call `start()` once; times in comments are seconds after it.
@MainActor
final class QuadcurveAnimation {
    let window: CALayer
    let cell = CALayer()
    let imageView = CALayer()
    let tabBar = CALayer()
    let tabItems = (1...3).map { _ in CALayer() }
    let cartItem = CALayer()
    let productImage = CALayer()

    /// The parity case's clock: the delayed calls wait on it, and the case runs them at cartlua's times.
    let clock = ParityClock()
    /// Every layer, in the order cartlua first saw it: the case's table names a layer by its place here.
    var allLayers: [CALayer] { [window, cell, imageView, tabBar] + tabItems + [cartItem, productImage] }

    init(window: CALayer) {
        self.window = window
    }

    /// The script's top level (t = 0 s).
    func start() {
        cell.name = "cell"
        cell.frame = CGRect(x: 20, y: 290, width: 100, height: 150)
        cell.backgroundColor = UIColor(red: 242 / 255, green: 242 / 255, blue: 242 / 255, alpha: 1).cgColor

        imageView.name = "imageView"
        imageView.frame = CGRect(x: 0, y: 10, width: 100, height: 100)
        imageView.contents = UIImage(named: "product.png")?.cgImage

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

        cartItem.name = "cartItem"
        cartItem.bounds = CGRect(x: 0, y: 0, width: 46, height: 46)
        cartItem.position = CGPoint(x: 328.25, y: 29)
        cartItem.contents = UIImage(named: "cart.png")?.cgImage

        productImage.name = "productImage"
        productImage.bounds = CGRect(x: 20, y: 300, width: 100, height: 100)
        productImage.position = CGPoint(x: 70, y: 350)
        productImage.backgroundColor = UIColor(red: 74 / 255, green: 144 / 255, blue: 226 / 255, alpha: 1).cgColor
        productImage.contents = UIImage(named: "product.png")?.cgImage
        productImage.contentsGravity = .resizeAspectFill

        window.addSublayer(cell)
        window.addSublayer(tabBar)
        window.addSublayer(productImage)
        cell.addSublayer(imageView)
        tabBar.addSublayer(cartItem)

        let path = UIBezierPath()
        path.move(to: CGPoint(x: 70, y: 350))
        path.addQuadCurve(to: CGPoint(x: 234.375, y: 724), controlPoint: CGPoint(x: 187.5, y: 220))
        let position = CAKeyframeAnimation(keyPath: "position")
        position.path = path.cgPath

        let rotation = CABasicAnimation(keyPath: "transform.rotation")
        rotation.fromValue = 0
        rotation.toValue = 12
        rotation.timingFunction = CAMediaTimingFunction(name: .easeIn)

        let scale = CABasicAnimation(keyPath: "transform.scale")
        scale.fromValue = 1
        scale.toValue = 0.25
        scale.timingFunction = CAMediaTimingFunction(name: .easeIn)

        let group = CAAnimationGroup()
        group.animations = [position, rotation, scale]
        group.duration = 1
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        group.delegate = Delegate(didStop: { [weak self] _ in
            guard let self else { return }
            // t = 1 s, finished = true
            productImage.removeFromSuperlayer()

            let translationY = CABasicAnimation(keyPath: "transform.translation.y")
            translationY.fromValue = -5
            translationY.toValue = 5
            translationY.duration = 0.25
            translationY.autoreverses = true
            cartItem.add(translationY, forKey: nil)
        })
        productImage.add(group, forKey: "group")
    }
}

extension QuadcurveAnimation {
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

extension QuadcurveAnimation {
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
