import Foundation

/// The `--graphql` value: the query itself, or the path of a file holding it.
enum GraphQLQuery {
    /// The query text; a value with a `{` is a query, anything else a file to read. Nil when not given.
    static func load(_ value: String?) throws(GenericSpecError) -> String? {
        guard let value, !value.allSatisfy(\.isWhitespace) else { return nil }
        if value.contains("{") { return value }
        let path = (value as NSString).expandingTildeInPath
        guard let text = try? String(contentsOfFile: path, encoding: .utf8), text.contains("{") else {
            throw .unreadableQuery(value)
        }
        return text
    }

    /// The POST body: `{"query": …, "variables": {…extra, "first": N?, "after": cursor-or-null}}`.
    static func body(query: String, first: Int?, after: String?, extra: JSONValue?) -> [UInt8] {
        var variables: [(key: String, value: JSONValue)] = []
        if case .object(let pairs) = extra {
            variables = pairs.filter { $0.key != "after" && ($0.key != "first" || first == nil) }
        }
        // No `first` when no size was asked: the query's own default for `$first` applies.
        if let first { variables.append(("first", .number(String(first)))) }
        variables.append(("after", after.map(JSONValue.string) ?? .null))
        return JSONValue.object([("query", .string(query)), ("variables", .object(variables))]).serialized()
    }
}
