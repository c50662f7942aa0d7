/// The ids a follow has already passed on, so each item is told once.
///
/// A value; confine to one actor. Bounded: the oldest ids are forgotten past `capacity`, which a
/// head that moves a page at a time never reaches back to; and each id is kept as a fixed-size
/// digest (`IDDigest`), so the bytes are bounded too, however long a server makes its ids.
public struct FollowedIDs: Sendable, Equatable {
    private var order: [IDDigest] = []
    private var set: Set<IDDigest> = []
    private var start = 0
    /// The most ids kept.
    public let capacity: Int

    /// An empty record keeping up to `capacity` ids.
    public init(capacity: Int = 20_000) { self.capacity = max(capacity, 1) }

    /// The bytes the kept ids take (their text, or their digests), to show the store is bounded
    /// in bytes, not only in count.
    public var heldBytes: Int { (order.count - start) * MemoryLayout<IDDigest>.size }

    /// Whether nothing was recorded.
    public var isEmpty: Bool { self.set.isEmpty }

    /// Whether `id` was seen.
    public func contains(_ id: String) -> Bool { set.contains(IDDigest(id)) }

    /// Records `id`; true when it was not seen before.
    @discardableResult
    public mutating func insert(_ id: String) -> Bool {
        let digest = IDDigest(id)
        guard set.insert(digest).inserted else { return false }
        order.append(digest)
        if order.count - start > capacity {
            set.remove(order[start])
            start += 1
            // Compact now and then so the array does not grow without bound.
            if start > capacity { order.removeFirst(start); start = 0 }
        }
        return true
    }

    /// What a page of a followed list brings: its items not seen before, in page order, and
    /// whether the next page must be read too (every item on this one was new, so some may lie beyond).
    public mutating func take(_ items: [ListItem]) -> (new: [ListItem], readOn: Bool) {
        let knewOne = items.contains { contains($0.id) }
        var new: [ListItem] = []
        for item in items where insert(item.id) { new.append(item) }
        return (new, !items.isEmpty && !knewOne)
    }
}
