/// `offset`/`limit` pages (PokeAPI): directly addressable, ends at the total or an empty page.
public struct OffsetStrategy: PageStrategy, Equatable {
    /// Items per request.
    public var limit: Int

    /// A strategy asking for `limit` items at a time.
    public init(limit: Int) { self.limit = max(1, limit) }

    public var first: PageKey { .offset(0, limit: limit) }
    public var pageSize: Int? { limit }

    public func next(after key: PageKey, page: PageSummary) -> PageStep {
        guard case .offset(let offset, let limit) = key, !ends(page) else { return .endOfList }
        let next = offset + limit
        if let total = page.total, next >= total { return .endOfList }
        return .next(.offset(next, limit: limit))
    }

    public func key(forPage index: Int) -> PageKey? {
        index >= 0 ? .offset(index * limit, limit: limit) : nil
    }
}
