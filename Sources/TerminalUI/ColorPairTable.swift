/// Which ncurses colour pair draws which (foreground, background): pairs are made on demand
/// and, once all are used, the longest unused one not on the current frame is redefined.
///
/// Pure bookkeeping (no ncurses), owned by one `CursesColors` on the main actor.
/// Colour numbers: -1 is the terminal's default, 0...255 the palette, or a packed RGB for direct colour.
struct ColorPairTable {
    /// A pair to use, and whether ncurses must be told its colours first.
    struct Assignment: Equatable {
        /// The pair number (1...limit - 1; 0 is the terminal's fixed default pair).
        var pair: Int32
        /// True when the pair is new or redefined: call `init_extended_pair`.
        var isNew: Bool
    }

    private struct Key: Hashable {
        var foreground: Int32
        var background: Int32
    }

    /// Pair numbers available: ncurses' `COLOR_PAIRS`.
    let limit: Int
    private var pairs: [Key: Int32] = [:]
    private var keys: [Int32: Key] = [:]
    private var lastUsed: [Int32: (frame: Int, stamp: Int)] = [:]
    private var frame = 0
    private var stamp = 0

    /// A table for pairs 1..<limit.
    init(limit: Int) {
        self.limit = limit
    }

    /// Pairs in use.
    var count: Int { pairs.count }

    /// Starts a frame: pairs used from now on are the ones on screen.
    mutating func beginFrame() {
        frame += 1
    }

    /// The pair for these colours; nil when every pair is on the current frame already
    /// (the caller draws without colour rather than recolour cells on screen).
    mutating func pair(foreground: Int32, background: Int32) -> Assignment? {
        let key = Key(foreground: foreground, background: background)
        stamp += 1
        if let pair = pairs[key] {
            lastUsed[pair] = (frame, stamp)
            return Assignment(pair: pair, isNew: false)
        }
        let pair: Int32
        if pairs.count + 1 < limit {
            pair = Int32(pairs.count + 1)
        } else {
            // Evicting is linear, but only happens once thousands of pairs are in use.
            let offScreen = lastUsed.filter { $0.value.frame < frame }
            guard let oldest = offScreen.min(by: { $0.value.stamp < $1.value.stamp })?.key else {
                return nil
            }
            pair = oldest
            pairs[keys[oldest]!] = nil
        }
        pairs[key] = pair
        keys[pair] = key
        lastUsed[pair] = (frame, stamp)
        return Assignment(pair: pair, isNew: true)
    }
}
