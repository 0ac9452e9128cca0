import Testing
import CartTestSupport

/// A trace or a Swift file that cannot be written says so as every file error does — `cartlua:
/// cannot write PATH: REASON`, the system's words — and fails the run (/dev/full: every write
/// fails with ENOSPC).
@Suite struct WriteFailureTests {
    @Test func aFullDiskFailsTheTraceInWords() throws {
        let r = try CLI.run(["run", "Scripts/coins.lua", "-o", "/dev/full"])
        #expect(r.status == 1)
        #expect(r.stderr == "cartlua: cannot write /dev/full: No space left on device\n")
    }

    @Test func aFullDiskFailsTheExportInWords() throws {
        let r = try CLI.run(["export", "Scripts/coins.lua", "--swift", "-o", "/dev/full"])
        #expect(r.status == 1)
        #expect(r.stderr == "cartlua: cannot write /dev/full: No space left on device\n")
    }

    @Test func aGoldenThatCannotBeCreatedNamesItsFile() throws {
        let r = try CLI.run(["run", "Scripts/coins.lua", "--record", "/dev/full/coins.jsonl", "-o", "/dev/null"])
        #expect(r.status == 1)
        #expect(r.stderr == "cartlua: cannot write /dev/full/coins.jsonl: Not a directory\n")
    }
}
