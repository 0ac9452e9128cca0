import Platform

/// What every command has in common — `run`, `test`, `params`, `explain`, `watch`, `export` and
/// `types`, each in its own `<Name>Command.swift`: its help, its usage line, and `main`, which
/// takes the arguments after the command name and returns the exit status.
protocol Command {
    static func main(_ args: [String]) -> Int32
    /// `COMMAND --help`.
    static var help: String { get }
    /// The one-line usage printed under a usage mistake.
    static var usageLine: String { get }
}

/// What a command's arguments came to: a request to carry out, or the exit status to return now.
enum ParsedArguments {
    case request(RunRequest)
    case exit(Int32)
}

extension Command {
    /// A usage mistake: `cartlua: reason` and the usage line on stderr; exit status 2.
    static func usageError(_ message: String) -> Int32 {
        printError("cartlua: \(message)")
        printError(usageLine)
        return 2
    }

    /// `run`'s options as this command reads them; `--help` prints the help (exit 0), a bad
    /// option is a usage error (exit 2).
    static func parse(_ args: [String]) -> ParsedArguments {
        let request: RunRequest
        do {
            request = try RunRequest.parse(args)
        } catch {
            return .exit(usageError(error.message))
        }
        if request.help {
            printOut(help)
            return .exit(0)
        }
        return .request(request)
    }
}
