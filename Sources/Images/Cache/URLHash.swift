/// A 128-bit FNV-1a digest of a URL, as 32 hex digits: the cache file name.
///
/// Not cryptographic; a collision cannot show the wrong picture because each entry also
/// stores its URL and a read checks it.
enum URLHash {
    static func hex(_ url: String) -> String {
        let a = fnv1a(url, basis: 0xCBF2_9CE4_8422_2325)
        let b = fnv1a(url, basis: 0x6C62_272E_07BB_0142)
        return hex64(a) + hex64(b)
    }

    /// Whether `name` has the form `hex` gives: 32 lower-case hex digits.
    static func isHashName(_ name: String) -> Bool {
        name.utf8.count == 32 && name.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    static func fnv1a<S: Sequence>(_ bytes: S, basis: UInt64 = 0xCBF2_9CE4_8422_2325) -> UInt64 where S.Element == UInt8 {
        var h = basis
        for byte in bytes {
            h ^= UInt64(byte)
            h &*= 0x0000_0100_0000_01B3
        }
        return h
    }

    private static func fnv1a(_ text: String, basis: UInt64) -> UInt64 { fnv1a(text.utf8, basis: basis) }

    private static func hex64(_ v: UInt64) -> String {
        let digits = String(v, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
