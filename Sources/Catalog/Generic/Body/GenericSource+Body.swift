import Networking
import Paging

extension GenericSource {
    /// Whether pages are POSTed with a JSON body (`--body`, `--method POST`, body strategies).
    var postsBody: Bool { spec.method == .post || spec.strategy.writesBody }

    /// A POST of the page at `key` to `url`, the strategy's cursor or key written into the body.
    /// Only a body strategy's POST is a read (a search, a query by cursor) that may be retried;
    /// any other `--body` may act, so a POST without an answer is not sent again.
    func postRequest(url: String, for key: PageKey) -> HTTPRequest {
        var headers = Self.plainHeaders
        headers.set("Content-Type", "application/json")
        var request = HTTPRequest(url: url, method: .post, headers: headers, body: body(for: key).serialized())
        request.isRead = spec.strategy.writesBody
        return request
    }

    /// The spec's body (`{}` when none) with the cursor or key of `key`; the first page's body as given.
    func body(for key: PageKey) -> JSONValue {
        var pairs: [(key: String, value: JSONValue)] = []
        if case .object(let given)? = spec.body { pairs = given }
        guard case .cursor(let cursor?) = key else { return .object(pairs) }
        let written: (String, JSONValue)
        switch spec.strategy {
        case .bodyCursor(let name, _): written = (name, .string(cursor))
        // The cursor is the last item's sort values as JSON text: sent back as that JSON.
        case .searchAfter(let name, _): written = (name, JSONValue.parse(Array(cursor.utf8)) ?? .string(cursor))
        default: return .object(pairs)
        }
        pairs.removeAll { $0.key == written.0 }
        pairs.append((written.0, written.1))
        return .object(pairs)
    }

    /// What a body strategy reads from a page: the next cursor, or the last item's key; and the end
    /// a short page shows when the body asks for a `size` (Elasticsearch returns fewer only at the end).
    func readBodyStrategy(_ body: JSONValue, into page: inout Page) {
        switch spec.strategy {
        case .bodyCursor(_, let path):
            page.cursor = path.evaluate(body)?.text
        case .searchAfter:
            page.cursor = page.items.last?.sortValue
            if let size = spec.body?["size"]?.text.flatMap({ Int($0) }), page.items.count < size { page.more = false }
        default:
            break
        }
    }
}
