import CCurl
import Synchronization

/// One request's state while libcurl carries it.
///
/// Threading: created on the caller's task, then owned by the I/O thread (`continuation`, `body`,
/// `headers`, `handle` are touched only there after `submit`). `cancelled` is atomic so the
/// cancellation handler can flip it from any thread.
final class CurlTransfer: @unchecked Sendable {
    let request: HTTPRequest
    let limits: TransportLimits
    let userAgent: String
    let cancelled = Atomic<Bool>(false)
    /// Checked, though `finish` resumes it once by construction: ThreadSanitizer cannot order an
    /// unsafe continuation's resume with the task's next use of its frame, and reports a race.
    var continuation: CheckedContinuation<(Result<HTTPResponse, HTTPError>, redirectURL: String?), Never>?

    var handle: CurlHandle?
    var body: [UInt8] = []
    var headers = HTTPHeaders()
    /// What the body may hold: the limits' cap, or the request's `bodyCap` under it.
    let bodyLimit: Int
    /// The limit the body passed, once it did: `bodyLimit`, or the cap itself for a declared length
    /// past it (a page read ahead past the cap is then not asked again under the cap).
    var overflow: Int?
    /// Whether the current response's blank line came: curl fails a header line past its 100 KiB
    /// with "out of memory" (7.88), which before it means that line.
    var headersEnded = false
    /// The current response's status code, from its status line.
    var status = 0
    /// Where a 3xx answer points, resolved by libcurl; set on the I/O thread before `finish`, which
    /// hands it over with the result (read from the task, it races under ThreadSanitizer).
    var redirectURL: String?

    init(request: HTTPRequest, limits: TransportLimits, userAgent: String) {
        self.request = request
        self.limits = limits
        self.userAgent = userAgent
        bodyLimit = min(limits.maxBodyBytes, request.bodyCap ?? .max)
    }

    /// Resumes the waiting task once; later calls do nothing.
    func finish(_ result: Result<HTTPResponse, HTTPError>) {
        continuation?.resume(returning: (result, redirectURL))
        continuation = nil
    }

    /// Takes a chunk of decoded body; refusing it (returning 0) makes curl stop the transfer.
    func receiveBody(_ chunk: UnsafeRawBufferPointer) -> Int {
        let needed = body.count + chunk.count
        if needed > bodyLimit {
            overflow = bodyLimit
            return 0
        }
        // Doubling, but never past the cap, and straight to it once past half: a gzip body reserves
        // its packed Content-Length and doubles up from there, and a last copy from just under the
        // cap to the cap would hold both, twice the cap at once.
        if needed > body.capacity {
            let doubled = max(needed, body.capacity * 2)
            body.reserveCapacity(doubled > bodyLimit / 2 ? bodyLimit : doubled)
        }
        body.append(contentsOf: chunk)
        return chunk.count
    }

    /// Takes one raw header line; a status line starts a new response (redirect hops, 100).
    /// Works on bytes: this runs for every header of every response, and Character-level
    /// String work here was a tenth of the client's CPU time. False stops the transfer: headers
    /// that declare a body past the cap.
    func receiveHeaderLine(_ raw: UnsafeRawBufferPointer) -> Bool {
        let bytes = raw.bindMemory(to: UInt8.self)
        var end = bytes.count
        while end > 0, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        let line = UnsafeBufferPointer(rebasing: bytes[..<end])
        if Self.isStatusLine(line) {
            headers = HTTPHeaders()
            body.removeAll(keepingCapacity: true)
            headersEnded = false
            status = Self.statusCode(line)
            return true
        }
        if line.isEmpty {
            headersEnded = true
            overflow = declaredOverflow
            return overflow == nil
        }
        if let first = line.first, first == 0x20 || first == 0x09, let previous = headers.fields.last {
            // obs-fold: a continuation of the previous field's value.
            headers.remove(previous.name)
            headers.add(previous.name, previous.value + " " + Self.text(line[...]))
            return true
        }
        guard let colon = line.firstIndex(of: 0x3A) else { return true }
        let name = Self.text(line[..<colon])
        guard !name.isEmpty else { return true }
        let value = Self.text(line[(colon + 1)...])
        headers.add(name, value)
        // Growing by doubling past 128 KiB means fresh pages and copies on every request.
        if HTTPHeaders.namesMatch(name, "content-length"), let length = Int(value), length > 0 {
            body.reserveCapacity(min(length, bodyLimit))
        }
        return true
    }

    /// Whether `line` starts with `HTTP/`: a byte compare (the generic `starts(with:)` over a
    /// UTF8View cost more than the rest of a header line's bookkeeping).
    private static func isStatusLine(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        line.count >= 5 && line[0] == 0x48 && line[1] == 0x54 && line[2] == 0x54 && line[3] == 0x50 && line[4] == 0x2F
    }

    /// The code of a status line (`HTTP/1.1 200 OK`, `HTTP/2 404`), 0 when it has none.
    private static func statusCode(_ line: UnsafeBufferPointer<UInt8>) -> Int {
        guard var index = line.firstIndex(of: 0x20) else { return 0 }
        var code = 0
        index += 1
        while index < line.count, (0x30...0x39).contains(line[index]), code < 1000 {
            code = code * 10 + Int(line[index] - 0x30)
            index += 1
        }
        return code
    }

    /// The limit the headers just ended declare a body past, if any: its length, sent as it is (no
    /// content coding, which a decoded size could differ from), for a response that has a body.
    /// Refused at once, not after the limit's worth was read (and, for a page read ahead past its
    /// share, asked again at once; past the cap itself, not asked again).
    private var declaredOverflow: Int? {
        guard request.method != .head, status >= 200, status != 204, status != 304,
              let length = headers["Content-Length"].flatMap({ Int($0) }), length > bodyLimit else { return nil }
        let coding = headers["Content-Encoding"]?.lowercased() ?? "identity"
        guard coding == "identity" || coding.isEmpty else { return nil }
        return length > limits.maxBodyBytes ? limits.maxBodyBytes : bodyLimit
    }

    /// The bytes as text without leading and trailing spaces and tabs; invalid UTF-8 replaced.
    private static func text(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        var start = bytes.startIndex, end = bytes.endIndex
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Refuses what can never be sent: a non-HTTP scheme, or a URL with spaces or controls.
    static func validate(_ request: HTTPRequest) throws(HTTPError) {
        guard hasScheme(request.url, "http://") || hasScheme(request.url, "https://") else {
            throw .invalidRequest("only http and https URLs are fetched")
        }
        // Bytes, not scalars: every byte of a non-ASCII scalar is 0x80 or more.
        let printable = { (byte: UInt8) in byte > 0x20 && byte < 0x7F }
        guard request.url.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(printable) })
            ?? request.url.utf8.allSatisfy(printable) else {
            throw .invalidRequest("the URL has spaces, control or non-ASCII characters")
        }
        for (name, value) in request.headers
        where name.utf8.contains(where: isLineBreak) || value.utf8.contains(where: isLineBreak) {
            throw .invalidRequest("header \(name.prefix(40)) contains a line break")
        }
    }

    /// Whether `url` starts with `scheme` (lower-case), ignoring the case of its letters.
    private static func hasScheme(_ url: String, _ scheme: StaticString) -> Bool {
        var bytes = url.utf8.makeIterator()
        for index in 0..<scheme.utf8CodeUnitCount {
            guard let byte = bytes.next() else { return false }
            let lower = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
            guard lower == scheme.utf8Start[index] else { return false }
        }
        return true
    }

    private static func isLineBreak(_ byte: UInt8) -> Bool { byte == 0x0D || byte == 0x0A || byte == 0 }
}
