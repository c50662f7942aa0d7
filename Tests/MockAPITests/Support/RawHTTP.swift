import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What came back over the socket, however incomplete.
struct RawResponse: Sendable {
    var status: Int
    var headers: [(String, String)]
    var body: [UInt8]
    /// The body length matched `Content-Length` (or the chunked stream ended properly).
    var complete: Bool
    /// errno from `recv` when the connection was reset, else nil.
    var readError: Int32?

    func header(_ name: String) -> String? { headers.first { $0.0.lowercased() == name.lowercased() }?.1 }
    var text: String { String(decoding: body, as: UTF8.self) }
    func json() throws -> Any { try JSONSerialization.jsonObject(with: Data(body), options: [.fragmentsAllowed]) }
}

/// A minimal HTTP/1.1 client on blocking sockets, so tests see the wire exactly (truncation, resets) and
/// do not depend on the Networking module. Blocking work runs on its own thread, never on the cooperative pool
/// that the in-process server also needs.
enum RawHTTP {
    struct Failure: Error, CustomStringConvertible { var description: String }

    static func get(_ url: String, headers: [String: String] = [:]) async throws -> RawResponse {
        try await send("GET", url, headers: headers, body: [])
    }

    static func send(_ method: String, _ url: String, headers: [String: String] = [:], body: [UInt8]) async throws -> RawResponse {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Result { try exchange(method, url, headers: headers, body: body) })
            }.start()
        }
    }

    private static func exchange(_ method: String, _ url: String, headers: [String: String], body: [UInt8]) throws -> RawResponse {
        guard url.hasPrefix("http://127.0.0.1:") else { throw Failure(description: "unsupported url \(url)") }
        let rest = url.dropFirst("http://127.0.0.1:".count)
        let portText = rest.prefix { $0.isNumber }
        guard let port = UInt16(portText) else { throw Failure(description: "no port in \(url)") }
        var target = String(rest.dropFirst(portText.count))
        if target.isEmpty { target = "/" }

        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket failed") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure(description: "connect failed: \(errno)") }

        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        // A User-Agent unless the caller gives one; an empty one means none at all.
        var all = headers
        if all["User-Agent"] == nil { all["User-Agent"] = "pagetty-tests" }
        for (name, value) in all where !value.isEmpty { head += "\(name): \(value)\r\n" }
        if !body.isEmpty || method == "POST" { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        let request = Array(head.utf8) + body
        var sent = 0
        while sent < request.count {
            let n = request[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { throw Failure(description: "send failed: \(errno)") }
            sent += n
        }

        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        var readError: Int32?
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n > 0 { received += buffer[0..<n]; continue }
            if n < 0 { readError = errno }
            break
        }
        return try parse(received, readError: readError)
    }

    private static func parse(_ bytes: [UInt8], readError: Int32?) throws -> RawResponse {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = (0..<max(0, bytes.count - 3)).first(where: { Array(bytes[$0..<$0 + 4]) == separator }) else {
            throw Failure(description: "no header block (\(bytes.count) bytes, errno \(readError ?? 0))")
        }
        let lines = String(decoding: bytes[0..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw Failure(description: "bad status line \(lines[0])") }
        let headers: [(String, String)] = lines.dropFirst().compactMap { line in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        var response = RawResponse(status: status, headers: headers, body: Array(bytes[(end + 4)...]), complete: true, readError: readError)
        if response.header("transfer-encoding")?.lowercased() == "chunked" {
            (response.body, response.complete) = dechunk(response.body)
        } else if let length = response.header("content-length").flatMap(Int.init) {
            response.complete = response.body.count == length
        }
        if readError != nil { response.complete = false }
        return response
    }

    private static func dechunk(_ raw: [UInt8]) -> ([UInt8], Bool) {
        var out: [UInt8] = []
        var i = 0
        while i < raw.count {
            guard let lineEnd = (i..<max(i, raw.count - 1)).first(where: { raw[$0] == 13 && raw[$0 + 1] == 10 }),
                  let size = Int(String(decoding: raw[i..<lineEnd], as: UTF8.self).split(separator: ";")[0], radix: 16)
            else { return (out, false) }
            if size == 0 { return (out, true) }
            let start = lineEnd + 2
            guard start + size <= raw.count else { out += raw[start...]; return (out, false) }
            out += raw[start..<start + size]
            i = start + size + 2
        }
        return (out, false)
    }
}
