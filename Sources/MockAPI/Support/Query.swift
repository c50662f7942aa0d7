/// Percent-decoded query parameters, first value wins like Rails and Express.
struct Query: Sendable {
    private var values: [String: String] = [:]

    init(_ raw: String?) {
        guard let raw, !raw.isEmpty else { return }
        for pair in raw.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = Query.decode(String(parts[0]))
            let value = parts.count > 1 ? Query.decode(String(parts[1])) : ""
            if values[key] == nil { values[key] = value }
        }
    }

    subscript(_ key: String) -> String? { values[key] }

    /// Decodes `%XX` and `+`; malformed escapes pass through unchanged.
    static func decode(_ s: String) -> String {
        var out: [UInt8] = []
        let bytes = Array(s.utf8)
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "%"), i + 2 < bytes.count,
               let v = UInt8(String(decoding: bytes[(i + 1)...(i + 2)], as: UTF8.self), radix: 16) {
                out.append(v)
                i += 3
            } else {
                out.append(bytes[i] == UInt8(ascii: "+") ? 32 : bytes[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
