import CartAnimation
import CartLua
import CartOutput
import CartServer
import Platform

/// What `cartlua preview`'s server answers, shared between the run loop (main thread) and the
/// server's threads: the last good run's page data, the params it declared, and the values a
/// control asked for, waiting for the run loop (woken with `wakeup`).
final class PreviewState: Sendable {
    let script: String
    let directory: String
    let wakeup: Wakeup
    private let shared: Locked<Shared>

    struct Shared {
        /// The page's data of the last run that worked (live), or a page with no run yet.
        var data: String
        /// The params of the last run, by name, with their defaults' types.
        var params: [(name: String, defaultValue: ParamValue)] = []
        /// The values a control asked for, not yet run.
        var requested: [(name: String, value: String)]?
        /// How many runs were published (each message says which).
        var serial = 0
        /// The page asked for the Swift export of the current run (`/export.swift`).
        var exportWanted = false
        /// That export once made: the Swift source, or why there is none. Cleared by a new run.
        var export: Result<String, ExportMissing>?
    }

    struct ExportMissing: Error { let reason: String }

    init(script: String, screen: Size, wakeup: Wakeup) {
        self.script = script
        self.directory = FileWatcher.split(script).directory
        self.wakeup = wakeup
        // Until a run works: the page's data for a run of nothing, as the writer makes it.
        let empty = HTMLPlayerWriter(output: MemoryOutput())
        empty.live = true
        try? empty.writeHeader(TraceHeader(script: script, fps: nil, screen: screen))
        try? empty.writeEnd(time: 0, reason: .error)
        shared = Locked(Shared(data: empty.pageData ?? "{}"))
    }

    /// The message for the event streams after a run: `{"serial":N,"run":{…}}` when it worked
    /// (its data becomes the page's), with `"error":"…"` when it failed (the page keeps the last
    /// good run under the message) or reached the time cap.
    func published(_ report: WatchCommand.Report, page: HTMLPlayerWriter) -> String {
        let data = report.finished ? page.pageData : nil
        return shared.withLock { s in
            s.serial += 1
            s.export = nil
            if let data { s.data = data }
            if data != nil { s.params = report.params.map { ($0.name, $0.defaultValue) } }
            var message = "{\"serial\":\(s.serial)"
            if let data { message += ",\"run\":" + data }
            if let failure = report.failure {
                var text: [UInt8] = []
                JSONString.append(failure, to: &text)
                message += ",\"error\":" + String(decoding: text, as: UTF8.self)
            }
            return message + "}"
        }
    }

    /// The values a control asked for since the last run, if any (taken).
    func takeRequestedSets() -> [(name: String, value: String)]? {
        shared.withLock { s in
            defer { s.requested = nil }
            return s.requested
        }
    }

    /// The server's answer to `request` (on the server's threads).
    func answer(_ request: HTTPRequest) -> HTTPResponse {
        switch (request.method, request.path) {
        case ("GET", "/"), ("HEAD", "/"), ("GET", "/index.html"):
            let data = shared.withLock { $0.data }
            return .body(status: 200, contentType: "text/html; charset=utf-8",
                         bytes: Array(HTMLPlayerWriter.page(script: script, data: data, live: true).utf8))
        case ("GET", "/events"):
            return .events
        case ("GET", "/export.swift"):
            return exportOfTheRun()
        case ("POST", "/run"):
            return rerun(request.query)
        case ("GET", _) where request.path.hasPrefix("/files/"):
            return file(String(request.path.dropFirst("/files/".count)))
        case (_, "/"), (_, "/events"), (_, "/run"):
            return .text(405, "method not allowed\n")
        default:
            return .text(404, "not found\n")
        }
    }

    /// `GET /export.swift`: `cartlua export --swift` of the run the page shows (with its
    /// controls' values), made by the run loop when asked (Lua runs on the main thread only).
    func exportOfTheRun() -> HTTPResponse {
        shared.withLock { $0.exportWanted = true }
        wakeup.signal()
        for _ in 0..<2000 {
            switch shared.withLock({ $0.export }) {
            case .success(let source)?: return .body(status: 200, contentType: "text/plain; charset=utf-8", bytes: Array(source.utf8))
            case .failure(let e)?: return .text(409, e.reason + "\n")
            case nil: ProcessControl.sleep(milliseconds: 5)
            }
        }
        return .text(503, "the export did not come in 10 s\n")
    }

    /// Whether the page asked for the export (then the run loop makes it: `setExport`).
    func takeExportWanted() -> Bool {
        shared.withLock { s in
            defer { s.exportWanted = false }
            return s.exportWanted
        }
    }

    func setExport(_ export: Result<String, ExportMissing>) { shared.withLock { $0.export = export } }

    /// `POST /run?name=value&…`: every name a declared param, every value one of its type (as
    /// `--set` reads it); else 400 with the reason. The run loop is woken to run them.
    func rerun(_ query: [(name: String, value: String?)]) -> HTTPResponse {
        shared.withLock { s in
            var sets: [(name: String, value: String)] = []
            for (name, value) in query {
                guard let p = s.params.first(where: { $0.name == name }) else {
                    let names = s.params.map(\.name).joined(separator: ", ")
                    return .text(400, "the script has no param '\(name)'" + (names.isEmpty ? "" : " (its params: \(names))") + "\n")
                }
                guard let value else { return .text(400, "\(name): no value given (\(name)=VALUE)\n") }
                if case .failure(let e) = LuaHost.override(value, name: name, like: p.defaultValue) {
                    return .text(400, e.message + "\n")
                }
                sets.append((name, value))
            }
            s.requested = sets
            wakeup.signal()
            return .text(202, "running\n")
        }
    }

    /// A file of the script's folder, by its path there: nothing above the folder — no `..`,
    /// no absolute path, no symbolic link that leads out — else 404.
    func file(_ relative: String) -> HTTPResponse {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard !relative.isEmpty, !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." || $0.contains("\0") }),
              let root = FileSystem.resolved(directory), let path = FileSystem.resolved(directory + "/" + relative),
              path.hasPrefix(root + "/"), (try? FileSystem.kind(of: path)) == .regular,
              case .success(let bytes) = readFile(path)
        else { return .text(404, "not found\n") }
        return .body(status: 200, contentType: PreviewState.type(of: path), bytes: bytes)
    }

    static func type(of path: String) -> String {
        let ext = path.split(separator: ".").last.map { $0.lowercased() } ?? ""
        switch ext {
        case "png": return "image/png"
        case "json": return "application/json"
        case "html": return "text/html; charset=utf-8"
        default: return "text/plain; charset=utf-8"
        }
    }
}
