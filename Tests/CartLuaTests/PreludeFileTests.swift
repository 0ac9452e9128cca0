import CLua
import CartTestSupport
import Foundation
import Testing
@testable import CartLua

/// cartlua's own Lua chunks are real files, Sources/CartLua/Prelude/*.lua: each compiles as Lua
/// 5.4, luacheck finds nothing in them, and the binary carries each one byte for byte
/// (Plugins/EmbedFiles), so nothing is read from disk at run time.
@Suite struct PreludeFileTests {
    static let directory = CLI.packageRoot.appendingPathComponent("Sources/CartLua/Prelude")

    static func contents(_ file: String) throws -> [UInt8] {
        Array(try Data(contentsOf: directory.appendingPathComponent(file)))
    }

    @Test func theFolderHoldsTheTwoChunks() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
        #expect(files.filter { $0.hasSuffix(".lua") }.sorted() == ["expect.lua", "prelude.lua"])
    }

    /// Lua's own compiler (luaL_loadbufferx, as cartlua loads them) takes each file as text.
    @Test(arguments: ["prelude.lua", "expect.lua"])
    func eachFileCompilesAsLua(_ file: String) throws {
        let bytes = try Self.contents(file)
        let L = try #require(luaL_newstate())
        defer { lua_close(L) }
        let status = bytes.withUnsafeBufferPointer { buf in
            buf.withMemoryRebound(to: CChar.self) { cartlua_loadbuffer(L, $0.baseAddress, $0.count, "@" + file, "t") }
        }
        #expect(status == LUA_OK, "\(lua_tolstring(L, -1, nil).map { String(cString: $0) } ?? "")")
    }

    /// The real luacheck (Debian's lua-check, installed by tools/setup.sh --tests) with the
    /// folder's .luacheckrc: a single warning fails the test.
    @Test func luacheckFindsNoWarnings() throws {
        let luacheck = "/usr/bin/luacheck"
        try #require(FileManager.default.isExecutableFile(atPath: luacheck),
                     "luacheck is not installed: tools/setup.sh --tests (or apt-get install lua-check)")
        let r = try Subprocess.run(luacheck, ["--no-color", "--codes", "--config", ".luacheckrc", "prelude.lua", "expect.lua"],
                                   in: Self.directory)
        let output = r.output
        #expect(r.status == 0, "\(output)")
        #expect(output.contains("Total: 0 warnings / 0 errors in 2 files"), "\(output)")
    }

    /// The chunks the host runs are the files, byte for byte, under their names of today.
    @Test func theBinaryCarriesEachFileAsItIs() throws {
        for (chunk, file, name) in [(Chunk.prelude, "prelude.lua", "=cartlua prelude"),
                                    (Chunk.expect, "expect.lua", "=cartlua expect")] {
            guard case .own(_, let text) = chunk.text else {
                Issue.record("\(file) is not one of cartlua's own chunks")
                continue
            }
            let embedded = text.withUTF8Buffer { Array($0) }
            #expect(embedded == (try Self.contents(file)), "\(file)")
            #expect(chunk.name == name)
        }
    }
}
