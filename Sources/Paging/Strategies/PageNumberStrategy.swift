/// `page`/`per_page` pages, 1-based (Qiita), with the server's page cap.
///
/// Page `k` covers items `(k-1)*s ..< k*s` at the size `s` the server really serves, which may be
/// smaller than the size asked; the end check and the layout use that size once it is learned.
public struct PageNumberStrategy: PageStrategy {
    /// Items asked for per page.
    public var perPage: Int
    /// Items the server serves per page once learned (nil: as asked).
    public var servedSize: Int?
    /// The highest page the server serves, and the notice shown there.
    public var pageCap: (pages: Int, notice: String)?

    /// A strategy with `perPage` items a page and an optional cap.
    public init(perPage: Int, cap: (pages: Int, notice: String)? = nil) {
        self.perPage = max(1, perPage)
        self.pageCap = cap
    }

    public var first: PageKey { .page(1, perPage: perPage) }
    public var pageSize: Int? { servedSize ?? perPage }

    public func next(after key: PageKey, page: PageSummary) -> PageStep {
        guard case .page(let number, let perPage) = key, !ends(page) else { return .endOfList }
        let size = servedSize ?? perPage
        // A short page is not the last while the total says more follows.
        if let total = page.total, (number - 1) * size + page.count >= total { return .endOfList }
        // The cap wins over `rel="last"` and the total: Qiita stops answering past it.
        if let cap = pageCap, number >= cap.pages { return .end(cap.notice) }
        return .next(.page(number + 1, perPage: perPage))
    }

    public func key(forPage index: Int) -> PageKey? {
        guard index >= 0 else { return nil }
        if let cap = pageCap, index >= cap.pages { return nil }
        return .page(index + 1, perPage: perPage)
    }

    public func key(forItemOffset offset: Int, limit: Int) -> PageKey? {
        // A page number addresses a whole page only.
        let size = pageSize ?? perPage
        return offset % size == 0 ? key(forPage: offset / size) : nil
    }

    public func serving(pageSize: Int) -> any PageStrategy {
        var copy = self
        copy.servedSize = max(1, pageSize)
        return copy
    }
}
