/// `page`/`per_page` pages, 1-based (Qiita), with the server's page cap.
public struct PageNumberStrategy: PageStrategy {
    /// Items per page.
    public var perPage: Int
    /// The highest page the server serves, and the notice shown there.
    public var pageCap: (pages: Int, notice: String)?

    /// A strategy with `perPage` items a page and an optional cap.
    public init(perPage: Int, cap: (pages: Int, notice: String)? = nil) {
        self.perPage = max(1, perPage)
        self.pageCap = cap
    }

    public var first: PageKey { .page(1, perPage: perPage) }
    public var pageSize: Int? { perPage }

    public func next(after key: PageKey, page: PageSummary) -> PageStep {
        guard case .page(let number, let perPage) = key, !ends(page) else { return .endOfList }
        if let total = page.total, number * perPage >= total { return .endOfList }
        // The cap wins over `rel="last"` and the total: Qiita stops answering past it.
        if let cap = pageCap, number >= cap.pages { return .end(cap.notice) }
        return .next(.page(number + 1, perPage: perPage))
    }

    public func key(forPage index: Int) -> PageKey? {
        guard index >= 0 else { return nil }
        if let cap = pageCap, index >= cap.pages { return nil }
        return .page(index + 1, perPage: perPage)
    }
}
