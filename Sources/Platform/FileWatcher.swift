import Glibc

/// Waits for files to be saved, with inotify: it watches the files' directories (editors often
/// save by writing a new file and renaming it over the old one, which a watch on the file itself
/// would lose) and keeps the events whose name is one of the files. Blocks in poll(2): no busy
/// loop.
public final class FileWatcher {
    private let fd: Int32
    /// Watch descriptor → directory.
    private var directories: [Int32: String] = [:]
    /// Directory → the file names watched in it.
    private var names: [String: Set<String>] = [:]

    /// Writes that complete a save, a file renamed into place, a file created or changed.
    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_MODIFY)

    /// Fails when inotify is not available (`cannot watch files: …`).
    public init() throws(PlatformError) {
        fd = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard fd >= 0 else { throw .last(.watch, "files") }
    }

    deinit { close(fd) }

    /// Watches exactly `paths` from now on (their directories must exist). Returns a failure
    /// for each path whose directory could not be watched (`cannot watch PATH: …`).
    @discardableResult
    public func watch(_ paths: [String]) -> [PlatformError] {
        var wanted: [String: Set<String>] = [:]
        for p in paths {
            let (dir, name) = FileWatcher.split(p)
            wanted[dir, default: []].insert(name)
        }
        var failed: [PlatformError] = []
        for (dir, files) in wanted where !directories.values.contains(dir) {
            let wd = inotify_add_watch(fd, dir, FileWatcher.mask)
            if wd < 0 {
                let code = errno
                failed += files.sorted().map { PlatformError(.watch, path: dir + "/" + $0, code: code) }
                wanted[dir] = nil
            } else {
                directories[wd] = dir
            }
        }
        names = wanted
        return failed
    }

    /// Blocks until a watched file changes, then until `quietMilliseconds` pass with no further
    /// change (an editor's save is often several events). Returns the changed paths, in order.
    public func waitForChange(quietMilliseconds: Int32 = 150) -> [String] {
        waitForChange(orWakeup: nil, quietMilliseconds: quietMilliseconds)
    }

    /// `waitForChange`, or until `wakeup` is signalled from another thread: then returns what
    /// changed so far, possibly nothing (`wakeup` is reset).
    public func waitForChange(orWakeup wakeup: Wakeup?, quietMilliseconds: Int32 = 150) -> [String] {
        var changed: [String] = []
        var timeout: Int32 = -1
        while true {
            var p = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
                     pollfd(fd: wakeup?.fd ?? -1, events: Int16(POLLIN), revents: 0)]
            let n = poll(&p, 2, timeout)
            if n < 0 {
                if errno == EINTR { continue }
                return changed
            }
            if n == 0 { return changed }  // quiet long enough
            if p[0].revents != 0 {
                for path in readEvents() where !changed.contains(path) { changed.append(path) }
                if !changed.isEmpty { timeout = quietMilliseconds }
            }
            if p[1].revents != 0, let wakeup {
                wakeup.reset()
                return changed
            }
        }
    }

    /// The watched paths named by the events waiting on the descriptor.
    private func readEvents() -> [String] {
        var out: [String] = []
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= n {
                let (wd, len) = buffer.withUnsafeBytes { raw -> (Int32, Int) in
                    (raw.load(fromByteOffset: offset, as: Int32.self),
                     Int(raw.load(fromByteOffset: offset + 12, as: UInt32.self)))
                }
                let nameBytes = buffer[(offset + header)..<min(n, offset + header + len)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                if let dir = directories[wd], names[dir]?.contains(name) == true {
                    out.append(dir == "." ? name : dir + "/" + name)
                }
                offset += header + len
            }
        }
        return out
    }

    /// "Scripts/coins.lua" → ("Scripts", "coins.lua"); "coins.lua" → (".", "coins.lua").
    public static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let dir = String(path[..<slash])
        return (dir.isEmpty ? "/" : dir, String(path[path.index(after: slash)...]))
    }
}

/// A signal another thread sends to end a `FileWatcher` wait (a pipe's read end becomes
/// readable): `cartlua preview`'s server asks for a re-run this way while the run loop waits for
/// a save.
public final class Wakeup: @unchecked Sendable {
    let fd: Int32
    private let writeEnd: Int32

    public init() throws(PlatformError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .last(.watch, "wake-ups") }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
        fd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        close(fd)
        close(writeEnd)
    }

    /// Ends the wait in progress, or the next one. Safe from any thread.
    public func signal() {
        var one: UInt8 = 1
        _ = write(writeEnd, &one, 1)
    }

    func reset() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while buffer.withUnsafeMutableBytes({ read(fd, $0.baseAddress, $0.count) }) > 0 {}
    }
}
