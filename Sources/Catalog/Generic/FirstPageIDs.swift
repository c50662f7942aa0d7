import Synchronization

/// The ids and URL of the first page a source decoded: a later page of other URL with exactly
/// those ids is the first page asked again (a cursor or parameter the server ignores).
///
/// Threading: any thread; a lock guards the one value.
final class FirstPageIDs: Sendable {
    private let first = Mutex<(ids: Set<String>, url: String)?>(nil)

    /// False when `ids`, answered at `url`, are the first page's ids from another URL; the first
    /// call keeps them. A refresh or a poll of the first page (`url` is the one kept, or `firstURL`,
    /// the strategy's first page, which a probed first page answered under the URL as typed) is never a repeat.
    func isFirst(_ ids: [String], url: String, firstURL: String) -> Bool {
        first.withLock { kept in
            guard let kept else {
                kept = (Set(ids), url)
                return true
            }
            return ids.isEmpty || url == kept.url || url == firstURL || Set(ids) != kept.ids
        }
    }
}
