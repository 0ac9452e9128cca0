/// `cartlua types` (not built yet).
enum TypesCommand: Command {
    static func main(_ args: [String]) -> Int32 {
        printError("cartlua: 'types' is not built yet")
        return 2
    }
}
