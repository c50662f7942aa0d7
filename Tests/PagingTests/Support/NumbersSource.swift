import Networking
import Paging
import TestSupport

/// A list of `count` numbered items with offset pages and no JSON: for window and speed tests.
struct NumbersSource: PageSource {
    let name = "numbers"
    let base = try! APIBase("https://numbers.test")
    let count: Int
    let limit: Int
    /// Whether its pages count as saying the total, as PokeAPI's do (the decoded pages always carry one).
    var pagesSayTotal = false
    var strategy: any PageStrategy { OffsetStrategy(limit: limit) }

    func request(for key: PageKey) -> HTTPRequest {
        guard case .offset(let offset, let limit) = key else { return HTTPRequest(url: base.url("/n")) }
        return HTTPRequest(url: base.url("/n", query: [("offset", String(offset)), ("limit", String(limit))]))
    }

    /// The stub answers with the request URL as the effective URL and an empty body; a `count`
    /// there stands for the list's length at the time of that answer, a `total` for the length
    /// the server says (a lie when it differs).
    func decode(_ response: HTTPResponse) throws(PagingError) -> Page {
        let count = Fixtures.query("count", in: response.effectiveURL).flatMap(Int.init) ?? self.count
        let said = Fixtures.query("total", in: response.effectiveURL).flatMap(Int.init) ?? count
        guard let offset = Fixtures.query("offset", in: response.effectiveURL).flatMap(Int.init),
              let limit = Fixtures.query("limit", in: response.effectiveURL).flatMap(Int.init)
        else { throw .decoding("no offset") }
        let end = min(count, offset + limit)
        let items = (offset..<max(offset, end)).map { ListItem(id: String($0), cells: [String($0)]) }
        return Page(items: items, total: said, more: end < count)
    }

    /// The stub's answer for any request.
    static func respond(_ request: HTTPRequest) -> HTTPResponse {
        HTTPResponse(status: 200, effectiveURL: request.url)
    }
}
