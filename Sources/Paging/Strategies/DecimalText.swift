/// Integers as decimal text of any length, compared without converting (snowflake ids beyond 2^53).
enum DecimalText {
    /// -1, 0 or 1 as `lhs` is below, equal to or above `rhs`; nil when either is not an integer.
    static func compare(_ lhs: String, _ rhs: String) -> Int? {
        guard let a = parse(lhs), let b = parse(rhs) else { return nil }
        if a.negative != b.negative { return a.negative ? -1 : 1 }
        var order = a.digits.count != b.digits.count
            ? (a.digits.count < b.digits.count ? -1 : 1)
            : (a.digits == b.digits ? 0 : (a.digits.lexicographicallyPrecedes(b.digits) ? -1 : 1))
        if a.negative { order = -order }
        return order
    }

    /// Sign and digits without leading zeros ("0" for zero); nil when not `-?[0-9]+`.
    static func parse(_ text: String) -> (negative: Bool, digits: [UInt8])? {
        var bytes = Array(text.utf8)
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { bytes.removeFirst() }
        guard !bytes.isEmpty, bytes.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        while bytes.count > 1, bytes[0] == UInt8(ascii: "0") { bytes.removeFirst() }
        return (negative && bytes != [UInt8(ascii: "0")], bytes)
    }
}
