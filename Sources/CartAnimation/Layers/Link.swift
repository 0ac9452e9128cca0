/// How an object is reached from what it owns — a layer from its sublayers and attachments, a
/// scene from its layers: a small object the owner holds and clears in its deinit, which they
/// hold strongly. A weak reference to the owner would say the same (nil once it is gone), but it
/// gives the owner a side table, and every retain and release of an object with one takes the
/// runtime's slow path: a coin is retained and released dozens of times in its life, its
/// attachment made the side table for each coin, and the weak loads and slow counts were ~3 %
/// of the calling thread's samples at 10,000 coins (`perf`). Public: the Lua host is reached
/// so from the delegates it makes.
public final class Link<Target: AnyObject> {
    /// The owner, until its deinit clears it.
    public unowned(unsafe) var target: Target?

    public init() {}
}
