/// The export as the parity case of `--xctest` needs it (`SwiftExportOptions.parity`): the same
/// layers and animations, but the script's own later code — delayed calls and delegates — is
/// run by the case (XCTestEmitter) at cartlua's virtual times instead of by the device's clock.
///
/// Why: the case pauses the tree (`speed = 0`) and steps `timeOffset`, so the tree's time is
/// the case's, not the wall clock's. On a paused tree Core Animation delivers no
/// `animationDidStop` (its animations never reach their end in wall time), its
/// `animationDidStart` comes when the render server commits, not at the animation's begin
/// time, and `DispatchQueue.main.asyncAfter` fires at wall-clock times while the case runs
/// synchronously. So delayed calls go through `clock` (a `ParityClock` the case drains), and the
/// delegates' closures are called by the case; Core Animation's own calls are left unanswered.
extension SwiftFileEmitter {
    static let clockName = "clock"
    static let allLayersName = "allLayers"

    /// `let clock = ParityClock()` and `allLayers`, among the type's members.
    func parityMembers(_ w: inout SwiftWriter) {
        w.blank()
        w.line("/// The parity case's clock: the delayed calls wait on it, and the case runs them at cartlua's times.")
        w.line("let \(Self.clockName) = ParityClock()")
        w.line("/// Every layer, in the order cartlua first saw it: the case's table names a layer by its place here.")
        w.line("var \(Self.allLayersName): [CALayer] { \(allLayersExpression()) }")
    }

    /// `[window, card] + coins + [badge]`: each layer by its member, an array whole when its
    /// elements come in order.
    private func allLayersExpression() -> String {
        var parts: [String] = []
        var single: [String] = []
        var k = 0
        while k < record.layers.count {
            if let a = layerArrays[k], (0..<a.count).allSatisfy({ k + $0 < layerNames.count && layerNames[k + $0] == "\(a.name)[\($0)]" }) {
                if !single.isEmpty { parts.append("[" + single.joined(separator: ", ") + "]") }
                single = []
                parts.append(a.name)
                k += a.count
                continue
            }
            single.append(layerNames[k])
            k += 1
        }
        if !single.isEmpty { parts.append("[" + single.joined(separator: ", ") + "]") }
        return parts.joined(separator: " + ")
    }

    /// The Delegate of the parity case: its closures, for the case to call, and every Delegate
    /// made, in order, for the case to find them (an animation added without a key cannot be
    /// looked up on its layer). It answers none of Core Animation's calls (see above).
    func parityDelegateClass(_ w: inout SwiftWriter) {
        w.block("extension \(options.typeName) {") { w in
            w.line("/// Stands for the script's delegates: an animation that had one gets its own Delegate, whose")
            w.line("/// closures do what the script's delegate did when that animation started or stopped. The parity")
            w.line("/// case calls them at cartlua's times; Core Animation's own calls on a paused tree are not used.")
            w.block("@MainActor final class Delegate: NSObject, CAAnimationDelegate {") { w in
                w.line("/// Every Delegate made since the case emptied it, in the order made.")
                w.line("static var made: [Delegate] = []")
                w.line("let didStart: (() -> Void)?")
                w.line("let didStop: ((Bool) -> Void)?")
                w.blank()
                w.block("init(didStart: (() -> Void)? = nil, didStop: ((Bool) -> Void)? = nil) {") { w in
                    w.line("self.didStart = didStart")
                    w.line("self.didStop = didStop")
                    w.line("super.init()")
                    w.line("Self.made.append(self)")
                }
            }
        }
    }

    /// `ParityClock`: the delayed calls as a list of due closures.
    func parityClockClass(_ w: inout SwiftWriter) {
        w.block("extension \(options.typeName) {") { w in
            w.line("/// DispatchQueue.main for the parity case: `after` keeps a call with its due time (the case's")
            w.line("/// `now` plus the delay; a negative delay is due now, as `asyncAfter` runs a past deadline at")
            w.line("/// once), and `next()` takes the call due first, the first scheduled among equal times (the")
            w.line("/// main queue's order, and cartlua's). Times within a microsecond are equal: cartlua counts")
            w.line("/// time in whole ticks, the sums here are Doubles.")
            w.block("@MainActor final class ParityClock {") { w in
                w.line("static let tolerance = 1e-6")
                w.line("/// The virtual time of the code running now, in seconds (the case sets it).")
                w.line("var now = 0.0")
                w.line("private(set) var pending: [(due: Double, work: () -> Void)] = []")
                w.blank()
                w.block("func after(_ delay: Double, _ work: @escaping () -> Void) {") { w in
                    w.line("pending.append((now + max(delay, 0), work))")
                }
                w.blank()
                w.block("func next() -> (due: Double, work: () -> Void)? {") { w in
                    w.line("guard let first = pending.map(\\.due).min(),")
                    w.line("      let i = pending.firstIndex(where: { $0.due <= first + Self.tolerance }) else { return nil }")
                    w.line("return pending.remove(at: i)")
                }
            }
        }
    }
}
