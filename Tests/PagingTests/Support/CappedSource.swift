import Foundation
import Networking
import Paging
import TestSupport

/// A list of `count` items `r0`, `r1`, … whose server serves at most `cap` a page whatever is
/// asked, paged by offset or by 1-based page number, with or without a total in the body.
struct CappedSource: PageSource {
    enum Shape: Sendable { case offset, page }

    let name = "capped"
    let base = try! APIBase("https://capped.test")
    let shape: Shape
    /// The page size asked for.
    let asked: Int

    var strategy: any PageStrategy {
        shape == .offset ? OffsetStrategy(limit: asked) : PageNumberStrategy(perPage: asked)
    }

    func request(for key: PageKey) -> HTTPRequest {
        switch key {
        case .offset(let offset, let limit):
            return HTTPRequest(url: base.url("/list", query: [("offset", String(offset)), ("limit", String(limit))]))
        case .page(let page, let perPage):
            return HTTPRequest(url: base.url("/list", query: [("page", String(page)), ("per_page", String(perPage))]))
        default:
            return HTTPRequest(url: base.url("/list"))
        }
    }

    func decode(_ response: HTTPResponse) throws(PagingError) -> Page {
        struct Body: Decodable {
            let items: [String]
            let total: Int?
        }
        guard let body = try? JSONDecoder().decode(Body.self, from: Data(response.body)) else { throw .decoding("capped") }
        return Page(items: body.items.map { ListItem(id: $0, cells: [$0]) }, total: body.total)
    }

    /// The server: `count` items, at most `cap` a page, a total in the body when `withTotal`.
    static func respond(_ request: HTTPRequest, count: Int, cap: Int, withTotal: Bool) -> HTTPResponse {
        let asked = Int(Fixtures.query("limit", in: request.url) ?? Fixtures.query("per_page", in: request.url) ?? "") ?? 10
        let size = min(asked, cap)
        var start = Int(Fixtures.query("offset", in: request.url) ?? "0") ?? 0
        if let page = Fixtures.query("page", in: request.url).flatMap(Int.init) { start = (page - 1) * size }
        let ids = start < count ? (start..<min(count, start + size)).map { "\"r\($0)\"" } : []
        let body = "{\"items\":[\(ids.joined(separator: ","))]" + (withTotal ? ",\"total\":\(count)}" : "}")
        return HTTPResponse(status: 200, body: Array(body.utf8))
    }
}
