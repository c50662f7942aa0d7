/// Where a followed list grows: new items at its head (newest first: Qiita, timelines, most
/// feeds) or at its tail (oldest first: GitHub users by `since`, keyset and after-id lists).
///
/// A plain value; any thread.
public enum FollowDirection: String, Sendable, Equatable, CaseIterable {
    /// New items come first: poll the first page, read on while every item on a page is new.
    case head
    /// New items come last: ask for what follows the last item.
    case tail

    /// The direction a list of `strategy` grows in, judged from its first items when the strategy
    /// does not say: sort values (timestamps) that rise down the page mean oldest first.
    public static func natural(for strategy: any PageStrategy, firstItems: [ListItem]) -> FollowDirection {
        switch strategy {
        case is SinceIDStrategy, is KeysetStrategy, is TimeStrategy: return .tail
        // GitHub's users follow `Link` headers from `since`: ids ascend, new accounts come last.
        case let links as NextURLStrategy where Self.startsAtSince(links): return .tail
        case let afterID as AfterIDStrategy:
            // Mastodon's `max_id` walks down from the newest; Discord's `after` walks up.
            return afterID.direction == .ascending ? .tail : .head
        default:
            let values = firstItems.prefix(20).compactMap(\.sortValue)
            guard values.count >= 2, let first = values.first, let last = values.last, first != last else { return .head }
            return first < last ? .tail : .head
        }
    }

    /// The key asking for what follows `last`, the `count`-th item read; nil when the strategy
    /// cannot address past an item (a cursor or next URL only leads on from a page it gave).
    public static func keyAfter(_ last: ListItem, count: Int, strategy: any PageStrategy) -> PageKey? {
        switch strategy {
        case is SinceIDStrategy: return Int64(last.id).map { PageKey.since($0) }
        case let links as NextURLStrategy where Self.startsAtSince(links): return Int64(last.id).map { PageKey.since($0) }
        case is AfterIDStrategy: return .afterID(last.id)
        case is KeysetStrategy: return last.sortValue.map { .keyset(value: $0, id: last.id) }
        case is TimeStrategy: return last.sortValue.map { .time($0) }
        default:
            if let key = strategy.key(forItemOffset: count, limit: strategy.pageSize ?? 100) { return key }
            // A page number addresses whole pages: ask again for the page the next item falls on.
            guard let size = strategy.pageSize, size > 0 else { return nil }
            return strategy.key(forPage: count / size)
        }
    }

    /// Whether a link-following list starts from a `since` id (GitHub users).
    private static func startsAtSince(_ links: NextURLStrategy) -> Bool {
        if case .since = links.first { return true }
        return false
    }
}
