import Glibc

/// Waits for files to be saved, with inotify: it watches the files' directories (editors often
/// save by writing a new file and renaming it over the old one, which a watch on the file itself
/// would lose) and keeps the events whose name is one of the files. Blocks in poll(2): no busy
/// loop.
final class FileWatcher {
    private let fd: Int32
    /// Watch descriptor → directory.
    private var directories: [Int32: String] = [:]
    /// Directory → the file names watched in it.
    private var names: [String: Set<String>] = [:]

    /// Writes that complete a save, a file renamed into place, a file created or changed.
    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_MODIFY)

    /// nil when inotify is not available (the reason is in `errno`).
    init?() {
        fd = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard fd >= 0 else { return nil }
    }

    deinit { close(fd) }

    /// Watches exactly `paths` from now on (their directories must exist). Returns the paths
    /// whose directory could not be watched.
    @discardableResult
    func watch(_ paths: [String]) -> [String] {
        var wanted: [String: Set<String>] = [:]
        for p in paths {
            let (dir, name) = FileWatcher.split(p)
            wanted[dir, default: []].insert(name)
        }
        var failed: [String] = []
        for (dir, files) in wanted where !directories.values.contains(dir) {
            let wd = inotify_add_watch(fd, dir, FileWatcher.mask)
            if wd < 0 {
                failed += files.map { dir + "/" + $0 }
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
    func waitForChange(quietMilliseconds: Int32 = 150) -> [String] {
        var changed: [String] = []
        var timeout: Int32 = -1
        while true {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let n = poll(&p, 1, timeout)
            if n < 0 {
                if errno == EINTR { continue }
                return changed
            }
            if n == 0 { return changed }  // quiet long enough
            for path in readEvents() where !changed.contains(path) { changed.append(path) }
            if !changed.isEmpty { timeout = quietMilliseconds }
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
    static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let dir = String(path[..<slash])
        return (dir.isEmpty ? "/" : dir, String(path[path.index(after: slash)...]))
    }
}

/// The modules a script requires, found in its text: `require "name"`, `require("name")`,
/// `require 'name'`, followed into each module found (next to the script, dots being
/// subdirectories, as `require` looks). A require with a computed name is not seen.
enum RequireScan {
    /// The paths of the modules `script` requires, directly or through other modules.
    static func modules(of script: String, read: (String) -> [UInt8]?) -> [String] {
        let directory = FileWatcher.split(script).directory
        var found: [String] = []
        var queue = [script]
        var seen: Set<String> = [script]
        while let path = queue.first {
            queue.removeFirst()
            guard let text = read(path) else { continue }
            for name in names(in: text) {
                let module = directory + "/" + name.split(separator: ".").joined(separator: "/") + ".lua"
                if seen.insert(module).inserted {
                    found.append(module)
                    queue.append(module)
                }
            }
        }
        return found
    }

    /// The string-literal names given to `require` in `text`.
    static func names(in text: [UInt8]) -> [String] {
        let word = Array("require".utf8)
        var out: [String] = []
        var i = 0
        func isName(_ c: UInt8) -> Bool {
            (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95
        }
        while i + word.count <= text.count {
            guard text[i..<(i + word.count)].elementsEqual(word), i == 0 || !isName(text[i - 1]) else {
                i += 1
                continue
            }
            var j = i + word.count
            while j < text.count, text[j] == 32 || text[j] == 9 { j += 1 }
            if j < text.count, text[j] == 40 {  // (
                j += 1
                while j < text.count, text[j] == 32 || text[j] == 9 { j += 1 }
            }
            if j < text.count, text[j] == 34 || text[j] == 39 {  // " or '
                let quote = text[j]
                var k = j + 1
                while k < text.count, isName(text[k]) || text[k] == 46 { k += 1 }
                if k < text.count, text[k] == quote, k > j + 1 {
                    out.append(String(decoding: text[(j + 1)..<k], as: UTF8.self))
                }
            }
            i = j
        }
        return out
    }
}
