/// A least-recently-used map bounded by the bytes its values report.
///
/// Not thread-safe: owned by one actor (`ImageLoader`).
struct MemoryCache<Key: Hashable, Value> {
    private struct Entry {
        var value: Value
        var bytes: Int
        var lastUse: UInt64
    }

    /// The most bytes kept; a value larger than this on its own is not kept at all.
    let budget: Int
    private(set) var totalBytes = 0
    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0

    init(budget: Int) { self.budget = budget }

    var count: Int { entries.count }

    /// The value for `key`, marking it recently used.
    mutating func value(for key: Key) -> Value? {
        guard entries[key] != nil else { return nil }
        clock += 1
        entries[key]!.lastUse = clock
        return entries[key]!.value
    }

    /// Stores `value`, then evicts least recently used entries until within budget.
    mutating func insert(_ value: Value, bytes: Int, for key: Key) {
        remove(key)
        guard bytes <= budget else { return }
        clock += 1
        entries[key] = Entry(value: value, bytes: bytes, lastUse: clock)
        totalBytes += bytes
        while totalBytes > budget {
            // A linear scan: eviction happens once per insert at most a few times, and the
            // entry count stays in the hundreds because values are thumbnails.
            guard let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key else { break }
            remove(oldest)
        }
    }

    mutating func remove(_ key: Key) {
        if let old = entries.removeValue(forKey: key) { totalBytes -= old.bytes }
    }

    func contains(_ key: Key) -> Bool { entries[key] != nil }
}
