/// `cartlua explain` (not built yet).
enum ExplainCommand: Command {
    static func main(_ args: [String]) -> Int32 {
        printError("cartlua: 'explain' is not built yet")
        return 2
    }
}
