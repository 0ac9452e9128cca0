import CartAnimation

/// A trace writer: a sink that writes what it is given — the header too — somewhere (a file, a
/// picture, a comparison). The name the writers go by; the protocol is the core's `TraceSink`.
public typealias TraceWriter = TraceSink
