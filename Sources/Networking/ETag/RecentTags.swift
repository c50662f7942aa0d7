/// The latest ETags by request, oldest first, at most `capacity`: a key set again is the newest.
///
/// A value; `ETagStore` keeps it behind its mutex. A few dozen entries: a linear look is enough.
struct RecentTags {
    private(set) var entries: [(key: RequestKey, tag: String)] = []
    /// The most tags kept.
    let capacity: Int

    /// The tag kept for `key`, if any.
    func tag(for key: RequestKey) -> String? {
        entries.last { $0.key == key }?.tag
    }

    /// Keeps `tag` as `key`'s, the newest; the oldest goes past `capacity`.
    mutating func set(_ tag: String, for key: RequestKey) {
        remove(key)
        entries.append((key, tag))
        if entries.count > capacity { entries.removeFirst() }
    }

    /// Replaces `key`'s tag where it stands; false when none is kept.
    mutating func update(_ tag: String, for key: RequestKey) -> Bool {
        guard let index = entries.firstIndex(where: { $0.key == key }) else { return false }
        entries[index].tag = tag
        return true
    }

    /// Forgets `key`'s tag.
    mutating func remove(_ key: RequestKey) {
        entries.removeAll { $0.key == key }
    }
}
