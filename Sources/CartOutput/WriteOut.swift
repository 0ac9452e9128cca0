import Glibc

/// How many samples behind a `JSONLinesWriter` has written out, and the failure that stopped it,
/// under a lock: the helper and the calling thread both write them (`writeOut`), never at once.
final class WriteOut: @unchecked Sendable {
    typealias Failure = (error: any Error, time: Double)
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var written = 0
    private var failure: Failure?

    init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func withLock<R>(_ body: (inout Int, inout Failure?) -> R) -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body(&written, &failure)
    }
}
