/// `cartlua watch` (not built yet).
enum WatchCommand: Command {
    static func main(_ args: [String]) -> Int32 {
        printError("cartlua: 'watch' is not built yet")
        return 2
    }
}
