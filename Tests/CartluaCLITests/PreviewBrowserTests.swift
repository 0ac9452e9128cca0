import Foundation
import Testing
import CartTestSupport

/// `cartlua preview` end to end, as a designer uses it: the built `cartlua` serves the page and
/// real Chromium (Debian's), driven by Playwright for Python, loads it, moves a control, saves
/// the script, breaks it and fixes it (Preview/preview_browser.py says each check). The page's
/// screenshot from this run is README's picture (docs/preview.png, re-made with
/// CARTLUA_RECORD_GOLDENS=1).
@Suite struct PreviewBrowserTests {
    @Test func aDesignerDragsAControlSavesBreaksAndFixesTheScript() throws {
        let shot = try CLI.temporaryDirectory().appendingPathComponent("preview.png")
        // The python3 on PATH: the one tools/setup.sh installed Playwright for.
        let r = try Subprocess.run("/usr/bin/env", ["python3",
            CLI.packageRoot.appendingPathComponent("Tests/CartluaCLITests/Preview/preview_browser.py").path,
            CLI.binary.path, CLI.packageRoot.appendingPathComponent("Scripts").path, shot.path])
        let text = r.output
        #expect(r.status == 0, "\(text)")
        #expect(text.hasSuffix("13 passed, 0 failed\n"), "\(text)")
        if ProcessInfo.processInfo.environment["CARTLUA_RECORD_GOLDENS"] == "1" {
            let docs = CLI.packageRoot.appendingPathComponent("docs/preview.png")
            try? FileManager.default.removeItem(at: docs)
            try FileManager.default.copyItem(at: shot, to: docs)
        }
    }
}
