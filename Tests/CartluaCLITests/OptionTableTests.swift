import Testing
@testable import cartlua

/// The commands' tables of options, parsed directly (no subprocess): each command reads what
/// its table lists, refuses what another command takes with the message it has always given,
/// and its help names exactly the options it lists, with their real defaults.
@Suite struct OptionTableTests {
    /// The message `table` gives for `args`, nil when they parse.
    static func error<R>(_ table: CommandOptions<R>, _ args: [String]) -> String? {
        do {
            _ = try table.parse(args)
            return nil
        } catch {
            return error.message
        }
    }

    static func request<R>(_ table: CommandOptions<R>, _ args: [String]) throws -> R? {
        if case .request(let r) = try table.parse(args) { return r }
        return nil
    }

    static func asksHelp<R>(_ table: CommandOptions<R>, _ args: [String]) -> Bool {
        if case .help? = try? table.parse(args) { return true }
        return false
    }

    @Test func eachCommandRefusesAnotherCommandsOptionInItsOwnWords() {
        let s = "Scripts/coins.lua"
        #expect(Self.error(TestCommand.options, ["--fps", "3"]) == "unknown option '--fps'")
        #expect(Self.error(TestCommand.options, ["--seed=1"]) == "unknown option '--seed=1'")
        #expect(Self.error(RunCommand.options, [s, "--width", "80"]) == "unknown option '--width'")
        #expect(Self.error(RunCommand.options, [s, "--swift"]) == "unknown option '--swift'")
        #expect(Self.error(ExportCommand.options, [s, "--swift", "--fps", "30"])
                == "--fps does not apply to export (it writes code, not a trace)")
        #expect(Self.error(ExportCommand.options, [s, "--swift", "--check=g.jsonl"])
                == "--check does not apply to export (it writes code, not a trace)")
        #expect(Self.error(ExportCommand.options, [s, "--swift=yes"]) == "unknown option '--swift=yes'")
        #expect(Self.error(ExplainCommand.options, [s, "--output", "x"])
                == "explain draws in the terminal and writes no trace (use `cartlua run` for -o and --format)")
        #expect(Self.error(WatchCommand.options, [s, "--format", "text"])
                == "watch prints a summary and writes no trace (use `cartlua run` for -o and --format)")
        #expect(Self.error(ParamsCommand.options, [s, "--width", "80"]) == "unknown option '--width'")
        #expect(Self.error(TypesCommand.options, ["--until", "1"]) == "types takes no arguments (got '--until')")
        #expect(Self.error(TypesCommand.options, ["x.lua"]) == "types takes no arguments (got 'x.lua')")
    }

    @Test func valuesFillTheRequestFromEitherSpelling() throws {
        let r = try #require(try Self.request(RunCommand.options, [
            "--fps=30", "--at", "0,0.5", "--set", "n=3", "--set=label=a=b", "--screen", "100x200",
            "-o", "x.svg", "--max-memory", "2", "--max-output=3", "s.lua", "--seed", "-7",
        ]))
        #expect(r.script == "s.lua" && r.fps == 30 && r.times == [0, 0.5] && r.seed == -7)
        #expect(r.overrides.map { "\($0.name)=\($0.value)" } == ["n=3", "label=a=b"])
        #expect(r.screen.width == 100 && r.screen.height == 200 && r.outputPath == "x.svg")
        #expect(r.limits.memory == 2 << 20 && r.maxOutputBytes == 3 << 20)
        let e = try #require(try Self.request(ExplainCommand.options, ["--width=60", "s.lua", "--until", "2"]))
        #expect(e.width == 60 && e.run.until == 2 && e.run.script == "s.lua")
        let t = try #require(try Self.request(TestCommand.options, ["a", "--max-time", "4", "--", "-b", "-"]))
        #expect(t.paths == ["a", "-b", "-"] && t.base.timeCap == 4)
        #expect(try Self.request(ExportCommand.options, ["--swift", "s.lua"])?.swift == true)
    }

    /// explain, watch and params have always read the rest of `run`'s options without listing
    /// them; their tables keep that (`quiet`), so no command line that worked stops working.
    @Test func quietOptionsAreStillRead() throws {
        let e = try #require(try Self.request(ExplainCommand.options, ["s.lua", "--fps", "30", "--max-layers", "5"]))
        #expect(e.run.fps == 30 && e.run.limits.layers == 5)
        #expect(try Self.request(WatchCommand.options, ["s.lua", "--at", "1,2"])?.times == [1, 2])
        #expect(try Self.request(ParamsCommand.options, ["s.lua", "--until", "3", "-o", "x"])?.until == 3)
        #expect(!Facts("explain", ExplainCommand.options).documented.flatMap { $0 }.contains("--fps"))
    }

    @Test func errorsComeInTheirOrder() {
        // Left to right: the first bad argument.
        #expect(Self.error(RunCommand.options, ["--fps", "0", "--bogus"]) == "--fps: '0' is not a whole number from 1 to 10000")
        #expect(Self.error(RunCommand.options, ["a.lua", "b.lua"]) == "one script at a time ('a.lua' and 'b.lua')")
        #expect(Self.error(RunCommand.options, ["s.lua", "--until"]) == "--until needs a value")
        #expect(Self.error(RunCommand.options, ["s.lua", "--"]) == "unknown option '--'")
        // Then the checks between options, before the missing script; refusals last.
        #expect(Self.error(RunCommand.options, ["--record", "a", "--check", "b"])
                == "--record and --check cannot be used together (record first, then check)")
        #expect(Self.error(RunCommand.options, ["--tolerance", "1"]) == "--tolerance applies only with --check")
        #expect(Self.error(RunCommand.options, []) == "no script given")
        #expect(Self.error(ExportCommand.options, ["--fps", "30"]) == "no script given")
    }

    @Test func helpIsAnsweredAsEachCommandHasAlwaysAnsweredIt() {
        // run's family: after every value was checked, before the checks between options.
        #expect(Self.asksHelp(RunCommand.options, ["--help", "--tolerance", "1"]))
        #expect(Self.asksHelp(RunCommand.options, ["--help=yes"]))
        #expect(Self.error(RunCommand.options, ["--help", "--fps", "0"]) == "--fps: '0' is not a whole number from 1 to 10000")
        // test: where it stands.
        #expect(Self.asksHelp(TestCommand.options, ["--help", "--bogus"]))
        #expect(Self.error(TestCommand.options, ["--bogus", "--help"]) == "unknown option '--bogus'")
        #expect(Self.error(TestCommand.options, ["--help=yes"]) == "unknown option '--help=yes'")
        // types: anywhere, first.
        #expect(Self.asksHelp(TypesCommand.options, ["extra", "-h"]))
    }

    /// What the help of a table says, and what the table reads.
    struct Facts {
        var name: String
        var help: String
        /// Every name the table reads, listed or quiet.
        var names: [String]
        var refused: Set<String>
        var documented: [[String]]
        var defaults: [(names: [String], value: String)]

        init<R>(_ name: String, _ table: CommandOptions<R>) {
            self.name = name
            help = table.help
            names = table.allGroups.flatMap(\.options).flatMap(\.names)
            refused = table.refusal?.names ?? []
            documented = table.documentedOptions.map(\.names)
            defaults = table.documentedOptions.compactMap { spec in spec.shownDefault.map { (spec.names, $0(table.initial)) } }
        }

        /// The lines of the help's option list that name options, by the names in their first
        /// column ("-h, --help", "--fps N").
        var optionLines: [(names: [String], line: String)] {
            help.split(separator: "\n").compactMap { raw in
                let line = raw.drop { $0 == " " }
                guard raw.hasPrefix("  "), line.hasPrefix("-") else { return nil }
                let column = line.split(separator: "  ", maxSplits: 1).first ?? line
                let names = column.split(whereSeparator: { $0 == " " || $0 == "," }).filter { $0.hasPrefix("-") }
                return (names.map(String.init), String(line))
            }
        }
    }

    static let tables = [
        Facts("run", RunCommand.options), Facts("test", TestCommand.options), Facts("explain", ExplainCommand.options),
        Facts("watch", WatchCommand.options), Facts("export", ExportCommand.options),
        Facts("params", ParamsCommand.options), Facts("types", TypesCommand.options), Facts("lint", LintCommand.options),
    ]

    @Test(arguments: tables.map(\.name))
    func theHelpNamesExactlyTheListedOptions(_ command: String) throws {
        let facts = try #require(Self.tables.first { $0.name == command })
        let mentioned = Set(facts.optionLines.flatMap(\.names))
        let documented = Set(facts.documented.flatMap { $0 })
        #expect(mentioned.subtracting(documented).isEmpty, "\(command) --help names options its table does not list")
        for names in facts.documented {
            #expect(names.contains(where: mentioned.contains), "\(command) --help does not name \(names[0])")
        }
    }

    @Test(arguments: tables.map(\.name))
    func aDefaultTheHelpStatesIsTheRealOne(_ command: String) throws {
        let facts = try #require(Self.tables.first { $0.name == command })
        for (names, value) in facts.defaults {
            for (_, line) in facts.optionLines.filter({ $0.names.contains(names[0]) }) where line.contains("default") {
                #expect(line.contains("(default \(value)"), "\(command) --help: \(names[0]) defaults to \(value): \(line)")
            }
        }
        // run's help states every default its table knows.
        if command == "run" {
            for (names, _) in facts.defaults {
                #expect(facts.optionLines.contains { $0.names.contains(names[0]) && $0.line.contains("(default ") },
                        "run --help states no default for \(names[0])")
            }
        }
    }

    @Test(arguments: tables.map(\.name))
    func eachNameIsReadOnceAndEachRefusedNameIsRead(_ command: String) throws {
        let facts = try #require(Self.tables.first { $0.name == command })
        #expect(facts.names.count == Set(facts.names).count, "\(command) lists an option twice")
        #expect(facts.refused.isSubset(of: facts.names), "\(command) refuses an option it does not read")
    }
}
