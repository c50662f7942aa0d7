/// "After the last item": the next page starts after the last item's id, sent as text.
///
/// A plain value; any thread. Ids may be strings (`cus_…`) or integers of any size; integers are
/// compared as decimal text, never through `Double`, so snowflakes beyond 2^53 stay exact.
public struct AfterIDStrategy: PageStrategy, Equatable {
    /// Which way the ids run in the list, when they are integers.
    public enum Direction: Sendable, Equatable {
        /// Ids grow down the list (Discord `after`, GitHub `since`).
        case ascending
        /// Ids shrink down the list (Mastodon `max_id`, Discord `before`, Twitter `max_id`).
        case descending
        /// Opaque ids (Stripe `starting_after`): only a repeated id stops the list.
        case opaque
    }

    /// The expected order of integer ids.
    public var direction: Direction

    /// A strategy reading ids in `direction`.
    public init(direction: Direction = .opaque) { self.direction = direction }

    public var first: PageKey { .afterID(nil) }

    public func next(after key: PageKey, page: PageSummary) -> PageStep {
        guard !ends(page), let last = page.lastID, !last.isEmpty else { return .endOfList }
        if case .afterID(let previous?) = key {
            // An id that does not move on would ask for the same page forever.
            guard last != previous, Self.advances(from: previous, to: last, direction) else {
                return .end("the list stopped advancing")
            }
        }
        return .next(.afterID(last))
    }

    /// Whether `to` is past `from` in `direction`; true for ids that are not both integers.
    static func advances(from: String, to: String, _ direction: Direction) -> Bool {
        guard direction != .opaque, let order = DecimalText.compare(from, to) else { return true }
        return direction == .ascending ? order < 0 : order > 0
    }
}
