import Platform

/// Finding test scripts: `*_test.lua` files under a directory (recursively, in byte order of
/// their paths, hidden entries and symbolic links to directories skipped), or a file itself.
enum TestFiles {
    /// The test scripts at `path`; a failure to read it or a directory under it (`cannot read
    /// PATH: …`).
    static func collect(_ path: String) -> Result<[String], PlatformError> {
        Result { () throws(PlatformError) in
            guard try FileSystem.kind(of: path) == .directory else { return [path] }
            var found: [String] = []
            try walk(path, prefix: path == "." ? "" : (path.hasSuffix("/") ? path : path + "/"), into: &found)
            return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
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
