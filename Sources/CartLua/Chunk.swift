import CLua

/// A chunk of Lua text and the name Lua gives it in messages and tracebacks. The script and its
/// modules are named by their paths as the user gave them ("@path": "path:3: …"); cartlua's own
/// chunks as "=cartlua <name>" ("cartlua prelude:201: in function 'require'"), the prefix by
/// which the instruction limit (shim.h) and the traceback (LuaState.firstScriptFrame,
/// ExpectHost) pass over them to the script's own lines.
struct Chunk: Sendable {
    enum Text: Sendable {
        /// A file read at run time: the script or a module next to it.
        case file(path: String, bytes: [UInt8])
        /// One of cartlua's own chunks, embedded at build time (Plugins/EmbedFiles).
        case own(name: String, text: StaticString)
    }
    let text: Text

    /// The script or a module, read from `path`.
    static func file(_ path: String, _ bytes: [UInt8]) -> Chunk { Chunk(text: .file(path: path, bytes: bytes)) }

    /// Prelude/prelude.lua: Lua-side sugar, run once per script before it (Environment.swift):
    /// print/log into the trace, a `tostring` and a `pairs` that do not depend on memory
    /// addresses or hash seeds (so traces repeat byte for byte), a text-only `load`, `require`
    /// for modules next to the script, the instruction limit kept final through pcall, xpcall
    /// and coroutines, and `expect`, compiled on first use.
    static let prelude = Chunk(text: .own(name: "prelude", text: Embedded.preludeLua))

    /// Prelude/expect.lua: the Lua half of `expect` (CONTRACT.md "Expectations"), compiled and
    /// run the first time a script touches `expect` (ExpectHost.swift). It gets what it uses of
    /// the standard library as the prelude left it, the global `expect` table to fill and the
    /// private functions of ExpectHost.swift, and returns the end-of-run function and the
    /// `expect.within` sweep. A failed check is recorded (with the file and line of the
    /// script's `expect` call and the virtual time) and the run goes on; a mistake in the call
    /// itself (a bad tolerance, an unknown option) is a Lua error at the caller's line.
    static let expect = Chunk(text: .own(name: "expect", text: Embedded.expectLua))

    /// The name Lua is given for the chunk (its "source").
    var name: String {
        switch text {
        case .file(let path, _): "@" + path
        case .own(let name, _): "=cartlua " + name
        }
    }
}

extension LuaState {
    /// Compiles `chunk` and pushes it onto `lua`'s stack as a function; the one place a chunk is
    /// loaded. Text only: a precompiled chunk is refused, and so is a file that is not UTF-8
    /// (`sourceProblem`). On failure nothing is pushed and the error carries the message people
    /// see, "path:line: …", in Lua's own words for a syntax error.
    static func load(_ chunk: Chunk, on lua: Lua) throws(ScriptError) {
        func compile(_ text: UnsafeBufferPointer<UInt8>) -> Int32 {
            text.withMemoryRebound(to: CChar.self) { cartlua_loadbuffer(lua.L, $0.baseAddress, $0.count, chunk.name, "t") }
        }
        let status: Int32
        switch chunk.text {
        case .file(let path, let bytes):
            if let problem = Chunk.sourceProblem(bytes) {
                throw ScriptError(message: "\(path):\(problem)", traceback: nil, virtualTime: nil)
            }
            status = bytes.withUnsafeBufferPointer(compile)
        case .own(_, let text):
            // Checked by the tests (PreludeFileTests), not at each start.
            status = text.withUTF8Buffer(compile)
        }
        guard status == LUA_OK else {
            let message = lua.string(-1) ?? "cannot load \(chunk.name)"
            lua.pop()
            throw ScriptError(message: message, traceback: nil, virtualTime: nil)
        }
    }
}

extension Chunk {
    /// Why `source` is not a script, as "line: message": a precompiled chunk (Lua would say so
    /// without naming the file), or not UTF-8 text; nil for a script.
    static func sourceProblem(_ source: [UInt8]) -> String? {
        if source.first == 0x1b { return "1: a precompiled Lua chunk: cartlua runs Lua source text only" }
        return utf8Problem(source)
    }

    /// Where a script's text stops being UTF-8, as "line: message"; nil for valid UTF-8. Lua
    /// itself takes any bytes, but the trace (JSON) is UTF-8 and so are scripts.
    static func utf8Problem(_ source: [UInt8]) -> String? {
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = source.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let scalar):
                offset += scalar.count
            case .emptyInput:
                return nil
            case .error:
                let before = source[..<offset]
                let line = before.reduce(1) { $1 == 10 ? $0 + 1 : $0 }
                let column = offset - (before.lastIndex(of: 10).map { $0 + 1 } ?? 0) + 1
                let byte = String(source[offset], radix: 16, uppercase: true)
                return "\(line): not UTF-8 text (byte 0x\(byte.count == 1 ? "0" + byte : byte) at column \(column)); scripts must be UTF-8"
            }
        }
    }
}
