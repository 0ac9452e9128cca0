import Testing
import CartAnimation
import CartRun
import CartTestSupport
@testable import CartLua

#if canImport(Glibc)
import Glibc
#endif

/// Scripts cannot hurt the host: random scripts that abuse the API — wrong types, nil, NaN, ±inf,
/// huge and negative numbers, empty and huge strings, cycles in the layer tree, removal inside
/// callbacks, animations on removed layers, degenerate timing, paths and keyTimes, delegates that
/// fail or add animations forever, `after` with odd delays, deep recursion, coroutine abuse,
/// library calls that loop in C (counted.h) —
/// run in-process through LuaHost and Runner under small limits. Each must end normally or with
/// a ScriptError whose message names the script's line ("test.lua:12: …"), within its
/// instruction budget, with a well-formed trace; a crash, a Swift trap or a hang fails the test
/// run itself.
///
/// Deterministic: case `n` is generated from a seeded PRNG (SplitMix64), the same on every run
/// and platform. `CARTLUA_FUZZ_CASES=20000` runs more cases, `CARTLUA_FUZZ_SEED=n` starts from
/// another seed, `CARTLUA_FUZZ_DUMP=dir` writes each case to `dir/case-N.lua` before it runs (the
/// last file written is the culprit of a crash: run it with `cartlua run`).
@Suite struct FuzzTests {
    static let defaultCases = 400

    @Test func randomScriptsNeverHurtTheHost() throws {
        let env = Environment()
        let cases = env.int("CARTLUA_FUZZ_CASES") ?? FuzzTests.defaultCases
        let seed = UInt64(env.int("CARTLUA_FUZZ_SEED") ?? 20_261_129)
        let dump = env.string("CARTLUA_FUZZ_DUMP")
        let verbose = env.string("CARTLUA_FUZZ_VERBOSE") != nil
        var tally = Tally()
        for n in 0..<cases {
            let script = FuzzScript.make(seed: seed &+ UInt64(n))
            if let dump { writeFile(dump + "/case-\(n).lua", script.source) }
            let started = verbose ? monotonicSeconds() : 0
            let run = FuzzRun(script)
            tally.add(run.outcome)
            if verbose {
                // Diagnostics only (times are never asserted).
                let ms = Int((monotonicSeconds() - started) * 1000)
                print("case \(n): \(ms) ms \(run.outcome) \(run.message ?? "")")
            }
            check(run, case: n)
            // Every tenth case twice: the same trace, event for event.
            if n % 10 == 0 {
                let again = FuzzRun(script)
                #expect(again.digest == run.digest && again.outcome == run.outcome,
                        "case \(n) differs between two runs:\n\(script.source)")
            }
        }
        print("fuzz: \(cases) cases from seed \(seed): " + tally.summary)
        #expect(tally.total == cases)
        // The generator reaches both ends: scripts that finish and scripts that fail.
        #expect(tally.normal > cases / 20 && tally.errors > cases / 20, "\(tally.summary)")
    }

    /// A few of the abuses by hand, each with the outcome it must have (the fuzz only checks
    /// that outcomes are well-formed).
    @Test(arguments: [
        ("local l = Layer{} window:addSublayer(l) l:addSublayer(l)", "test.lua:1: bad argument #1 to 'addSublayer'"),
        ("local p = window for i = 1, 500 do local l = Layer{} p:addSublayer(l) p = l end",
         "test.lua:1: bad argument #1 to 'addSublayer' (layer tree too deep: over 100 levels (a sandbox limit))"),
        ("local g = BasicAnimation{keyPath='opacity'} for i = 1, 40 do g = AnimationGroup{animations = {g, g}} end\n"
         + "window:addAnimation(g)", "test.lua:2: bad argument #1 to 'addAnimation' (group too large"),
        ("local g = BasicAnimation{keyPath='opacity'} for i = 1, 500 do g = AnimationGroup{animations = {g}} end",
         "test.lua:1: bad argument #1 to 'AnimationGroup' (option 'animations': groups nested over 100 levels deep"),
        ("local gs = {} for i = 1, 3 do gs[i] = AnimationGroup{} end\ngs[1].animations = {gs[2]}\ngs[2].animations = {gs[3]}",
         "test.lua:3: bad value for 'animations' of AnimationGroup: this group is inside another group"),
        ("pcall(function() while true do end end) print('escaped')", "test.lua:1: instruction limit exceeded"),
        ("while true do pcall(function() while true do end end) end", "test.lua:1: instruction limit exceeded"),
        ("while true do coroutine.resume(coroutine.create(function() while true do end end)) end",
         "test.lua:1: instruction limit exceeded"),
        ("xpcall(function() while true do end end, function() while true do end end)", "test.lua:1: instruction limit exceeded"),
        ("local f = coroutine.wrap(function()\n local x <close> = setmetatable({}, {__close = function() while true do end end})\n while true do end\nend) f()",
         "test.lua:3: instruction limit exceeded"),
        ("setmetatable({}, {__gc = function() while true do end end})",
         "test.lua:1: bad argument #2 to 'setmetatable' (__gc metamethods are not available"),
        ("after(0, error)", "test.lua:1: (error object is a nil value)"),
        ("local f = coroutine.wrap(function() end)\nafter(0, f)\nafter(0, f)", "test.lua:3: cannot resume dead coroutine"),
        ("local function f() ('x'):gsub('.', f) end f()", "test.lua:1: C stack overflow"),
        ("window:addAnimation(BasicAnimation{keyPath='opacity', duration = 0.1, delegate = {animationDidStop = error}})",
         "test.lua:1: bad argument #2 to 'error' (number expected, got boolean)"),
        // Each copy has ended before it was added: it starts and stops at once, forever.
        ("local l = Layer{} window:addSublayer(l)\nlocal a = BasicAnimation{keyPath='opacity', toValue = 0, beginTime = -10}\n"
         + "a.delegate = {animationDidStop = function() l:addAnimation(a) end}\nl:addAnimation(a)", "test.lua:3: instruction limit exceeded"),
    ])
    func namedAbuse(script: String, expected: String) {
        let run = FuzzRun(FuzzScript(source: script))
        #expect(run.message?.hasPrefix(expected) == true, "got \(run.message ?? "no error")")
        check(run, case: -1)
    }

    /// The invariants every run keeps, whatever the script did.
    func check(_ run: FuzzRun, case n: Int) {
        let where_ = n >= 0 ? "case \(n)" : "script"
        switch run.outcome {
        case .normal:
            break
        case .scriptError(let kind), .usageError(let kind):
            let message = run.message ?? ""
            // Lua refuses an allocation without saying where (no message handler runs); the
            // limit names itself.
            let placed = FuzzRun.hasPlace(message) && !message.hasPrefix("cartlua ") || message.hasPrefix("memory limit exceeded")
            #expect(placed, "\(where_): \(kind) error without file:line: \(message)\n\(run.script.source)")
        case .hostError(let text):
            Issue.record("\(where_): not a script error: \(text)\n\(run.script.source)")
        }
        // The budget holds: the count can pass the limit by a hook's step, one allocation's or one
        // binding's share (bytes and work count too), never run on.
        #expect(run.instructions <= 3 * FuzzRun.limits.instructions,
                "\(where_): ran \(run.instructions) instructions\n\(run.script.source)")
        #expect(run.trace.wellFormed, "\(where_): \(run.trace.problem ?? "")\n\(run.script.source)")
    }
}

// MARK: - Running one case

/// One script run through LuaHost and Runner (as ScriptHarness does) under the fuzz limits.
struct FuzzRun {
    enum Outcome: Equatable {
        case normal(EndReason)
        case scriptError(String)
        case usageError(String)
        case hostError(String)
    }

    static let limits: ScriptLimits = {
        var l = ScriptLimits()
        l.instructions = 1_000_000
        l.memory = 64 << 20
        l.layers = 500
        l.pendingCalls = 200
        return l
    }()

    let script: FuzzScript
    let outcome: Outcome
    let message: String?
    let instructions: Int64
    let trace: DigestSink
    var digest: UInt64 { trace.digest }

    init(_ script: FuzzScript) {
        self.script = script
        let sink = DigestSink()
        let scene = Scene()
        let runner = Runner(scene: scene, options: RunOptions(plan: script.plan, until: script.until, timeCap: 3), sink: sink)
        var options = HostOptions(scriptPath: "test.lua")
        options.limits = FuzzRun.limits
        options.seed = 7
        let host = LuaHost(scene: scene, runner: runner, options: options)
        var outcome = Outcome.normal(.idle), message: String?
        do {
            try host.runMain(source: Array(script.source.utf8))
            let (_, reason) = try runner.run(host: host)
            outcome = .normal(reason)
        } catch let e as ScriptError {
            message = e.message
            outcome = .scriptError(FuzzRun.kind(e.message))
        } catch let e as UsageError {
            message = e.message
            outcome = .usageError(FuzzRun.kind(e.message))
        } catch {
            message = "\(type(of: error)): \(error)"
            outcome = .hostError(message!)
        }
        instructions = host.instructionsUsed
        host.close()
        self.outcome = outcome
        self.message = message
        trace = sink
    }

    /// What kind of error a message is, for the tally.
    static func kind(_ message: String) -> String {
        let kinds = [
            ("instruction limit exceeded", "instruction limit"), ("memory limit exceeded", "memory limit"),
            ("layer limit exceeded", "layer limit"), ("delayed-call limit exceeded", "pending-call limit"),
            ("a sandbox limit", "tree/group limit"), ("__gc metamethods", "no finalizers"),
            ("stack overflow", "stack overflow"), ("bad argument", "bad argument"), ("bad value for", "bad value"),
            ("has no property", "unknown property"), ("attempt to", "Lua: attempt to"),
            ("coroutine", "coroutine"), ("boom", "script's own error"), ("error object is", "script's own error"),
        ]
        for (text, kind) in kinds where message.contains(text) { return kind }
        return "other"
    }

    /// Whether the first line of a message has a "chunk:line: " place.
    static func hasPlace(_ message: String) -> Bool {
        let line = message.prefix { $0 != "\n" }
        var rest = Substring(line)
        while let colon = rest.firstIndex(of: ":") {
            let after = rest[rest.index(after: colon)...]
            let digits = after.prefix { $0.isASCII && $0.isNumber }
            if colon > line.startIndex, !digits.isEmpty, after.dropFirst(digits.count).hasPrefix(": ") { return true }
            rest = after
        }
        return false
    }
}

/// A trace sink that keeps a running digest of every record and checks the trace's shape: times
/// never go back, samples are strictly increasing, the end comes once and last.
final class DigestSink: TraceSink {
    private(set) var digest: UInt64 = 0xcbf2_9ce4_8422_2325
    private(set) var problem: String?
    private var lastTime = -Double.infinity
    private var lastSample = -Double.infinity
    private var ended = false
    var wellFormed: Bool { problem == nil }

    private func mix(_ x: UInt64) {
        digest = (digest ^ x) &* 0x0000_0100_0000_01b3
    }

    private func mix(_ s: String) {
        for b in s.utf8 { mix(UInt64(b)) }
        mix(0xff)
    }

    private func record(_ t: Double, _ what: String) {
        if ended { problem = problem ?? "\(what) at \(t) after the end" }
        if !(t >= lastTime) { problem = problem ?? "\(what) at \(t) before \(lastTime)" }
        if !t.isFinite { problem = problem ?? "\(what) at a non-finite time" }
        lastTime = t
        mix(t.bitPattern)
        mix(what)
    }

    func writeSample(time: Double, layers: [LayerSample]) throws {
        if !(time > lastSample) { problem = problem ?? "sample at \(time) not after the sample at \(lastSample)" }
        lastSample = time
        record(time, "sample")
        for l in layers {
            mix(l.name)
            mix(l.superlayer ?? "-")
            mix(UInt64(bitPattern: Int64(l.state.hashValue)))
        }
    }

    func writeEvent(time: Double, event: TraceEvent) throws {
        record(time, "\(event)")
    }

    func writeLog(time: Double, message: String) throws {
        record(time, "log " + message)
    }

    func writeEnd(time: Double, reason: EndReason) throws {
        record(time, "end \(reason.rawValue)")
        ended = true
    }
}

/// Counts of outcomes: normal ends by reason, errors by kind.
struct Tally {
    var counts: [String: Int] = [:]
    var total = 0, normal = 0, errors = 0

    mutating func add(_ o: FuzzRun.Outcome) {
        total += 1
        switch o {
        case .normal(let reason): normal += 1; counts["normal (\(reason.rawValue))", default: 0] += 1
        case .scriptError(let kind): errors += 1; counts["script error: \(kind)", default: 0] += 1
        case .usageError(let kind): errors += 1; counts["usage error: \(kind)", default: 0] += 1
        case .hostError: counts["HOST ERROR", default: 0] += 1
        }
    }

    var summary: String {
        "\(normal) normal, \(errors) script errors — "
            + counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
                .map { "\($0.key): \($0.value)" }.joined(separator: ", ")
    }
}

// MARK: - Generating scripts

/// A generated script and the way to run it.
struct FuzzScript {
    var source: String
    var plan: SamplingPlan = .fps(10)
    var until: Double?

    static func make(seed: UInt64) -> FuzzScript {
        FuzzGenerator(rng: SplitMix64(seed: seed)).script()
    }
}

/// Builds random scripts from a catalogue of statements over a pool of odd values. The script
/// keeps what it makes in L (layers, the window first), A (animations), P (paths), T (timers)
/// and reaches them with lay(i), ani(i), pth(i), so statements refer to objects made earlier.
final class FuzzGenerator {
    var rng: SplitMix64
    var depth = 0

    init(rng: SplitMix64) { self.rng = rng }

    func script() -> FuzzScript {
        var lines = [
            "local L, A, P, T = {window}, {}, {}, {}",
            "local function lay(i) return L[(i - 1) % #L + 1] end",
            "local function ani(i) if #A == 0 then return nil end return A[(i - 1) % #A + 1] end",
            "local function pth(i) if #P == 0 then return Path() end return P[(i - 1) % #P + 1] end",
            "local function tmr(i) return T[(i - 1) % math.max(#T, 1) + 1] end",
        ]
        for _ in 0..<(3 + rng.below(18)) { lines.append(statement()) }
        var s = FuzzScript(source: lines.joined(separator: "\n") + "\n")
        switch rng.below(8) {
        case 0: s.plan = .fps(1)
        case 1: s.plan = .fps(30)
        case 2: s.plan = .times([0, 0.05, 0.5, 1, 2.5].filter { _ in rng.chance(0.7) })
        case 3: s.plan = .times([1e300, 0, 1e-12])
        default: s.plan = .fps(10)
        }
        switch rng.below(6) {
        case 0: s.until = 0
        case 1: s.until = 0.5
        case 2: s.until = 100
        default: s.until = nil
        }
        return s
    }

    /// A statement: most are wrapped in pcall so the script goes on past the error.
    func statement() -> String {
        let body = rawStatement()
        return rng.chance(0.9) ? "pcall(function() \(body) end)" : body
    }

    func block() -> String {
        guard depth < 2 else { return rng.pick(["", "print(now())", "lay(\(i())):removeFromSuperlayer()"]) }
        depth += 1
        defer { depth -= 1 }
        return (0..<(1 + rng.below(3))).map { _ in statement() }.joined(separator: " ")
    }

    func i() -> Int { 1 + rng.below(6) }

    func rawStatement() -> String {
        switch rng.below(41) {
        case 0, 1, 2: return "L[#L + 1] = Layer\(layerOptions())"
        case 3: return "L[#L + 1] = Layer(\(any()))"
        case 4, 5: return "lay(\(i())):addSublayer(lay(\(i())))"
        case 6: return "lay(\(i())):insertSublayer(lay(\(i())), \(num()))"
        case 7: return rng.pick([
            "lay(\(i())):removeFromSuperlayer()", "lay(\(i())):addSublayer(\(any()))",
            "local l = lay(\(i())) l:addSublayer(l)", "local l = lay(\(i())) if l.superlayer then l:addSublayer(l.superlayer) end",
            "local a = lay(\(i())) local b = Layer{} a:addSublayer(b) b:addSublayer(a)",
            "do local p = lay(\(i())) for k = 1, \(rng.pick([5, 60, 150, 3000])) do local c = Layer{} p:addSublayer(c) p = c end end",
        ])
        case 8, 9, 10: return "A[#A + 1] = BasicAnimation\(basicOptions())"
        case 11, 12: return "A[#A + 1] = KeyframeAnimation\(keyframeOptions())"
        case 13: return rng.chance(0.5) ? "A[#A + 1] = AnimationGroup\(groupOptions())" : "A[#A + 1] = SpringAnimation\(springOptions())"
        case 14, 15, 16: return "lay(\(i())):addAnimation(ani(\(i())), \(key()))"
        case 17: return rng.pick([
            "lay(\(i())):removeAnimation(\(key()))", "lay(\(i())):removeAllAnimations()",
            "print(lay(\(i())):animation(\(key())))", "print(table.concat(lay(\(i())):animationKeys(), ','))",
            "lay(\(i())):addAnimation(\(any()), \(key()))",
        ])
        case 18, 19: return "lay(\(i())).\(layerProperty()) = \(any())"
        case 20: return "ani(\(i())).\(animationProperty()) = \(any())"
        case 21: return rng.chance(0.8) ? "print(lay(\(i())).\(layerProperty()), ani(\(i())) and ani(\(i())).\(animationProperty()))"
            : "print(ani(\(i())).settlingDuration)"
        case 22: return rng.pick([
            "lay(\(i())):setValue(\(keyPath()), \(any()))", "print(lay(\(i())):value(\(keyPath())))",
            "local s = lay(\(i())):presentation() print(s.position.x, s.opacity, s.rotation)",
            "print(lay(\(i())):convertPoint(\(point()), \(rng.pick(["nil", "lay(\(i())) ", any()]))))",
            "print(lay(\(i())):convertPointFrom(\(point()), \(rng.pick(["nil", "lay(\(i()))", any()]))))",
        ])
        case 23, 24: return "P[#P + 1] = Path()\(pathCalls())"
        case 25: return rng.pick([
            "print(pth(\(i())):length(), pth(\(i())):pointAt(\(num())))",
            "do local p = pth(\(i())) for k = 1, \(rng.pick([10, 1000, 20000])) do p:lineTo(k, \(num())) end end",
            "pth(\(i()))\(pathCalls())",
        ])
        case 26: return rng.pick([
            "print(TimingFunction(\(string())):evaluate(\(num())))",
            "print(TimingFunction(\(num()), \(num()), \(num()), \(num())):evaluate(\(num())))",
            "print(TimingFunction{\(num()), \(num()), \(num()), \(num())})", "print(TimingFunction(\(any())))",
        ])
        case 27, 28: return "T[#T + 1] = after(\(time()), function() \(block()) end)"
        case 29: return rng.pick([
            "after(\(time()), \(any()))", "print(tmr(\(i())) and tmr(\(i())):cancel())",
            "local function again() after(\(rng.pick(["0", "-1", "1e-9", "0.01"])), again) end again()",
            "after(0, coroutine.wrap(function() \(block()) coroutine.yield() \(block()) end))",
            "for k = 1, \(rng.pick([10, 300])) do after(\(time()), print) end",
        ])
        case 30: return rng.pick([
            "print(now())", "print(\(any()))", "log(\(any()), \(any()))",
            "print(param(\(string()), \(any()), \(any())))", "print(tostring(lay(\(i()))), tostring(ani(\(i()))))",
        ])
        case 31: return rng.pick([
            "local function r(n) return r(n + 1) + 1 end r(1)",
            "local function f() ('x'):gsub('.', f) end f()",
            "local t = setmetatable({}, {__index = function(t, k) return t[k] end}) print(t.x)",
            "local function f() pcall(f) end f()",
            "local function f(n) if n > 0 then after(0, function() f(n - 1) end) end end f(\(rng.pick([3, 100, 1000])))",
            "print(load(string.rep('(', 1000) .. 'x'))",
        ])
        case 32: return rng.pick([
            "coroutine.wrap(function() \(block()) coroutine.yield() \(block()) end)()",
            "local co = coroutine.create(function() \(block()) coroutine.yield(lay(\(i()))) \(block()) end) print(coroutine.resume(co)) print(coroutine.resume(co)) print(coroutine.resume(co))",
            "coroutine.yield()", "print(coroutine.resume(coroutine.running()))",
            "local co = coroutine.wrap(function() while true do coroutine.yield(Layer{}) end end) for k = 1, \(rng.pick([3, 50])) do lay(1):addSublayer(co()) end",
            "local co = coroutine.create(function() error('boom') end) print(coroutine.resume(co)) print(coroutine.close(co))",
            "print(coroutine.close(coroutine.running()))",
            // Yields across C calls: a sort's comparator, a gsub replacement, a __tostring.
            "coroutine.wrap(function() table.sort({3, 2, 1}, function(a, b) coroutine.yield() return a < b end) end)()",
            "coroutine.wrap(function() ('xy'):gsub('.', function() coroutine.yield(lay(\(i()))) end) end)()",
            "coroutine.wrap(function() print(setmetatable({}, {__tostring = function() coroutine.yield() return 'x' end})) end)()",
            "local co = coroutine.wrap(function(...) local n = 0 while true do n = n + 1 after(0, coroutine.yield) coroutine.yield(n) end end) co() co() co()",
        ])
        case 33: return rng.pick([
            "while true do end", "pcall(function() while true do end end)",
            "for k = 1, \(rng.pick([10, 1000])) do \(rawStatement()) end",
            "local big = {} for k = 1, 1e7 do big[k] = k end", "local s = string.rep('x', 1e8)",
            "for k = 1, \(rng.pick([100, 600])) do L[#L + 1] = Layer{} end",
        ])
        case 34: return rng.pick([
            "error('boom')", "error({})", "error()", "error('boom', 2)", "assert(false)", "assert(nil, 'boom')",
        ])
        case 35: return rng.pick([
            "for k, v in pairs(lay(\(i()))) do end", "print(#lay(\(i())))", "print(lay(\(i())) .. 'x')",
            "print(lay(\(i())) < lay(\(i())))", "lay(\(i()))()", "print(getmetatable(lay(\(i()))))",
            "setmetatable(lay(\(i())), {})", "print(rawget(lay(\(i())), 'name'))", "lay(\(i())).addSublayer = nil",
            "print(ani(\(i())) == ani(\(i())), lay(\(i())) == window)",
        ])
        case 36: return rng.pick([
            "print(load(\(string())))", "print(load('\\27Lua'))", "print(pcall(require, \(string())))",
            "print(string.format('%p', {}))", "print(string.format('%s %d', lay(\(i())), \(num())))",
            "print(select('#', table.unpack({}, 1, \(rng.pick(["1e6", "100"])))))",
        ])
        case 37: return "A[#A + 1] = BasicAnimation{keyPath = 'opacity', toValue = 0, duration = \(time()), delegate = \(delegate())}"
        case 38: return rng.pick([
            "local l = Layer{} lay(\(i())):addSublayer(l) l:addAnimation(ani(\(i())), \(key())) l:removeFromSuperlayer() l:addAnimation(ani(\(i())))",
            "local l = lay(\(i())) l.speed = \(num()) l.timeOffset = \(num()) l.beginTime = \(num())",
            "lay(\(i())):addAnimation(KeyframeAnimation{keyPath = 'position', path = Path():moveTo(1, 1)})",
            "lay(\(i())):addAnimation(KeyframeAnimation{keyPath = 'position', path = Path():moveTo(1, 1):lineTo(1, 1), calculationMode = 'paced', rotationMode = 'auto'})",
            "lay(\(i())):addAnimation(KeyframeAnimation{keyPath = 'opacity', values = {0, 1}, keyTimes = {1, 0}})",
        ])
        case 39: return libraryWork()
        default: return rng.pick([
            "local g = ani(\(i())) for k = 1, \(rng.pick([3, 20, 200])) do g = AnimationGroup{animations = {g, g}} end lay(\(i())):addAnimation(g)",
            "local g = AnimationGroup{} for k = 1, \(rng.pick([3, 150])) do g = AnimationGroup{animations = {g}} end A[#A + 1] = g",
        ])
        }
    }

    /// Library calls whose C work the count hook cannot see (counted.h charges it), on sizes
    /// small and large, alone or repeated.
    func libraryWork() -> String {
        let n = rng.pick(["10", "3000", "1e5", "1e6"]), reps = rng.pick(["1", "100", "1e9"])
        let s = "string.rep('a', \(n))"
        let call = rng.pick([
            "string.find(\(s), '.-.-.-.-x')", "string.match(\(s), '(.-)(.-)(.-)x')",
            "for w in string.gmatch(\(s), '.-.-x') do end", "string.gsub(\(s), '.-.-x', '%0')",
            "string.find(\(s), '[' .. string.rep('b', \(n)) .. ']')", "string.find(string.rep('(', \(n)), '%b()')",
            "string.find(\(s), string.rep('a', \(n) // 10) .. 'b', 1, true)", "(\(s)):find('y', 1, true)",
            "table.move({}, 1, \(rng.pick(["2^62", "1e7", "10"])), 2)", "table.concat(B)", "table.unpack(B)", "table.sort(B)",
            "table.sort(B, function(a, b) return a > b end)", "table.insert(B, 1, 0) table.remove(B, 1)",
            "string.rep('', \(rng.pick(["1e15", "1e8", "3"])))", "string.rep('', 1e15, '')", "(\(s)):byte(1, -1)",
            "string.char(table.unpack(C))", "select(-1, table.unpack(C))", "utf8.char(table.unpack(C))",
            "utf8.len(\(s))", "utf8.offset(\(s), -\(n))", "utf8.codepoint(\(s), 1, -1)",
            "pcall(utf8.codes(string.rep('\\128', \(n))), string.rep('\\128', \(n)), 0)",
            "string.packsize(string.rep('b', \(n)))", "string.pack(string.rep('x', \(n)))", "string.format(\(s))",
            "tonumber(string.rep(' ', \(n)) .. '1')", "tonumber(string.rep('1', \(n)), 2)", "local x = (string.rep(' ', \(n)) .. '1') + 0",
            "math.abs(string.rep(' ', \(n)) .. '1')", "('x'):sub(string.rep(' ', \(n)) .. '1')",
            "load('return ' .. string.rep(' ', \(n)) .. '1')", "load(function() return string.rep(' ', \(n)) end)",
            "pcall(require, 'missing')", "next(D)", "for _ in pairs(D) do end", "Layer(D)", "rawequal(\(s), \(s))",
            "local l = Layer{} l.name = \(s)", "math.max(table.unpack(C))", "assert(table.unpack(C))",
            "coroutine.wrap(function(...) coroutine.yield(...) end)(table.unpack(C))",
        ])
        let setup = "B = B or {} for k = #B + 1, \(rng.pick(["10", "1000"])) do B[k] = k .. '' end "
            + "C = C or {} for k = #C + 1, 1000 do C[k] = 65 end "
            // D: a table whose many keys were cleared (Lua keeps the empty slots next scans).
            + "if not D then local n = \(rng.pick(["10", "5e4"])) D = {} for k = 1, n do D[k * 2] = k end "
            + "for k = 1, n do D[k * 2] = nil end D.name = 'd' end "
        return setup + "for k = 1, \(reps) do \(call) end"
    }

    // MARK: Values

    func num() -> String {
        if rng.chance(0.3) { return String(Double(rng.below(2000)) / 10 - 50) }
        return rng.pick(["0", "-0.0", "1", "-1", "0.5", "2", "1e-9", "1e308", "-1e308", "math.huge", "-math.huge",
                         "0/0", "-(0/0)", "math.maxinteger", "math.mininteger", "2^53", "1e-308", "0.25", "3", "10",
                         "-0.5", "100", "1e6", "1e15", "7.5"])
    }

    func time() -> String {
        rng.pick(["0", "-1", "0.1", "0.25", "1", "1e-9", "1e9", "math.huge", "0/0", "-math.huge", "0.05", "2", num()])
    }

    func string() -> String {
        rng.pick(["''", "'x'", "string.rep('x', 100000)", "'#ff0000'", "'#zz'", "'\\0\\255'", "'position'",
                  "'opacity'", "'easeIn'", "'\u{1F642}'", "('a'):rep(300)", "'forwards'", "'paced'", "'group'"])
    }

    func bool() -> String { rng.pick(["true", "false", "nil", "0", "'yes'"]) }

    func point() -> String {
        rng.pick(["{x = \(num()), y = \(num())}", "{\(num()), \(num())}", "{}", "{x = \(num())}", "{x = 'a', y = 1}",
                  "nil", "{x = 10, y = 20}", "lay(\(i())).position"])
    }

    func rect() -> String {
        rng.pick(["{x = \(num()), y = \(num()), width = \(num()), height = \(num())}", "{0, 0, \(num()), \(num())}",
                  "{}", "{0, 0, 40, 40}", "{width = 10}", "lay(\(i())).bounds"])
    }

    func color() -> String {
        rng.pick(["'#ff0000'", "'#00ff0080'", "'#zz'", "''", "{r = \(num()), g = 0, b = 1}", "{r = 2}", "{}", "nil"])
    }

    func transform() -> String {
        rng.pick(["{" + (0..<16).map { _ in num() }.joined(separator: ", ") + "}", "{1, 2, 3}", "{}",
                  "{1,0,0,0, 0,1,0,0, 0,0,1,0, 0,0,0,1}"])
    }

    func keyPath() -> String {
        rng.pick(["'position'", "'position.x'", "'opacity'", "'bounds'", "'bounds.size'", "'transform'",
                  "'transform.scale'", "'transform.rotation.z'", "'transform.translation'", "'backgroundColor'",
                  "'hidden'", "'contents'", "'cornerRadius'", "'zPosition'", "'anchorPoint'", "'bogus'",
                  "'position.z'", "''", "'transform.rotation.x'", string()])
    }

    func key() -> String { rng.pick(["nil", "'k'", "'group'", "'position'", string(), num()]) }

    func any() -> String {
        switch rng.below(12) {
        case 0, 1: return num()
        case 2: return string()
        case 3: return point()
        case 4: return rect()
        case 5: return color()
        case 6: return bool()
        case 7: return transform()
        default:
            return rng.pick(["nil", "{}", "lay(\(i()))", "ani(\(i()))", "pth(\(i()))", "print", "function() end",
                             "coroutine.create(function() end)", "window", "TimingFunction('easeIn')",
                             "setmetatable({}, {__index = function() error('boom') end})", "tmr(\(i()))",
                             "setmetatable({}, {__len = function() return 1e9 end})"])
        }
    }

    // MARK: Options

    func options(_ pairs: [(String, () -> String)]) -> String {
        var parts: [String] = []
        for (name, value) in pairs where rng.chance(0.35) { parts.append("\(name) = \(value())") }
        if rng.chance(0.05) { parts.append("durtion = 1") }
        if rng.chance(0.05) { parts.append("[1] = 2") }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    func layerOptions() -> String {
        options([
            ("name", { self.rng.chance(0.5) ? "'n\(self.rng.below(5))'" : self.any() }), ("position", { self.point() }),
            ("bounds", { self.rect() }), ("anchorPoint", { self.point() }), ("frame", { self.rect() }),
            ("transform", { self.transform() }), ("opacity", { self.num() }), ("hidden", { self.bool() }),
            ("backgroundColor", { self.color() }), ("cornerRadius", { self.num() }), ("masksToBounds", { self.bool() }),
            ("contents", { self.string() }), ("zPosition", { self.num() }), ("beginTime", { self.num() }),
            ("speed", { self.rng.pick(["0", "-1", "2", "1e300", self.num()]) }), ("timeOffset", { self.num() }),
        ])
    }

    func timingOptions() -> [(String, () -> String)] {
        [
            ("duration", { self.time() }), ("beginTime", { self.rng.pick(["now() + 0.1", self.time()]) }),
            ("timeOffset", { self.time() }), ("speed", { self.rng.pick(["0", "-1", "0.5", "2", "1e-9", self.num()]) }),
            ("repeatCount", { self.rng.pick(["math.huge", "0", "2.5", "-1", "1e30", self.num()]) }),
            ("repeatDuration", { self.time() }), ("autoreverses", { self.bool() }),
            ("fillMode", { self.rng.pick(["'forwards'", "'backwards'", "'both'", "'removed'", "'forward'", self.any()]) }),
            ("timingFunction", { self.rng.pick(["'easeIn'", "{0.1, 0.2, 0.3, 0.4}", "{2, 0, 0, 1}", "TimingFunction('linear')", self.any()]) }),
            ("removedOnCompletion", { self.bool() }), ("delegate", { self.delegate() }),
        ]
    }

    func basicOptions() -> String {
        let kp = keyPath()
        let rest = options(timingOptions() + [
            ("fromValue", { self.any() }), ("toValue", { self.any() }), ("byValue", { self.any() }),
            ("additive", { self.bool() }), ("cumulative", { self.bool() }),
        ])
        return rest == "{}" ? "{keyPath = \(kp)}" : "{keyPath = \(kp), " + rest.dropFirst()
    }

    func keyframeOptions() -> String {
        let kp = rng.pick(["'position'", "'opacity'", "'transform.rotation'", "'bounds'", "'backgroundColor'", keyPath()])
        let rest = options(timingOptions() + [
            ("values", { self.rng.pick(["{0, 1, 0.5}", "{}", "{\(self.any()), \(self.any())}", "{\(self.point()), \(self.point())}",
                                        "(function() local t = {} for k = 1, 1000 do t[k] = k end return t end)()"]) }),
            ("keyTimes", { self.rng.pick(["{0, 0.5, 1}", "{1, 0}", "{}", "{0, 0/0, 1}", "{-1, 2}", "{0, 1}", self.any()]) }),
            ("timingFunctions", { self.rng.pick(["{'easeIn', 'easeOut'}", "{}", "{\(self.any())}"]) }),
            ("path", { self.rng.pick(["pth(\(self.i()))", "Path()", "Path():moveTo(0, 0)", "Path():moveTo(0, 0):lineTo(0, 0)", self.any()]) }),
            ("calculationMode", { self.rng.pick(["'linear'", "'discrete'", "'paced'", "'cubic'", "'cubicPaced'", self.any()]) }),
            ("rotationMode", { self.rng.pick(["'auto'", "'autoReverse'", "nil", self.any()]) }),
            ("tensionValues", { self.rng.pick(["{0, 1, -1}", "{0/0}", self.any()]) }),
            ("continuityValues", { self.rng.pick(["{0, 1}", self.any()]) }), ("biasValues", { self.rng.pick(["{1e308}", self.any()]) }),
            ("additive", { self.bool() }), ("cumulative", { self.bool() }),
        ])
        return rest == "{}" ? "{keyPath = \(kp)}" : "{keyPath = \(kp), " + rest.dropFirst()
    }

    func springOptions() -> String {
        let kp = rng.pick(["'position'", "'opacity'", "'transform.scale'", keyPath()])
        let rest = options(timingOptions() + [
            ("fromValue", { self.any() }), ("toValue", { self.any() }), ("byValue", { self.any() }),
            ("mass", { self.rng.pick(["0", "-1", "1e-300", "1e300", self.num()]) }),
            ("stiffness", { self.rng.pick(["0", "-1", "1e-300", "1e300", self.num()]) }),
            ("damping", { self.rng.pick(["0", "-1", "1e300", "1e-300", self.num()]) }),
            ("initialVelocity", { self.num() }), ("allowsOverdamping", { self.bool() }),
            ("settlingDuration", { self.num() }),
        ])
        return rest == "{}" ? "{keyPath = \(kp)}" : "{keyPath = \(kp), " + rest.dropFirst()
    }

    func groupOptions() -> String {
        options(timingOptions() + [
            ("animations", { self.rng.pick(["{ani(\(self.i())), ani(\(self.i()))}", "{}", "{\(self.any())}",
                                            "{ani(\(self.i())), ani(\(self.i())), ani(\(self.i()))}"]) }),
        ])
    }

    func delegate() -> String {
        switch rng.below(8) {
        case 0: return "{animationDidStop = error}"
        case 1: return "{animationDidStart = function(anim) error('boom') end}"
        case 2: return "{animationDidStop = function(anim, finished) lay(\(i())):addAnimation(anim, \(key())) end}"
        case 3: return "{animationDidStop = function(anim, finished) lay(\(i())):removeFromSuperlayer() lay(\(i())):removeAllAnimations() end}"
        case 4: return any()
        case 5: return "{animationDidStrat = function() end}"
        default:
            return "{animationDidStart = function(anim) \(block()) end, animationDidStop = function(anim, finished) \(block()) end}"
        }
    }

    func layerProperty() -> String {
        rng.pick(["position", "bounds", "anchorPoint", "frame", "transform", "opacity", "hidden", "backgroundColor",
                  "cornerRadius", "masksToBounds", "contents", "zPosition", "beginTime", "speed", "timeOffset", "name",
                  "superlayer", "sublayers", "bogus", "addSublayer"])
    }

    func animationProperty() -> String {
        rng.pick(["duration", "beginTime", "timeOffset", "speed", "repeatCount", "repeatDuration", "autoreverses",
                  "fillMode", "timingFunction", "removedOnCompletion", "delegate", "keyPath", "fromValue", "toValue",
                  "values", "keyTimes", "path", "animations", "calculationMode", "mass", "stiffness", "damping",
                  "initialVelocity", "bogus"])
    }

    func pathCalls() -> String {
        var s = ""
        for _ in 0..<rng.below(6) {
            switch rng.below(6) {
            case 0: s += ":moveTo(\(num()), \(num()))"
            case 1, 2: s += ":lineTo(\(num()), \(num()))"
            case 3: s += ":quadCurveTo(\(num()), \(num()), \(num()), \(num()))"
            case 4: s += ":curveTo(\(num()), \(num()), \(num()), \(num()), \(num()), \(num()))"
            default: s += ":close()"
            }
        }
        return s
    }
}

// MARK: - Environment and files

struct Environment {
    func string(_ name: String) -> String? {
        guard let p = getenv(name) else { return nil }
        return String(cString: p)
    }

    func int(_ name: String) -> Int? { string(name).flatMap { Int($0) } }
}

func monotonicSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

func writeFile(_ path: String, _ text: String) {
    guard let f = fopen(path, "wb") else { return }
    _ = Array(text.utf8).withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, f) }
    fclose(f)
}
