import CHTTP
import Glibc

/// A request as the server hands it over: the method, the path (percent-decoded by
/// libmicrohttpd) and the query's names and values, decoded, in their order.
public struct HTTPRequest: Sendable {
    public let method: String
    public let path: String
    public let query: [(name: String, value: String?)]

    public init(method: String, path: String, query: [(name: String, value: String?)] = []) {
        self.method = method
        self.path = path
        self.query = query
    }
}

/// What to answer: a body with its type, or the stream of published messages.
public enum HTTPResponse: Sendable {
    case body(status: UInt32, contentType: String, bytes: [UInt8])
    /// Server-Sent Events: the message published last, then each new one.
    case events

    /// A plain-text answer.
    public static func text(_ status: UInt32, _ text: String) -> HTTPResponse {
        .body(status: status, contentType: "text/plain; charset=utf-8", bytes: Array(text.utf8))
    }
}

/// A local HTTP server on GNU libmicrohttpd (Debian's libmicrohttpd-dev): one thread per
/// connection, so the handler runs on the server's threads and must be thread-safe. Messages
/// `publish`ed reach every open event stream (`HTTPResponse.events`) once each, the last one
/// also reaching streams opened later.
public final class HTTPServer: @unchecked Sendable {
    public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    /// Thrown when the server cannot start (the port is taken, the address is not one).
    public struct StartFailure: Error, CustomStringConvertible {
        public let description: String
    }

    private let server: OpaquePointer
    private let box: Unmanaged<HandlerBox>

    /// The port it listens on (the one asked for, or the one the system gave for port 0).
    public var port: UInt16 { cartlua_http_port(server) }

    /// Starts listening on `host` (an IPv4 address) and `port` (0: any free one).
    public init(host: String, port: UInt16, handler: @escaping Handler) throws {
        let box = Unmanaged.passRetained(HandlerBox(handler))
        var error = [CChar](repeating: 0, count: 256)
        guard let s = cartlua_http_start(host, port, { context, method, path, count, names, values, reply in
            guard let context, let reply else { return }
            let handler = Unmanaged<HandlerBox>.fromOpaque(context).takeUnretainedValue().handler
            var query: [(name: String, value: String?)] = []
            for i in 0..<Int(count) {
                guard let name = names?[i] else { continue }
                query.append((String(cString: name), values?[i].map { String(cString: $0) }))
            }
            let request = HTTPRequest(method: method.map { String(cString: $0) } ?? "",
                                      path: path.map { String(cString: $0) } ?? "", query: query)
            switch handler(request) {
            case .events:
                reply.pointee.events = 1
                reply.pointee.status = 200
            case .body(let status, let type, let bytes):
                reply.pointee.status = status
                reply.pointee.content_type = cartlua_http_copy(type, type.utf8.count)
                reply.pointee.body = HTTPServer.copy(bytes)
                reply.pointee.length = bytes.count
            }
        }, box.toOpaque(), &error, error.count) else {
            box.release()
            throw StartFailure(description: String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        self.server = s
        self.box = box
    }

    /// Sends `message` to every open event stream, and to each one opened later until the next.
    public func publish(_ message: [UInt8]) {
        let copy = HTTPServer.copy(message)
        _ = cartlua_http_publish(server, copy, message.count)
        free(copy)
    }

    /// A malloc'd copy of `bytes` (NUL-terminated) for the C side.
    static func copy(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar>? {
        bytes.withUnsafeBytes { b in
            let p = malloc(b.count + 1)?.assumingMemoryBound(to: CChar.self)
            if let p {
                if let base = b.baseAddress { memcpy(p, base, b.count) }
                p[b.count] = 0
            }
            return p
        }
    }

    /// Ends the event streams and stops listening.
    public func stop() {
        cartlua_http_stop(server)
        box.release()
    }

    private final class HandlerBox {
        let handler: Handler
        init(_ handler: @escaping Handler) { self.handler = handler }
    }
}
