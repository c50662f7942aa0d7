/// Follows the URL the server gives (`Link rel=next` or a body field); none ends the list.
public struct NextURLStrategy: PageStrategy, Equatable {
    /// The key the source builds the first request from.
    public var first: PageKey

    /// A strategy starting at `first`.
    public init(first: PageKey) { self.first = first }

    public func next(after key: PageKey, page: PageSummary) -> PageStep {
        guard page.count > 0, let url = page.nextURL, !url.isEmpty else { return .endOfList }
        return .next(.url(url))
    }
}
