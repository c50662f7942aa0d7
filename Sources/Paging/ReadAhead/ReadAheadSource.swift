import Networking

/// A source whose pages are decoded through its read-ahead: a page decoded when its answer came
/// back ahead is taken instead of decoded again, and what each decoded page said (its total,
/// whether it was full) is told to the read-ahead.
///
/// An immutable value; any thread (the transport keeps the state behind its lock).
struct ReadAheadSource: PageSource {
    let inner: any PageSource
    let readAhead: ReadAheadTransport

    var name: String { inner.name }
    var base: APIBase { inner.base }
    var pagesSayTotal: Bool { inner.pagesSayTotal }
    var sendsPageSize: Bool { inner.sendsPageSize }
    var strategy: any PageStrategy { inner.strategy }

    func request(for key: PageKey) -> HTTPRequest { inner.request(for: key) }

    func decode(_ response: HTTPResponse) throws(PagingError) -> Page {
        let page: Page
        if let early = readAhead.takeDecoded(response) { page = try early.get() } else { page = try inner.decode(response) }
        readAhead.learn(page)
        return page
    }
}
