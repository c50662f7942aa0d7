/// `offset`/`limit` pages (PokeAPI): directly addressable, ends at the total or an empty page.
///
/// Offsets advance by the items the server returned, never by the limit asked: a server that
/// caps its pages below the limit would otherwise skip the rest of every page.
public struct OffsetStrategy: PageStrategy, Equatable {
    /// Items asked for per request.
    public var limit: Int
    /// Items the server serves per page once learned (nil: as asked).
    public var servedSize: Int?

    /// A strategy asking for `limit` items at a time.
    public init(limit: Int) { self.limit = max(1, limit) }

    public var first: PageKey { .offset(0, limit: limit) }
    public var pageSize: Int? { servedSize ?? limit }

    public func next(after key: PageKey, page: PageSummary) -> PageStep {
        guard case .offset(let offset, let limit) = key, !ends(page) else { return .endOfList }
        let next = offset + page.count
        if let total = page.total, next >= total { return .endOfList }
        return .next(.offset(next, limit: limit))
    }

    public func key(forPage index: Int) -> PageKey? {
        // Laid out at the served size and asking for exactly that, so pages never overlap.
        let size = pageSize ?? limit
        return index >= 0 ? .offset(index * size, limit: size) : nil
    }

    public func key(forItemOffset offset: Int, limit: Int) -> PageKey? {
        offset >= 0 && limit > 0 ? .offset(offset, limit: limit) : nil
    }

    public func serving(pageSize: Int) -> any PageStrategy {
        var copy = self
        copy.servedSize = max(1, pageSize)
        return copy
    }
}
