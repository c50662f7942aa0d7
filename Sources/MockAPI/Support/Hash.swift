/// Stateless deterministic mixing, so any record can be computed from (seed, key) without storing it.
enum Hash {
    /// SplitMix64's finaliser: a fast, well-distributed 64-bit mix.
    static func mix(_ x: UInt64) -> UInt64 {
        var z = x &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Mixes a seed, a key and a salt that keeps independent attributes uncorrelated.
    static func of(_ seed: UInt64, _ key: UInt64, _ salt: UInt64 = 0) -> UInt64 {
        mix(mix(seed ^ mix(key)) ^ (salt &* 0x2545_F491_4F6C_DD1D))
    }

    /// A value in 0..<bound from (seed, key, salt).
    static func pick(_ bound: Int, _ seed: UInt64, _ key: UInt64, _ salt: UInt64) -> Int {
        Int(of(seed, key, salt) % UInt64(max(bound, 1)))
    }

    /// FNV-1a over bytes, for short keys.
    static func fnv(_ bytes: [UInt8], basis: UInt64 = 0xCBF2_9CE4_8422_2325) -> UInt64 {
        var h = basis
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01B3 }
        return h
    }

    /// An FNV-style hash over 8-byte words, for whole bodies (ETags): a byte loop is too slow in debug builds.
    static func body(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { raw in
            var h: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(raw.count)
            var offset = 0
            while offset + 8 <= raw.count {
                h = (h ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x100_0000_01B3
                offset += 8
            }
            while offset < raw.count {
                h = (h ^ UInt64(raw[offset])) &* 0x100_0000_01B3
                offset += 1
            }
            return mix(h)
        }
    }

    /// Lower-case hex of `count` nibbles from a 64-bit value.
    static func hex(_ value: UInt64, digits: Int) -> String {
        let s = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - s.count)) + s.suffix(digits)
    }
}
