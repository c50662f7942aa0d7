import Networking
import Paging

/// A source that tells its read-ahead transport which key each request is for and what each
/// decoded page said (its total, whether it was full).
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

    func request(for key: PageKey) -> HTTPRequest {
        let request = inner.request(for: key)
        readAhead.note(key, url: inner.base.resolve(request.url))
        return request
    }

    func decode(_ response: HTTPResponse) throws(PagingError) -> Page {
        let page: Page
        if let early = readAhead.takeDecoded(response) { page = try early.get() } else { page = try inner.decode(response) }
        readAhead.learn(page)
        return page
    }
}
