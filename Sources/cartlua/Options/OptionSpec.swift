/// A mistake on the command line (exit 2).
struct CommandLineError: Error {
    let message: String
}

/// One option of a command line: its names, whether it takes a value, and what it does to the
/// request being built (`Request`), which is also where its value is checked — a bad value
/// throws the message the person sees. Options shared by several commands are declared once,
/// in an `OptionGroup` (RunOptionGroups.swift), and listed by each command's `CommandOptions`.
struct OptionSpec<Request> {
    enum Kind {
        /// `-h`, `--help`: the command's help (`CommandOptions.helpRule` says when it is answered).
        case help
        /// A switch (`--swift`); `--swift=…` is not it, but an unknown option.
        case flag((inout Request) -> Void)
        /// `--name value` or `--name=value`; given the name as typed (`-o` or `--output`), so a
        /// message can say which, and the value.
        case value((inout Request, _ name: String, _ value: String) throws(CommandLineError) -> Void)
    }

    /// Every name it answers to, the usual one first (`-o`, `--output`).
    let names: [String]
    let kind: Kind
    /// Its default as the help states it ("60" for `--fps`), read from the request's initial
    /// value, so the help is held to the real default (OptionTableTests); nil when the help
    /// states none.
    let shownDefault: ((Request) -> String)?

    init(_ names: [String], _ kind: Kind, shownDefault: ((Request) -> String)? = nil) {
        self.names = names
        self.kind = kind
        self.shownDefault = shownDefault
    }

    /// An option with a value.
    static func value(_ names: String..., shownDefault: ((Request) -> String)? = nil,
                      _ apply: @escaping (inout Request, _ name: String, _ value: String) throws(CommandLineError) -> Void) -> OptionSpec {
        OptionSpec(names, .value(apply), shownDefault: shownDefault)
    }

    /// The same option on a request held inside a larger one (a command's own request).
    func lifted<Outer>(_ path: WritableKeyPath<Outer, Request>) -> OptionSpec<Outer> {
        let shown = shownDefault.map { shown in { (outer: Outer) in shown(outer[keyPath: path]) } }
        switch kind {
        case .help:
            return OptionSpec<Outer>(names, .help, shownDefault: shown)
        case .flag(let set):
            return OptionSpec<Outer>(names, .flag { set(&$0[keyPath: path]) }, shownDefault: shown)
        case .value(let apply):
            return OptionSpec<Outer>(names, .value { outer, name, value throws(CommandLineError) in
                try apply(&outer[keyPath: path], name, value)
            }, shownDefault: shown)
        }
    }
}

/// Options that go together and are declared once for every command that takes them (the time
/// options, the sandbox's limits, …), with the checks between them made after all are read
/// (`--tolerance` needs `--check`).
struct OptionGroup<Request> {
    let options: [OptionSpec<Request>]
    let validate: (Request) throws(CommandLineError) -> Void

    init(_ options: [OptionSpec<Request>], validate: @escaping (Request) throws(CommandLineError) -> Void = { _ in }) {
        self.options = options
        self.validate = validate
    }

    /// `-h`, `--help`.
    static var help: OptionGroup { OptionGroup([OptionSpec(["-h", "--help"], .help)]) }

    /// The same options on a request held inside a larger one.
    func lifted<Outer>(_ path: WritableKeyPath<Outer, Request>) -> OptionGroup<Outer> {
        let validate = self.validate
        return OptionGroup<Outer>(options.map { $0.lifted(path) }) { outer throws(CommandLineError) in
            try validate(outer[keyPath: path])
        }
    }

    /// The group without the options named `names` (an option that means nothing to a command:
    /// `--max-output` to `lint`, which writes no trace).
    func dropping(_ names: Set<String>) -> OptionGroup {
        OptionGroup(options.filter { !$0.names.contains(where: names.contains) }, validate: validate)
    }

    /// `groups`, each lifted onto a request that holds theirs at `path`.
    static func lifting<Outer>(_ groups: [OptionGroup], to path: WritableKeyPath<Outer, Request>) -> [OptionGroup<Outer>] {
        groups.map { $0.lifted(path) }
    }
}

/// What a command does with its operands — the arguments that are not options (the script, the
/// paths of `test`).
struct Operands<Request> {
    /// `--` ends the options: what follows is an operand even when it starts with `-` (`test`).
    var dashDashEndsOptions = false
    /// Takes the operand `index` (from 0), or throws when the command takes no more.
    var take: (inout Request, _ operand: String, _ index: Int) throws(CommandLineError) -> Void
    /// Once every option was read and checked: throws when a needed operand is missing.
    var finish: (_ count: Int) throws(CommandLineError) -> Void = { _ in }

    /// The same operands on a request held inside a larger one.
    func lifted<Outer>(_ path: WritableKeyPath<Outer, Request>) -> Operands<Outer> {
        let take = self.take
        return Operands<Outer>(dashDashEndsOptions: dashDashEndsOptions, take: { outer, operand, index throws(CommandLineError) in
            try take(&outer[keyPath: path], operand, index)
        }, finish: finish)
    }
}

/// When `--help` is answered. Each is how that command has always read it (behaviour kept).
enum HelpRule {
    /// The commands that read `run`'s options: `-h` / `--help` (even `--help=…`) anywhere, answered
    /// once every option was read — a bad value still fails first — before the checks between
    /// options and before asking for the script.
    case afterOptions
    /// `test`: answered where it stands; what follows it is not read.
    case atOnce
    /// `types`: `-h` or `--help` anywhere, before anything else is looked at.
    case first
}

/// Options a command reads, and validates, only to refuse them with its own message when given
/// (`export` writes code, not a trace: `--fps does not apply to export …`).
struct Refusal {
    let names: Set<String>
    /// The message for the first refused option given, by the name it was given as.
    let message: (String) -> String
}

/// One command's table: its help and usage line, the options it takes (its groups and its own),
/// its operands and its rules. Parsing (`parse`, OptionParser.swift), `--help` and the errors
/// for unknown and invalid options all come from it.
struct CommandOptions<Request> {
    /// `COMMAND --help`, as written (its prose says what each option does for this command).
    var help: String
    /// The one-line usage printed under a usage mistake.
    var usageLine: String
    /// The request before any option (every default).
    var initial: Request
    /// The options the help lists.
    var groups: [OptionGroup<Request>]
    /// Options read (and checked) as `run` reads them but not in the help: kept because this
    /// command has always taken them.
    var quiet: [OptionGroup<Request>] = []
    var refusal: Refusal?
    var operands: Operands<Request>
    var helpRule: HelpRule = .afterOptions
    /// The message for an argument that starts with `-` and is none of the options.
    var unknownOption: (String) -> String = { "unknown option '\($0)'" }

    /// Every option the command reads, listed or quiet.
    var allGroups: [OptionGroup<Request>] { groups + quiet }

    /// The names the help must mention: the listed options, but those refused.
    var documentedOptions: [OptionSpec<Request>] {
        groups.flatMap(\.options).filter { spec in !spec.names.contains { refusal?.names.contains($0) ?? false } }
    }
}

/// What a command's arguments came to, once parsed.
enum ParsedOptions<Request> {
    case request(Request)
    /// `--help` was asked for.
    case help
}
