import Networking

/// A source read front to back from a chosen first key (GitHub `since`, PokeAPI `offset`).
///
/// An immutable value; any thread. Pipe mode never jumps, so pages are not laid out from the
/// total: each page is asked for only after the previous one was written.
public struct SequentialSource: PageSource {
    let inner: any PageSource
    public let strategy: any PageStrategy

    /// `inner` starting at `first` (nil: the source's own first key).
    public init(_ inner: any PageSource, first: PageKey? = nil) {
        self.inner = inner
        self.strategy = SequentialStrategy(inner: inner.strategy, first: first ?? inner.strategy.first)
    }

    public var name: String { inner.name }
    public var base: APIBase { inner.base }
    public var pagesSayTotal: Bool { inner.pagesSayTotal }
    public var sendsPageSize: Bool { inner.sendsPageSize }
    public func request(for key: PageKey) -> HTTPRequest { inner.request(for: key) }
    public func decode(_ response: HTTPResponse) throws(PagingError) -> Page { try inner.decode(response) }
}

/// A strategy's steps from another first key, without direct page access.
struct SequentialStrategy: PageStrategy {
    let inner: any PageStrategy
    let first: PageKey

    func next(after key: PageKey, page: PageSummary) -> PageStep { inner.next(after: key, page: page) }
    var pageCap: (pages: Int, notice: String)? { inner.pageCap }
    // The size is kept so that the engine can learn the served size and end at the total with it.
    var pageSize: Int? { inner.pageSize }

    func serving(pageSize: Int) -> any PageStrategy {
        SequentialStrategy(inner: inner.serving(pageSize: pageSize), first: first)
    }
}
