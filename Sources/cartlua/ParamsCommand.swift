/// `cartlua params` (not built yet).
enum ParamsCommand: Command {
    static func main(_ args: [String]) -> Int32 {
        printError("cartlua: 'params' is not built yet")
        return 2
    }
}
