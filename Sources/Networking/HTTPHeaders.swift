/// Ordered, multi-valued HTTP header fields with case-insensitive names.
///
/// Fields are kept as the bytes that came: one buffer, and where each name and value lies in it.
/// A response's headers are received for every request and mostly never read: a String per name
/// and value was a tenth of the transport's own work per request. Strings are made for what is
/// looked up, and a lookup compares bytes.
public struct HTTPHeaders: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    /// Where one field's name and value lie in `bytes`.
    private struct Span: Sendable {
        var nameStart, nameEnd, valueStart, valueEnd: Int
    }

    private var bytes: [UInt8] = []
    private var spans: [Span] = []

    /// Empty headers.
    public init() {}

    /// Headers from name/value pairs, in order.
    public init(_ pairs: [(String, String)]) {
        for (name, value) in pairs { add(name, value) }
    }

    /// Headers from a dictionary literal.
    public init(dictionaryLiteral elements: (String, String)...) { self.init(elements) }

    /// The fields in arrival order, names as sent.
    public var fields: [(name: String, value: String)] {
        spans.map { (name: text(from: $0.nameStart, to: $0.nameEnd), value: text(from: $0.valueStart, to: $0.valueEnd)) }
    }

    /// Whether there are no fields.
    public var isEmpty: Bool { spans.isEmpty }

    /// The first value for `name`, compared case-insensitively.
    public subscript(name: String) -> String? {
        firstSpan(named: name).map { text(from: $0.valueStart, to: $0.valueEnd) }
    }

    /// Every value for `name`, in order.
    public func values(for name: String) -> [String] {
        spans.filter { matches($0, name) }.map { text(from: $0.valueStart, to: $0.valueEnd) }
    }

    /// Whether two field names are equal ignoring ASCII case (field names are ASCII tokens;
    /// anything else compares byte for byte), without allocating lowercased copies.
    static func namesMatch(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in b.withUTF8 { y in bytesMatch(x, y) } }
    }

    private static func bytesMatch(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
        guard x.count == y.count else { return false }
        for index in 0..<x.count where !sameIgnoringCase(x[index], y[index]) { return false }
        return true
    }

    private static func sameIgnoringCase(_ x: UInt8, _ y: UInt8) -> Bool {
        x == y || (x | 0x20 == y | 0x20 && (x | 0x20) >= 0x61 && (x | 0x20) <= 0x7A)
    }

    /// Appends a field, keeping any earlier ones with the same name.
    public mutating func add(_ name: String, _ value: String) {
        var name = name, value = value
        name.withUTF8 { name in
            value.withUTF8 { value in
                let start = bytes.count
                bytes.append(contentsOf: name)
                bytes.append(contentsOf: value)
                spans.append(Span(nameStart: start, nameEnd: start + name.count,
                                  valueStart: start + name.count, valueEnd: bytes.count))
            }
        }
    }

    /// Appends a field from a received line: its name and value are the ranges of `line` given
    /// (invalid UTF-8 is replaced when read as text). The line is copied once, from the name's
    /// start to the value's end.
    mutating func add(line: UnsafeBufferPointer<UInt8>, name: Range<Int>, value: Range<Int>) {
        if spans.isEmpty {
            // One allocation each for a usual response's headers, not a doubling per few fields.
            bytes.reserveCapacity(1024)
            spans.reserveCapacity(16)
        }
        let start = bytes.count - name.lowerBound
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: line[name.lowerBound..<Swift.max(name.upperBound, value.upperBound)]))
        spans.append(Span(nameStart: start + name.lowerBound, nameEnd: start + name.upperBound,
                          valueStart: start + value.lowerBound, valueEnd: start + value.upperBound))
    }

    /// Continues the last field's value with a space and `more` (an obs-fold line); false when
    /// there is no field yet.
    mutating func continueLast(with more: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let last = spans.last else { return false }
        // The last field's value ends the buffer: fields are only ever appended, and `remove`
        // rebuilds the buffer in order.
        precondition(last.valueEnd == bytes.count)
        bytes.append(0x20)
        bytes.append(contentsOf: more)
        spans[spans.count - 1].valueEnd = bytes.count
        return true
    }

    /// Replaces every field named `name` with one.
    public mutating func set(_ name: String, _ value: String) {
        remove(name)
        add(name, value)
    }

    /// Removes every field named `name`.
    public mutating func remove(_ name: String) {
        guard spans.contains(where: { matches($0, name) }) else { return }
        let kept = fields.filter { !Self.namesMatch($0.name, name) }
        self = HTTPHeaders(kept.map { ($0.name, $0.value) })
    }

    /// Whether a field named `name` is present.
    public func contains(_ name: String) -> Bool { firstSpan(named: name) != nil }

    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> { fields.makeIterator() }

    public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
        lhs.spans.count == rhs.spans.count && zip(lhs.spans, rhs.spans).allSatisfy { a, b in
            lhs.bytes[a.nameStart..<a.nameEnd].elementsEqual(rhs.bytes[b.nameStart..<b.nameEnd])
                && lhs.bytes[a.valueStart..<a.valueEnd].elementsEqual(rhs.bytes[b.valueStart..<b.valueEnd])
        }
    }

    private func firstSpan(named name: String) -> Span? {
        spans.first { matches($0, name) }
    }

    private func matches(_ span: Span, _ name: String) -> Bool {
        var name = name
        return name.withUTF8 { wanted in
            bytes.withUnsafeBufferPointer { all in
                Self.bytesMatch(UnsafeBufferPointer(rebasing: all[span.nameStart..<span.nameEnd]), wanted)
            }
        }
    }

    private func text(from start: Int, to end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
