/// Keyset on (last value, last id): stable under inserts, ties broken by id.
public struct KeysetStrategy: PageStrategy, Equatable {
    /// A keyset strategy.
    public init() {}

    public var first: PageKey { .keyset(value: nil, id: nil) }

    public func next(after key: PageKey, page: PageSummary) -> PageStep {
        guard !ends(page), let id = page.lastID, let value = page.lastValue else { return .endOfList }
        let next = PageKey.keyset(value: value, id: id)
        return next == key ? .end("the list stopped advancing") : .next(next)
    }
}
