import Testing
import CartTestSupport
@testable import CartLua

/// Each script has its own Lua state: what one script does to the API, the libraries or the
/// globals is invisible to any other host in the process, made before it, alongside it or after.
@Suite struct IsolationTests {
    static let vandal = """
        Layer = nil; window = nil; after = function() error("hijacked") end
        string.rep = nil; string.upper = function() return "patched" end
        getmetatable("").__index = {len = function() return -1 end}
        math.pi = 3; table.insert = nil; pcall = nil; setmetatable = rawset
        rawset(_G, "leaked", true)
        print("vandalised")
        """

    static let probe = """
        print(type(Layer), window ~= nil, type(after), ("ab"):upper(), ("x"):rep(3), ("abc"):len())
        print(math.pi, type(table.insert), type(pcall), leaked)
        print(pcall(setmetatable, {}, {__gc = print}))
        """

    static let expected = [
        "function\ttrue\tfunction\tAB\txxx\t3",
        "3.1415926535898\tfunction\tfunction\tnil",
        "false\tbad argument #2 to 'setmetatable' (__gc metamethods are not available: finalizers would run outside the script's limits)",
    ]

    @Test func hostsInOneProcessDoNotSeeEachOthersChanges() {
        let (before, beforeSink) = makeHost()
        let (vandal, vandalSink) = makeHost()
        #expect(runScript(Self.vandal, on: vandal, sink: vandalSink).messages == ["vandalised"])
        // A host made before the vandal ran, and one made after, while the vandal's is still open.
        let (after, afterSink) = makeHost()
        #expect(printed(on: before, beforeSink) == Self.expected)
        #expect(printed(on: after, afterSink) == Self.expected)
        vandal.close()
        let (last, lastSink) = makeHost()
        #expect(printed(on: last, lastSink) == Self.expected)
    }

    func printed(on host: LuaHost, _ sink: RecordingSink) -> [String] {
        let r = runScript(Self.probe, on: host, sink: sink)
        return r.messages + (r.errorMessage.map { ["ERROR: " + $0] } ?? [])
    }
}
