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
}
