/// A seeded SplitMix64 generator, so random fault rates and jitter replay identically for a seed.
/// Not thread-safe: owners keep it inside their lock.
struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Hash.mix(state &- 0x9E37_79B9_7F4A_7C15)
    }
}
