import Glibc
import Testing
import Platform
@testable import CartLua
@testable import cartlua

/// Outcome+Status.swift, the one place an outcome becomes an exit status, messages, and the
/// fate of a golden being recorded — every outcome in a table.
@Suite struct OutcomeStatusTests {
    typealias Outcome = ScriptSession.Outcome

    static var failure: ScriptError { ScriptError(message: "s.lua:3: boom", traceback: nil, virtualTime: 0.5) }

    @Test func eachOutcomeHasOneStatusAndOneFateForTheGolden() {
        let table: [(Outcome, Int32, Bool, String?)] = [
            (.finished(.idle, at: 1, params: []), 0, true, nil),
            (.finished(.until, at: 2, params: []), 0, true, nil),
            (.finished(.cap, at: 60, params: []), 1, false, "the run hit the time cap"),
            (.scriptError(Self.failure), 1, false, "the script failed"),
            (.usageError(UsageError(message: "no param 'x'"), params: []), 2, false, nil),
            (.unreadable(PlatformError(.open, path: "s.lua", code: ENOENT)), 1, false, nil),
            (.outputError(ClosedPipe()), 0, false, "the run was cut short (its output closed)"),
            (.outputError(OutputLimitExceeded(limit: 1 << 20, time: 2)), 1, false, "the run was cut short (its output closed)"),
        ]
        for (outcome, status, keeps, why) in table {
            #expect(outcome.exitStatus == status, "\(outcome)")
            #expect(outcome.keepsGolden == keeps, "\(outcome)")
            #expect(outcome.goldenNotRecorded == why, "\(outcome)")
            // A run that worked says nothing.
            #expect(outcome.messages.isEmpty == (status == 0), "\(outcome)")
        }
    }

    @Test func messagesAreWordedOnce() {
        #expect(Outcome.unreadable(PlatformError(.open, path: "s.lua", code: ENOENT)).messages
                == ["cartlua: cannot open s.lua: No such file or directory"])
        #expect(Outcome.scriptError(Self.failure).messages == ["cartlua: s.lua:3: boom\n  at virtual time 0.5 s"])
        #expect(Outcome.usageError(UsageError(message: "no param 'x'"), params: []).messages
                == ["cartlua: no param 'x'", "the script declares no params"])
        #expect(Outcome.outputError(OutputLimitExceeded(limit: 1 << 20, time: 2)).messages
                == ["cartlua: output limit exceeded: the trace passed 1 MiB at virtual time 2 s (see --max-output)"])
    }
}
