import Glibc

/// A mutual-exclusion lock (a pthread mutex) around a value shared between threads: what
/// `cartlua preview`'s server threads and its run loop share. (The standard library's
/// Synchronization would add a shared library to every start of cartlua.)
public final class Locked<Value>: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var value: Value

    public init(_ value: Value) {
        self.value = value
        pthread_mutex_init(&mutex, nil)
    }

    deinit { pthread_mutex_destroy(&mutex) }

    /// Runs `body` with the value, no other thread holding it meanwhile.
    public func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return try body(&value)
    }
}
