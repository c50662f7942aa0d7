/// Turns an item's sequence number into a 20-hex-char id and back: a keyed Feistel permutation plus a check.
struct QiitaItemID: Sendable {
    let seed: UInt64

    func encode(_ sequence: Int) -> String {
        let scrambled = permute(UInt64(sequence), forward: true)
        return Hash.hex(scrambled, digits: 16) + Hash.hex(check(sequence), digits: 4)
    }

    /// The sequence number for an id this generator made, or nil.
    func decode(_ id: String) -> Int? {
        guard id.utf8.count == 20, id.allSatisfy({ $0.isHexDigit && !$0.isUppercase }),
              let scrambled = UInt64(id.prefix(16), radix: 16), let checkValue = UInt64(id.suffix(4), radix: 16)
        else { return nil }
        let value = permute(scrambled, forward: false)
        guard value < UInt64(Int32.max) else { return nil }
        let sequence = Int(value)
        return check(sequence) == checkValue ? sequence : nil
    }

    private func check(_ sequence: Int) -> UInt64 { Hash.of(seed, UInt64(sequence), 50) & 0xFFFF }

    private func permute(_ value: UInt64, forward: Bool) -> UInt64 {
        var left = value >> 32, right = value & 0xFFFF_FFFF
        let rounds = forward ? Array(0..<4) : Array((0..<4).reversed())
        for round in rounds {
            if forward {
                (left, right) = (right, left ^ (Hash.of(seed, right, UInt64(60 + round)) & 0xFFFF_FFFF))
            } else {
                (left, right) = (right ^ (Hash.of(seed, left, UInt64(60 + round)) & 0xFFFF_FFFF), left)
            }
        }
        return left << 32 | right
    }
}
