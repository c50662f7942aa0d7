#if canImport(Glibc)
import Glibc
#endif

/// Reads HTTP/1.1 requests off one socket.
struct ConnectionReader {
    let fd: Int32
    private var buffer: [UInt8] = []

    init(fd: Int32) { self.fd = fd }

    /// The next request, or nil when the peer closed or sent garbage.
    mutating func next() -> ServerRequest? {
        guard let end = readUntilBlankLine() else { return nil }
        let head = String(decoding: buffer[..<end], as: UTF8.self)
        buffer.removeFirst(end + 4)
        var lines = head.split(separator: "\r\n", omittingEmptySubsequences: false).map(String.init)
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        var headers: [(name: String, value: String)] = []
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.append((String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters()))
        }
        let length = headers.first { $0.name.lowercased() == "content-length" }.flatMap { Int($0.value) } ?? 0
        while buffer.count < length { guard fill() else { return nil } }
        let body = Array(buffer.prefix(length))
        buffer.removeFirst(length)
        return ServerRequest(method: String(requestLine[0]), path: String(requestLine[1]), headers: headers, body: body)
    }

    private mutating func readUntilBlankLine() -> Int? {
        while true {
            if let end = findBlankLine() { return end }
            guard buffer.count < 1 << 20, fill() else { return nil }
        }
    }

    private func findBlankLine() -> Int? {
        guard buffer.count >= 4 else { return nil }
        for i in 0...(buffer.count - 4)
        where buffer[i] == 13 && buffer[i + 1] == 10 && buffer[i + 2] == 13 && buffer[i + 3] == 10 {
            return i
        }
        return nil
    }

    private mutating func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        guard n > 0 else { return false }
        buffer.append(contentsOf: chunk[..<n])
        return true
    }
}

extension StringProtocol {
    func trimmingCharacters() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
