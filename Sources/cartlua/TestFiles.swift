import Platform

/// Finding test scripts: `*_test.lua` files under a directory (recursively, in byte order of
/// their paths, hidden entries and symbolic links to directories skipped), or a file itself.
enum TestFiles {
    /// A test script found: its path as listed, and the path under the PATH it was found in
    /// (a file named by itself: as named), which `--shard` hashes.
    struct Found: Equatable {
        let path: String
        let relative: String
    }

    /// The test scripts at `path`; a failure to read it or a directory under it (`cannot read
    /// PATH: …`).
    static func collect(_ path: String) -> Result<[Found], PlatformError> {
        Result { () throws(PlatformError) in
            guard try FileSystem.kind(of: path) == .directory else { return [Found(path: path, relative: path)] }
            var found: [String] = []
            let prefix = path == "." ? "" : (path.hasSuffix("/") ? path : path + "/")
            try walk(path, prefix: prefix, into: &found)
            return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
                .map { Found(path: $0, relative: String($0.dropFirst(prefix.count))) }
        }
    }

    /// Whether `script` is among those asked for: its path contains one of `filters` (plain
    /// substrings, case-sensitive; none: every script) and, with `shard` K/N, it falls in shard K.
    static func selected(_ script: Found, filters: [String], shard: Shard?) -> Bool {
        guard filters.isEmpty || filters.contains(where: { occurs($0, in: script.path) }) else { return false }
        return shard.map { $0.holds(script.relative) } ?? true
    }

    /// Whether `pattern`'s bytes occur in `path`'s. (`String.contains(_:)` for a string is
    /// _StringProcessing's, which the program does not load: Package.swift, `lean`.)
    static func occurs(_ pattern: String, in path: String) -> Bool {
        let p = Array(pattern.utf8), s = Array(path.utf8)
        guard p.count <= s.count else { return false }
        return (0...(s.count - p.count)).contains { s[$0..<$0 + p.count].elementsEqual(p) }
    }

    /// `--shard K/N`: shard K (from 1) of N.
    struct Shard: Equatable {
        let index: Int
        let count: Int

        /// Each script is in exactly one shard, the same on every machine: its shard is FNV-1a
        /// (64 bits) of its relative path's UTF-8 bytes, modulo N — a hash of our own, where
        /// Swift's `Hasher` is seeded anew in every process.
        func holds(_ relative: String) -> Bool {
            Int(Self.fnv1a(relative) % UInt64(count)) == index - 1
        }

        static func fnv1a(_ s: String) -> UInt64 {
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            for b in s.utf8 { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
            return h
        }
    }

    private static func walk(_ dir: String, prefix: String, into found: inout [String]) throws(PlatformError) {
        for name in try FileSystem.entries(of: dir) where !name.hasPrefix(".") {
            let path = prefix + name
            // An entry gone or unreadable since the listing is passed over, not a failure.
            switch try? FileSystem.kind(of: path, followingLinks: false) {
            case .directory:
                try walk(path, prefix: path + "/", into: &found)
            case .regular:
                if name.hasSuffix("_test.lua") { found.append(path) }
            case .symbolicLink:
                if name.hasSuffix("_test.lua"), (try? FileSystem.kind(of: path)) == .regular { found.append(path) }
            case .other, nil:
                break
            }
        }
    }
}
