import Foundation
import Testing
import CartServer
import CartTestSupport

/// The server as a real HTTP client sees it: curl (Debian's), over loopback.
@Suite struct HTTPServerTests {
    @Test func answersWithTheHandlersBodyStatusAndType() throws {
        let server = try HTTPServer(host: "127.0.0.1", port: 0) { request in
            let query = request.query.map { "\($0.name)=\($0.value ?? "(none)")" }.joined(separator: "&")
            if request.path == "/missing" { return .text(404, "not here\n") }
            return .body(status: 200, contentType: "application/json",
                         bytes: Array("{\"method\":\"\(request.method)\",\"path\":\"\(request.path)\",\"query\":\"\(query)\"}".utf8))
        }
        defer { server.stop() }
        #expect(server.port != 0)
        let base = "http://127.0.0.1:\(server.port)"
        // libmicrohttpd decodes the path and the query.
        #expect(try Curl.run(["\(base)/a%20b?x=1&y=%C3%A9&flag"]) == #"{"method":"GET","path":"/a b","query":"x=1&y=é&flag=(none)"}"#)
        #expect(try Curl.run(["-X", "POST", "-d", "ignored", "\(base)/run?d=2"]) == #"{"method":"POST","path":"/run","query":"d=2"}"#)
        #expect(try Curl.run(["-o", "/dev/null", "-w", "%{http_code} %{content_type}", "\(base)/missing"])
                == "404 text/plain; charset=utf-8")
        #expect(try Curl.run(["-o", "/dev/null", "-w", "%{content_type}", "\(base)/"]) == "application/json")
    }

    /// Server-Sent Events: a stream opened after a publish gets that message first, then each new
    /// one, each line of a message as a `data:` line.
    @Test func eventStreamsGetTheLastMessageThenEachNewOne() throws {
        let server = try HTTPServer(host: "127.0.0.1", port: 0) { _ in .events }
        server.publish(Array("first".utf8))
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        p.arguments = ["--silent", "--no-buffer", "--max-time", "10", "http://127.0.0.1:\(server.port)/events"]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        var received = ""
        func read(until text: String) {
            while !received.contains(text) {
                let chunk = out.fileHandleForReading.availableData
                if chunk.isEmpty { return }
                received += String(decoding: chunk, as: UTF8.self)
            }
        }
        read(until: "data: first\n\n")
        server.publish(Array("two\nlines".utf8))
        read(until: "data: two\ndata: lines\n\n")
        // SIGKILL: the test runner's threads may hold SIGTERM blocked, and curl inherits that.
        kill(p.processIdentifier, SIGKILL)
        p.waitUntilExit()
        server.stop()
        #expect(received == "data: first\n\ndata: two\ndata: lines\n\n")
    }

    @Test func aTakenPortOrABadAddressIsAStartFailure() throws {
        let first = try HTTPServer(host: "127.0.0.1", port: 0) { _ in .text(200, "") }
        defer { first.stop() }
        #expect(throws: HTTPServer.StartFailure.self) { try HTTPServer(host: "127.0.0.1", port: first.port) { _ in .text(200, "") } }
        do {
            _ = try HTTPServer(host: "localhost:80", port: 0) { _ in .text(200, "") }
            Issue.record("a bad address started a server")
        } catch let e as HTTPServer.StartFailure {
            #expect(e.description == "not an IPv4 address: localhost:80")
        }
    }
}
