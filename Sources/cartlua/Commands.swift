import Platform

/// What every command has in common — `run`, `test`, `params`, `explain`, `watch`, `export`,
/// `lint` and `types`, each in its own `<Name>Command.swift`: its table of options (its help, its usage
/// line, what it reads), and `main`, which takes the arguments after the command name and
/// returns the exit status.
protocol Command {
    /// What the command's arguments fill in.
    associatedtype Request
    /// The command's one table of options (Options/OptionSpec.swift).
    static var options: CommandOptions<Request> { get }
    static func main(_ args: [String]) -> Int32
}

/// What a command's arguments came to: a request to carry out, or the exit status to return now.
enum ParsedArguments<Request> {
    case request(Request)
    case exit(Int32)
}

extension Command {
    /// `COMMAND --help`.
    static var help: String { options.help }
    /// The one-line usage printed under a usage mistake.
    static var usageLine: String { options.usageLine }

    /// A usage mistake: `cartlua: reason` and the usage line on stderr; exit status 2.
    static func usageError(_ message: String) -> Int32 {
        printError("cartlua: \(message)")
        printError(usageLine)
        return 2
    }

    /// The arguments read by the command's table; `--help` prints the help (exit 0), a bad
    /// option is a usage error (exit 2).
    static func parse(_ args: [String]) -> ParsedArguments<Request> {
        let table = options
        do {
            switch try table.parse(args) {
            case .help:
                printOut(table.help)
                return .exit(0)
            case .request(let request):
                return .request(request)
            }
        } catch {
            return .exit(usageError(error.message))
        }
    }
}

