/// `cartlua test` (not built yet).
enum TestCommand: Command {
    static func main(_ args: [String]) -> Int32 {
        printError("cartlua: 'test' is not built yet")
        return 2
    }
}
