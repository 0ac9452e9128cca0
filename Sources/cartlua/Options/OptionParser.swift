extension CommandOptions {
    /// Parses `args` (what follows the command's name), `lua.c` style: options and operands in
    /// any order, `--name value` or `--name=value`. Errors come in this order: the first bad
    /// argument, left to right (an unknown option, a missing or invalid value, an operand too
    /// many); then — unless `--help` was asked for — the checks between options (group by
    /// group), a missing operand, and the first refused option.
    func parse(_ args: [String]) throws(CommandLineError) -> ParsedOptions<Request> {
        if helpRule == .first, args.contains(where: { $0 == "-h" || $0 == "--help" }) { return .help }
        var request = initial
        var given: [String] = []
        var helpAsked = false
        var operandCount = 0
        var optionsEnded = false
        var i = 0
        while i < args.count {
            let arg = args[i]
            i += 1
            if optionsEnded || !arg.hasPrefix("-") || arg == "-" {
                try operands.take(&request, arg, operandCount)
                operandCount += 1
                continue
            }
            if arg == "--" && operands.dashDashEndsOptions {
                optionsEnded = true
                continue
            }
            var name = arg, inline: String?
            if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
                name = String(arg[..<eq])
                inline = String(arg[arg.index(after: eq)...])
            }
            guard let spec = option(named: name) else { throw CommandLineError(message: unknownOption(arg)) }
            switch spec.kind {
            case .help:
                guard inline == nil || helpRule == .afterOptions else { throw CommandLineError(message: unknownOption(arg)) }
                if helpRule == .atOnce { return .help }
                helpAsked = true
            case .flag(let set):
                guard inline == nil else { throw CommandLineError(message: unknownOption(arg)) }
                set(&request)
            case .value(let apply):
                let value: String
                if let inline {
                    value = inline
                } else {
                    guard i < args.count else { throw CommandLineError(message: "\(name) needs a value") }
                    value = args[i]
                    i += 1
                }
                try apply(&request, name, value)
            }
            given.append(name)
        }
        if helpAsked { return .help }
        for group in allGroups { try group.validate(request) }
        try operands.finish(operandCount)
        if let refusal, let name = given.first(where: refusal.names.contains) {
            throw CommandLineError(message: refusal.message(name))
        }
        return .request(request)
    }

    /// The option answering to `name`, among every option the command reads.
    func option(named name: String) -> OptionSpec<Request>? {
        for group in allGroups {
            if let spec = group.options.first(where: { $0.names.contains(name) }) { return spec }
        }
        return nil
    }
}
