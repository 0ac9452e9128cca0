import CartAnimation

/// The script side of a run. The run loop calls back through this protocol only, at each
/// event's exact virtual time; anything the callback changes applies from that instant on.
/// A thrown error stops the run.
public protocol ScriptHost: AnyObject {
    /// An attached animation began its active duration (once).
    func animationDidStart(_ attachment: Attachment) throws
    /// An attached animation completed (finished) or was removed (not finished); once.
    func animationDidStop(_ attachment: Attachment, finished: Bool) throws
    /// A delayed call made with `Runner.schedule(after:token:)` came due.
    func performDelayedCall(token: Int) throws
}

extension ScriptHost {
    /// By default the animation's own delegate is told.
    public func animationDidStart(_ attachment: Attachment) throws {
        try attachment.animation.delegate?.animationDidStart(attachment.animation)
    }

    public func animationDidStop(_ attachment: Attachment, finished: Bool) throws {
        try attachment.animation.delegate?.animationDidStop(attachment.animation, finished: finished)
    }
}
