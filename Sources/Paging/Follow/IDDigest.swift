internal import CDigest

/// An item id as a fixed-size SHA-256 digest: 32 bytes however long the server made the id.
///
/// Why SHA-256 rather than a cheaper 64-bit hash: ids are the server's text, and a collision
/// would silently skip a new item as seen; a server cannot aim at SHA-256 collisions, and the
/// hashing costs little beside decoding the page the id came in.
///
/// A plain value; any thread.
public struct IDDigest: Hashable, Sendable {
    private let words: (UInt64, UInt64, UInt64, UInt64)

    /// The digest of `id`'s UTF-8.
    public init(_ id: String) {
        var out = [UInt8](repeating: 0, count: 32)
        var id = id
        let status = id.withUTF8 { input in
            out.withUnsafeMutableBufferPointer { pt_sha256(input.baseAddress, input.count, $0.baseAddress) }
        }
        precondition(status == 0, "libcrypto could not compute SHA-256")
        func word(_ at: Int) -> UInt64 { out[at..<(at + 8)].reduce(0) { $0 << 8 | UInt64($1) } }
        words = (word(0), word(8), word(16), word(24))
    }

    /// The digest's first 128 bits as 32 hex digits: how a checkpoint keeps the ids it wrote last
    /// (a server cannot aim an id at another's 128 bits, and a checkpoint holds at most 100 of them).
    public var short: String {
        func hex(_ word: UInt64) -> String {
            let digits = String(word, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return hex(words.0) + hex(words.1)
    }

    public static func == (lhs: IDDigest, rhs: IDDigest) -> Bool {
        lhs.words.0 == rhs.words.0 && lhs.words.1 == rhs.words.1 && lhs.words.2 == rhs.words.2 && lhs.words.3 == rhs.words.3
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(words.0)
        hasher.combine(words.1)
        hasher.combine(words.2)
        hasher.combine(words.3)
    }
}
