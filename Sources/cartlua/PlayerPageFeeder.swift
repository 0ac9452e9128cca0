import CartAnimation
import CartLua
import CartOutput
import CartReport

/// The HTML player's page as `-o x.html` writes it: when the run ends, the page gets the run's
/// tracks (from the recorder, which the tee has given every record first) and the script's
/// params, then writes itself — the page `cartlua preview` serves, without its connection.
final class PlayerPageFeeder: TraceWriter {
    let page: HTMLPlayerWriter
    let recorder: RunRecorder
    let params: () -> [DeclaredParam]

    init(page: HTMLPlayerWriter, recorder: RunRecorder, params: @escaping () -> [DeclaredParam]) {
        self.page = page
        self.recorder = recorder
        self.params = params
    }

    func writeHeader(_ h: TraceHeader) throws { try page.writeHeader(h) }
    func writeSample(time: Double, layers: [LayerSample]) throws { try page.writeSample(time: time, layers: layers) }
    func writeEvent(time: Double, event: TraceEvent) throws { try page.writeEvent(time: time, event: event) }
    func writeLog(time: Double, message: String) throws { try page.writeLog(time: time, message: message) }
    func writeEnd(time: Double, reason: EndReason) throws {
        page.tracks = PlayerTracks.of(recorder)
        page.params = params().map(PlayerParam.init)
        try page.writeEnd(time: time, reason: reason)
    }
}

extension PlayerParam {
    /// A declared param as the page shows it.
    init(_ p: DeclaredParam) {
        self.init(name: p.name, value: p.value, defaultValue: p.defaultValue, help: p.help)
    }
}
