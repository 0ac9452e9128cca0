import Glibc

/// The whole of a file, or why it could not be read. Opening and reading fail alike as `open`
/// (`cannot open Scripts: Is a directory`: a directory opens, then will not read).
public func readFile(_ path: String) -> Result<[UInt8], PlatformError> {
    guard let f = fopen(path, "rb") else { return .failure(.last(.open, path)) }
    defer { fclose(f) }
    var out: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
        let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, 65_536, f) }
        if n > 0 { out.append(contentsOf: chunk[0..<n]) }
        if n < 65_536 {
            if ferror(f) != 0 { return .failure(.last(.open, path)) }
            break
        }
    }
    return .success(out)
}

/// What a path names.
public enum FileKind: Sendable {
    case directory, regular, symbolicLink, other
}

/// Files and directories by path.
public enum FileSystem {
    /// What is at `path` (stat), or the link itself when `followingLinks` is false (lstat).
    public static func kind(of path: String, followingLinks: Bool = true) throws(PlatformError) -> FileKind {
        var st = stat()
        guard (followingLinks ? stat(path, &st) : lstat(path, &st)) == 0 else { throw .last(.read, path) }
        switch st.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .regular
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// The names in `directory` but `.` and `..`, in the order the system lists them.
    public static func entries(of directory: String) throws(PlatformError) -> [String] {
        guard let d = opendir(directory) else { throw .last(.read, directory) }
        defer { closedir(d) }
        var names: [String] = []
        while let entry = readdir(d) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Removes the file at `path`; one that is not there is no failure (nothing is left either way).
    /// The path with every symbolic link, `.` and `..` resolved (realpath(3)); nil when it does
    /// not exist.
    public static func resolved(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }

    public static func remove(_ path: String) {
        _ = unlink(path)
    }

    /// Puts `source` in the place of `destination` in one step (rename(2)): whoever reads
    /// `destination` sees the old file or the new one, never part of one. A failure names
    /// `destination`, the file the person asked for.
    public static func move(_ source: String, over destination: String) throws(PlatformError) {
        guard rename(source, destination) == 0 else { throw .last(.write, destination) }
    }
}
