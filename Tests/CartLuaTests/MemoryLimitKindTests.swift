import Testing
@testable import CartLua

/// The memory limit a binding passes is raised by the trampoline (shim.h) and known by its kind
/// — the flag the trampoline sets — not by its words: a script's own error with the same words is
/// the script's error, and a limit error the script caught does not turn a later error into one.
@Suite struct MemoryLimitKindTests {
    /// Lines 1–4: an animation whose `values` a binding copies out — 100,000 of them each time.
    static let bigValues = """
        local values = {}
        for i = 1, 100000 do values[i] = i end
        local a = KeyframeAnimation{keyPath = "opacity", values = values}
        local keep = {}

        """

    func settings(mib: Int) -> ScriptSettings {
        var s = ScriptSettings()
        s.limits.memory = mib << 20
        return s
    }

    /// Garbage does not count against the limit: a binding that passes it while the script
    /// holds little (layers made and dropped: each one's Swift objects wait for Lua to collect
    /// its userdata) goes on once the garbage is collected, as Lua's own allocations do. A
    /// script that holds more than the limit still fails, at the binding's line.
    @Test func garbageDoesNotCountAgainstTheLimit() {
        func script(keepingLayers: Bool) -> String {
            """
            local keep, layers = {}, {}
            for i = 1, 40000 do keep[i] = {i, i, i, i} end
            for i = 1, 40000 do local l = Layer{name = "l" .. i}; if \(keepingLayers) then layers[i] = l end end
            """
        }
        #expect(runScript(script(keepingLayers: false), settings(mib: 8)).errorMessage == nil)
        #expect(runScript(script(keepingLayers: true), settings(mib: 8)).errorMessage
                    == "test.lua:3: memory limit exceeded: the script holds over 8 MiB (see --max-memory)")
    }

    @Test func aScriptsOwnErrorWithTheLimitsWordsIsTheScriptsError() {
        let run = runScript("error('memory limit exceeded (see --max-memory)')")
        #expect(run.errorMessage == "test.lua:1: memory limit exceeded (see --max-memory)")
    }

    @Test func aCaughtLimitDoesNotNameTheNextError() {
        // The binding's read of 100,000 values passes 24 MiB; the script catches the error the
        // trampoline raised, drops what it held, and then fails (with the same words) for a reason of its own.
        let run = runScript(Self.bigValues + """
            local ok, e = pcall(function() for i = 1, 1e9 do keep[i] = a.values end end)
            keep = nil
            if e ~= "test.lua:5: memory limit exceeded (see --max-memory)" then error("unexpected: " .. tostring(e)) end
            error("memory limit exceeded (see --max-memory)")
            """, settings(mib: 24))
        #expect(run.errorMessage == "test.lua:8: memory limit exceeded (see --max-memory)")
    }

    @Test func theLimitABindingPassesIsNamedAtTheScriptsLine() {
        let run = runScript(Self.bigValues + """
            for i = 1, 1e9 do keep[i] = a.values end
            """, settings(mib: 24))
        #expect(run.errorMessage == "test.lua:5: memory limit exceeded: the script holds over 24 MiB (see --max-memory)")
    }
}
