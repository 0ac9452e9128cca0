import Glibc
import Testing
import Platform

/// A fresh directory under /tmp for one test, removed with what it holds by `remove`.
struct Scratch {
    let path: String

    init() {
        var template = Array("/tmp/cartlua-platform-XXXXXX".utf8CString)
        path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    func file(_ name: String, _ text: String) -> String {
        let p = path + "/" + name
        let f = fopen(p, "wb")!
        fputs(text, f)
        fclose(f)
        return p
    }

    func remove() {
        for name in (try? FileSystem.entries(of: path)) ?? [] { FileSystem.remove(path + "/" + name) }
        rmdir(path)
    }
}

@Suite struct PlatformErrorTests {
    @Test func aMissingFileNamesItsPathAndTheSystemsReason() {
        guard case .failure(let e) = readFile("/tmp/cartlua-no-such-dir/nope.lua") else {
            Issue.record("a missing file was read")
            return
        }
        #expect(e.operation == .open && e.path == "/tmp/cartlua-no-such-dir/nope.lua" && e.code == ENOENT)
        #expect(e.reason == "No such file or directory")
        #expect(e.description == "cannot open /tmp/cartlua-no-such-dir/nope.lua: No such file or directory")
    }

    @Test func aDirectoryOpensButDoesNotRead() {
        guard case .failure(let e) = readFile("/tmp") else {
            Issue.record("a directory was read as a file")
            return
        }
        #expect(e.code == EISDIR && e.description == "cannot open /tmp: Is a directory")
    }

    @Test func aFileReadsWhole() throws {
        let dir = Scratch()
        defer { dir.remove() }
        let text = String(repeating: "0123456789abcdef", count: 10_000)  // several reads' worth
        let path = dir.file("big.txt", text)
        #expect(try readFile(path).get() == Array(text.utf8))
    }

    @Test func creatingInAMissingDirectoryFailsAsAWrite() {
        #expect(throws: PlatformError(.write, path: "/tmp/cartlua-no-such-dir/out.jsonl", code: ENOENT)) {
            try FileDescriptor.create("/tmp/cartlua-no-such-dir/out.jsonl")
        }
    }
}

@Suite struct FileDescriptorTests {
    @Test func writingToAClosedDescriptorFailsWithItsName() throws {
        let dir = Scratch()
        defer { dir.remove() }
        let fd = try FileDescriptor.create(dir.path + "/out.txt")
        fd.close()
        #expect(throws: PlatformError(.write, path: dir.path + "/out.txt", code: EBADF)) {
            try fd.write(all: Array("x".utf8))
        }
    }

    @Test func aReaderThatHasGoneIsABrokenPipe() throws {
        ProcessControl.ignoreBrokenPipeSignal()
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        let writer = FileDescriptor(raw: ends[1], name: "the pipe")
        defer { writer.close() }
        let error = #expect(throws: PlatformError.self) { try writer.write(all: Array("x".utf8)) }
        #expect(error?.isBrokenPipe == true && error?.description == "cannot write the pipe: Broken pipe")
    }

    @Test func whatIsWrittenIsInTheFile() throws {
        let dir = Scratch()
        defer { dir.remove() }
        let fd = try FileDescriptor.create(dir.path + "/out.txt")
        try fd.write(all: Array("one\n".utf8))
        try fd.write(all: Array("two\n".utf8))
        fd.close()
        #expect(try readFile(dir.path + "/out.txt").get() == Array("one\ntwo\n".utf8))
        #expect(!fd.isTerminal && fd.terminalColumns == nil)
    }
}

@Suite struct FileSystemTests {
    @Test func kindsEntriesAndAMoveInOneStep() throws {
        let dir = Scratch()
        defer { dir.remove() }
        let a = dir.file("a.lua", "old"), b = dir.file("b.lua", "new")
        #expect(symlink(a, dir.path + "/link.lua") == 0)
        #expect(try FileSystem.kind(of: dir.path) == .directory)
        #expect(try FileSystem.kind(of: dir.path + "/link.lua") == .regular)
        #expect(try FileSystem.kind(of: dir.path + "/link.lua", followingLinks: false) == .symbolicLink)
        #expect(try FileSystem.entries(of: dir.path).sorted() == ["a.lua", "b.lua", "link.lua"])
        try FileSystem.move(b, over: a)
        #expect(try readFile(a).get() == Array("new".utf8))
        #expect(try FileSystem.entries(of: dir.path).sorted() == ["a.lua", "link.lua"])
        #expect(throws: PlatformError(.write, path: a, code: ENOENT)) { try FileSystem.move(b, over: a) }
        #expect(throws: PlatformError(.read, path: b, code: ENOENT)) { try FileSystem.kind(of: b) }
        #expect(throws: PlatformError(.read, path: b, code: ENOENT)) { try FileSystem.entries(of: b) }
    }
}

@Suite struct FileWatcherTests {
    @Test func aWriteToAWatchedFileIsReported() throws {
        let dir = Scratch()
        defer { dir.remove() }
        let watched = dir.file("scene.lua", "-- 1"), other = dir.file("other.lua", "-- 1")
        let watcher = try FileWatcher()
        #expect(watcher.watch([watched]).isEmpty)
        _ = dir.file("other.lua", "-- 2")  // beside it, not watched
        _ = dir.file("scene.lua", "-- 2")
        // The events are queued before the wait begins: it returns them, then after 1 ms of quiet.
        #expect(watcher.waitForChange(quietMilliseconds: 1) == [watched])
        #expect(other != watched)
    }

    @Test func aFileInAMissingDirectoryCannotBeWatched() throws {
        let watcher = try FileWatcher()
        let failures = watcher.watch(["/tmp/cartlua-no-such-dir/scene.lua"])
        #expect(failures == [PlatformError(.watch, path: "/tmp/cartlua-no-such-dir/scene.lua", code: ENOENT)])
        #expect(failures.first?.description == "cannot watch /tmp/cartlua-no-such-dir/scene.lua: No such file or directory")
    }

    @Test func aPathSplitsIntoItsDirectoryAndName() {
        #expect(FileWatcher.split("Scripts/coins.lua") == ("Scripts", "coins.lua"))
        #expect(FileWatcher.split("coins.lua") == (".", "coins.lua"))
        #expect(FileWatcher.split("/coins.lua") == ("/", "coins.lua"))
    }
}
