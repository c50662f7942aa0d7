import Foundation
import Networking
import Paging

/// A JSON feed `{"items": [{"id", "at"}], "cursor", "next"}` paged by any strategy, so that the
/// engine is tried with cursor, time, keyset and next-URL keys.
struct FeedSource: PageSource {
    let name = "feed"
    let base = try! APIBase("https://feed.test")
    let strategy: any PageStrategy

    func request(for key: PageKey) -> HTTPRequest {
        var query: [(String, String)] = []
        switch key {
        case .cursor(let cursor?): query = [("cursor", cursor)]
        case .time(let since?): query = [("since", since)]
        case .keyset(let value?, let id?): query = [("after_value", value), ("after_id", id)]
        case .url(let url): return HTTPRequest(url: url)
        default: break
        }
        return HTTPRequest(url: base.url("/feed", query: query))
    }

    func decode(_ response: HTTPResponse) throws(PagingError) -> Page {
        struct Body: Decodable {
            struct Item: Decodable {
                let id: String
                let at: String
            }
            let items: [Item]
            let cursor: String?
            let next: String?
        }
        guard let body = try? JSONDecoder().decode(Body.self, from: Data(response.body)) else {
            throw .decoding("feed")
        }
        return Page(items: body.items.map { ListItem(id: $0.id, cells: [$0.id], sortValue: $0.at) },
                    nextURL: body.next, cursor: body.cursor)
    }

    /// The server: items i1…i7 stamped t1…t7, three a page, from wherever the query says.
    static func respond(_ request: HTTPRequest) -> HTTPResponse {
        let query = URLComponents(string: request.url)?.queryItems ?? []
        let value = query.first { ["cursor", "since", "after_value", "start"].contains($0.name) }?.value ?? "0"
        let start = Int(value.drop { !$0.isNumber }) ?? 0
        let end = min(7, start + 3)
        let items = (start..<end).map { "{\"id\":\"i\($0 + 1)\",\"at\":\"t\($0 + 1)\"}" }
        let more = end < 7
        let body = "{\"items\":[\(items.joined(separator: ","))],\"cursor\":\(more ? "\"c\(end)\"" : "null"),"
            + "\"next\":\(more ? "\"https://feed.test/feed?start=\(end)\"" : "null")}"
        return HTTPResponse(status: 200, body: Array(body.utf8))
    }
}
