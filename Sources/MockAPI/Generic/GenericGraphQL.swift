import Foundation

/// `POST BASE/generic/graphql`: the generic feed as a GraphQL connection, newest first.
///
/// Stateless. It does not run the query: it pages by the `first` and `after` variables and answers
/// `{"data":{"items":{"totalCount","pageInfo":{"hasNextPage","endCursor"},"nodes"|"edges"}}}`,
/// with `edges { node }` when the query text says `edges`. Errors come as GitHub sends them: status
/// 200 and an `errors` array.
enum GenericGraphQL {
    /// `first` when the variables leave it out.
    static let defaultFirst = 10
    /// The largest `first` served, as on GitHub.
    static let maxFirst = 100

    static func handle(_ request: MockRequest, total: Int) -> Reply {
        guard request.method == "POST" else { return GenericAPI.error(405, "GraphQL takes POST") }
        guard let body = try? JSONSerialization.jsonObject(with: Data(request.body)) as? [String: Any],
              let query = body["query"] as? String, !query.isEmpty
        else { return .json(400, .object([("message", .string("Problems parsing JSON"))])) }
        let variables = body["variables"] as? [String: Any] ?? [:]
        let first = (variables["first"] as? Int) ?? defaultFirst
        guard (1...maxFirst).contains(first) else {
            return errors("Requesting \(first) records on the `items` connection exceeds the `first` limit of \(maxFirst) records.")
        }
        var rest = Array((0..<total).reversed())
        if let after = variables["after"] as? String {
            guard after.hasPrefix("g"), let below = Int(after.dropFirst()) else {
                return errors("`\(after)` does not appear to be a valid cursor.")
            }
            rest = rest.filter { $0 < below }
        }
        let page = Array(rest.prefix(first))
        let nodes = page.map { GenericFeed.item($0, root: request.root) }
        let list: (String, JSON) = query.contains("edges")
            ? ("edges", .array(nodes.map { .object([("node", $0)]) }))
            : ("nodes", .array(nodes))
        let pageInfo = JSON.object([
            ("hasNextPage", .bool(page.count < rest.count)),
            ("endCursor", page.last.map { .string("g\($0)") } ?? .null),
        ])
        let connection = JSON.object([("totalCount", .int(total)), ("pageInfo", pageInfo), list])
        return .json(200, .object([("data", .object([("items", connection)]))]))
    }

    /// `{"errors":[{"message":…}]}` with status 200, as GraphQL servers send them.
    static func errors(_ message: String) -> Reply {
        .json(200, .object([("data", .null), ("errors", .array([.object([("message", .string(message))])]))]))
    }
}
