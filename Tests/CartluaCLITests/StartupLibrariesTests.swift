import Foundation
import Testing
import CartTestSupport

/// Start-up time is mostly the shared libraries the loader maps (docs/PERFORMANCE-LOG.md): a run
/// must not load Lua's shared library (Lua is linked in), the picture libraries (opened with
/// dlopen only when a PNG or GIF is drawn) nor the Swift libraries the program's modules do not
/// import (Package.swift, `lean`).
@Suite struct StartupLibrariesTests {
    /// What `ldd` lists for the built binary: the libraries loaded at every start.
    static func loadedAtStart() throws -> [String] {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        p.arguments = [CLI.binary.path]
        let pipe = Pipe()
        p.standardOutput = pipe
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self).split(separator: "\n")
            .compactMap { $0.split(separator: " ").first.map { String($0.drop { $0 == "\t" }) } }
    }

    /// Lua is linked into the binary from Debian's static archive (Package.swift), so its
    /// shared library is not loaded either.
    @Test func aRunLoadsOnlyTheSwiftCoreAndLibc() throws {
        let libraries = try Self.loadedAtStart()
        #expect(libraries.contains { $0.hasPrefix("libc.so") }, "\(libraries)")
        for unwanted in ["liblua5.4", "libcairo", "libgif", "libpixman", "libX11", "libswift_Concurrency", "libdispatch",
                         "libswift_StringProcessing", "libswift_RegexParser", "libFoundation", "libswiftSynchronization",
                         "libmicrohttpd", "libgnutls"] {
            #expect(!libraries.contains { $0.hasPrefix(unwanted) }, "\(unwanted) is loaded at start: \(libraries)")
        }
    }
}
