/// Keyset on an increasing integer id (GitHub `since`): the next page starts after the last id.
public struct SinceIDStrategy: PageStrategy, Equatable {
    /// The id to start after.
    public var start: Int64

    /// A strategy starting after `start` (0: from the beginning).
    public init(start: Int64 = 0) { self.start = start }

    public var first: PageKey { .since(start) }

    public func next(after key: PageKey, page: PageSummary) -> PageStep {
        guard case .since(let since) = key, !ends(page),
              let last = page.lastID.flatMap({ Int64($0) })
        else { return .endOfList }
        // An id that does not grow would ask for the same page forever.
        guard last > since else { return .end("the list stopped advancing") }
        return .next(.since(last))
    }
}
