/// The commands other than `run`, each in its own file: `test` (TestCommand.swift), `params`,
/// `explain`, `watch`, `types`. Each `main` takes the arguments after the command name and
/// returns the exit status.
protocol Command {
    static func main(_ args: [String]) -> Int32
}
