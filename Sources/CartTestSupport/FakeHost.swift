import CartAnimation
import CartRun

/// A script host made of closures, standing in for the Lua host in run-loop tests. It records
/// every callback as a line ("start coin", "stop coin true", "call 3").
public final class FakeHost: ScriptHost {
    public var onStart: (Attachment) throws -> Void = { _ in }
    public var onStop: (Attachment, Bool) throws -> Void = { _, _ in }
    public var onCall: (Int) throws -> Void = { _ in }
    public private(set) var calls: [String] = []

    public init() {}

    public func animationDidStart(_ attachment: Attachment) throws {
        calls.append("start \(attachment.currentLayerName)")
        try onStart(attachment)
    }

    public func animationDidStop(_ attachment: Attachment, finished: Bool) throws {
        calls.append("stop \(attachment.currentLayerName) \(finished)")
        try onStop(attachment, finished)
    }

    public func performDelayedCall(token: Int) throws {
        calls.append("call \(token)")
        try onCall(token)
    }
}
