/// A response as libcurl hands it over: status line, header lines and body chunks, kept within the
/// body's limits.
///
/// Threading: a value inside a `CurlTransfer`, changed on the I/O thread only. One value rather
/// than the transfer's own properties: Swift checks each access to a class's stored property for
/// exclusivity at run time, and a header line made eleven such checks; a callback is now one.
struct Reception {
    /// What the body may hold: the cap, or a request's smaller `bodyCap`.
    let bodyLimit: Int
    /// The transport's cap on any body (`TransportLimits.maxBodyBytes`).
    let cap: Int
    /// A HEAD request's answer declares a length it does not send.
    let isHead: Bool

    var body: [UInt8] = []
    var headers = HTTPHeaders()
    /// The current response's status code, from its status line.
    var status = 0
    /// Whether the current response's blank line came: curl fails a header line past its 100 KiB
    /// with "out of memory" (7.88), which before it means that line.
    var headersEnded = false
    /// The limit the body passed, once it did: `bodyLimit`, or the cap itself for a declared length
    /// past it (a page read ahead past the cap is then not asked again under the cap).
    var overflow: Int?
    /// The first `Content-Length` of the current response, when it is a plain number.
    private var declaredLength: Int?
    /// Whether the current response's first `Content-Encoding` names a coding (not identity).
    private var coded: Bool?

    init(bodyLimit: Int, cap: Int, isHead: Bool) {
        self.bodyLimit = bodyLimit
        self.cap = cap
        self.isHead = isHead
    }

    /// Takes a chunk of decoded body; refusing it (returning 0) makes curl stop the transfer.
    mutating func receiveBody(_ chunk: UnsafeRawBufferPointer) -> Int {
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
    mutating func receiveHeaderLine(_ raw: UnsafeRawBufferPointer) -> Bool {
        let bytes = raw.bindMemory(to: UInt8.self)
        var end = bytes.count
        while end > 0, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        let line = UnsafeBufferPointer(rebasing: bytes[..<end])
        if Self.isStatusLine(line) {
            headers = HTTPHeaders()
            body.removeAll(keepingCapacity: true)
            headersEnded = false
            declaredLength = nil
            coded = nil
            status = Self.statusCode(line)
            return true
        }
        if line.isEmpty {
            headersEnded = true
            overflow = declaredOverflow
            return overflow == nil
        }
        // obs-fold: a continuation of the previous field's value (with none, read as a field).
        if let first = line.first, first == 0x20 || first == 0x09,
           headers.continueLast(with: UnsafeBufferPointer(rebasing: line[Self.trimmed(line, 0..<line.count)])) {
            return true
        }
        guard let colon = line.firstIndex(of: 0x3A) else { return true }
        let name = Self.trimmed(line, 0..<colon)
        guard !name.isEmpty else { return true }
        let value = Self.trimmed(line, (colon + 1)..<line.count)
        headers.add(line: line, name: name, value: value)
        if declaredLength == nil, Self.named(line[name], "content-length") {
            declaredLength = Self.number(line[value]) ?? -1
            // Growing by doubling past 128 KiB means fresh pages and copies on every request.
            if let length = declaredLength, length > 0 { body.reserveCapacity(min(length, bodyLimit)) }
        } else if coded == nil, Self.named(line[name], "content-encoding") {
            coded = !(value.isEmpty || Self.named(line[value], "identity"))
        }
        return true
    }

    /// The limit the headers just ended declare a body past, if any: its length, sent as it is (no
    /// content coding, which a decoded size could differ from), for a response that has a body.
    /// Refused at once, not after the limit's worth was read (and, for a page read ahead past its
    /// share, asked again at once; past the cap itself, not asked again).
    private var declaredOverflow: Int? {
        guard !isHead, status >= 200, status != 204, status != 304, coded != true,
              let length = declaredLength, length > bodyLimit else { return nil }
        return length > cap ? cap : bodyLimit
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

    /// Whether `bytes` spell `lowercase` in any case.
    private static func named(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ lowercase: StaticString) -> Bool {
        guard bytes.count == lowercase.utf8CodeUnitCount else { return false }
        var wanted = lowercase.utf8Start
        for byte in bytes {
            guard ((0x41...0x5A).contains(byte) ? byte | 0x20 : byte) == wanted.pointee else { return false }
            wanted += 1
        }
        return true
    }

    /// A decimal number of at most 18 digits and nothing else; nil otherwise.
    private static func number(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        var value = 0
        for byte in digits {
            guard (0x30...0x39).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }

    /// `range` of `line` without leading and trailing spaces and tabs.
    private static func trimmed(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound, end = range.upperBound
        while start < end, line[start] == 0x20 || line[start] == 0x09 { start += 1 }
        while end > start, line[end - 1] == 0x20 || line[end - 1] == 0x09 { end -= 1 }
        return start..<end
    }
}
