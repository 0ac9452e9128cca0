import CLua
import Testing
@testable import CartLua

/// One place loads a chunk (`LuaHost.load(_:on:)`): it names the chunk for Lua's messages and
/// tracebacks, refuses what is not Lua text, and turns Lua's error into the message people see.
@Suite struct ChunkTests {
    @Test func chunksAreNamedAsLuaMessagesShowThem() {
        #expect(Chunk.file("Scripts/coins.lua", []).name == "@Scripts/coins.lua")
        #expect(Chunk.prelude.name == "=cartlua prelude")
        #expect(Chunk.expect.name == "=cartlua expect")
    }

    @Test(arguments: [
        ([0x1b] + Array("LuaT\0".utf8), "lib/m.lua:1: a precompiled Lua chunk: cartlua runs Lua source text only"),
        (Array("local a = 1\nlocal b = = 2\n".utf8), "lib/m.lua:2: unexpected symbol near '='"),
        (Array("print(1)\n-- ".utf8) + [0xff], "lib/m.lua:2: not UTF-8 text (byte 0xFF at column 4); scripts must be UTF-8"),
    ] as [([UInt8], String)])
    func aFileThatIsNotAScriptIsRefusedInWordsForPeople(_ bytes: [UInt8], _ message: String) {
        let (host, _) = makeHost()
        let lua = host.lua
        let top = lua.top
        #expect(throws: ScriptError.self) { try host.load(.file("lib/m.lua", bytes), on: lua) }
        do { try host.load(.file("lib/m.lua", bytes), on: lua) } catch { #expect(error.message == message) }
        // Nothing is left on the stack.
        #expect(lua.top == top)
    }

    @Test func aLoadedChunkIsOneFunctionOnTheStack() throws {
        let (host, _) = makeHost()
        let lua = host.lua
        let top = lua.top
        try host.load(.file("ok.lua", Array("return 1".utf8)), on: lua)
        #expect(lua.top == top + 1)
        #expect(lua.type(-1) == LUA_TFUNCTION)
        lua.pop()
        try host.load(.expect, on: lua)
        #expect(lua.type(-1) == LUA_TFUNCTION)
        lua.pop()
    }

    /// A module is loaded by the same code as the script: refused in the same words, at its own
    /// path and line.
    @Test func aPrecompiledModuleIsRefusedAsAScriptIs() {
        var settings = ScriptSettings()
        settings.readModule = { name in name == "helper" ? ("lib/helper.lua", [0x1b] + Array("Lua".utf8)) : nil }
        #expect(runScript("require('helper')", settings).errorMessage
                == "lib/helper.lua:1: a precompiled Lua chunk: cartlua runs Lua source text only")
    }
}
