import Foundation

/// Checks for `-H 'Name: value'` headers: one line, a token for a name.
enum GenericHeader {
    /// Splits `Name: value`; refuses CR, LF, NUL and names that are not HTTP tokens.
    static func parse(_ text: String) throws(GenericSpecError) -> (name: String, value: String) {
        guard !text.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\0" }),
              let colon = text.firstIndex(of: ":")
        else { throw .badHeader(text) }
        let name = String(text[..<colon])
        let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        guard isToken(name) else { throw .badHeader(text) }
        return (name, value)
    }

    /// An RFC 9110 token: letters, digits and ``!#$%&'*+-.^_`|~``.
    static func isToken(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || "!#$%&'*+-.^_`|~".unicodeScalars.contains(scalar))
        }
    }

    /// A count in a header: a whole number, or the length after the slash of a `Content-Range`
    /// (`0-24/137`, `items 0-24/137`); nil for `*` or anything else.
    static func count(_ text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let whole = Int(trimmed) { return whole }
        guard let slash = trimmed.lastIndex(of: "/") else { return nil }
        return Int(trimmed[trimmed.index(after: slash)...])
    }
}
