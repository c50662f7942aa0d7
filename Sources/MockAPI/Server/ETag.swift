import Foundation

/// Entity tags in each API's own format, and `If-None-Match` matching.
enum ETag {
    /// GitHub: weak, 64 hex digits; Qiita (Rails): weak, 32 hex; PokeAPI (Express): weak, length-hash; images: strong.
    static func make(for body: [UInt8], api: APIKind) -> String {
        // One pass over the body; the other words are mixed from it (an ETag needs uniqueness, not secrecy).
        let a = Hash.body(body), b = Hash.mix(a ^ UInt64(body.count))
        switch api {
        case .github:
            let c = Hash.mix(b), d = Hash.mix(c)
            return "W/\"" + [a, b, c, d].map { Hash.hex($0, digits: 16) }.joined() + "\""
        case .qiita: return "W/\"" + Hash.hex(a, digits: 16) + Hash.hex(b, digits: 16) + "\""
        case .pokeapi: return "W/\"" + String(body.count, radix: 16) + "-" + Hash.hex(a, digits: 16) + "\""
        case .images, .generic: return "\"" + Hash.hex(a, digits: 16) + "\""
        }
    }

    /// Whether an `If-None-Match` value names this tag (weak comparison, as servers do for GET).
    static func matches(_ header: String?, _ tag: String) -> Bool {
        guard let header else { return false }
        let strip: (Substring) -> Substring = { $0.hasPrefix("W/") ? $0.dropFirst(2) : $0 }
        let target = strip(Substring(tag))
        return header.split(separator: ",").contains { candidate in
            let c = candidate.trimmingCharacters(in: .whitespaces)
            return c == "*" || strip(Substring(c)) == target
        }
    }
}
