import Foundation

/// The `--graphql` value: the query itself, or `@PATH` naming a file that holds it (as curl's
/// `--data @file`). Only the `@` form reads the disk: a shared profile's `graphql = "/home/me/…"`
/// is not a query and is refused, so it cannot send a local file to its server.
enum GraphQLQuery {
    /// The query text and the file it was read from (nil when given inline). Nil when not given.
    /// `@~/q.graphql` expands `~` to `home` (`$HOME`), not the passwd entry's home.
    static func load(_ value: String?, home: String? = ProcessInfo.processInfo.environment["HOME"])
        throws(GenericSpecError) -> (text: String, file: String?)?
    {
        guard let value, !value.allSatisfy(\.isWhitespace) else { return nil }
        guard value.hasPrefix("@") else {
            guard value.contains("{") else { throw .notAQuery(value) }
            return (value, nil)
        }
        let path = HomePath.expand(String(value.dropFirst()), home: home)
        if let path { try GenericSpec.checkSize(of: path, key: "graphql") }
        guard let path, let text = try? String(contentsOfFile: path, encoding: .utf8), text.contains("{") else {
            throw .unreadableQuery(path ?? String(value.dropFirst()))
        }
        return (text, path)
    }

    /// Whether the document only reads: not a `mutation` or `subscription` (a query may be
    /// anonymous, `{ … }`, or start with `query`), after any `#` comment lines.
    static func isQuery(_ text: String) -> Bool {
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        let start = lines.first { !$0.isEmpty && !$0.hasPrefix("#") } ?? ""
        return !start.hasPrefix("mutation") && !start.hasPrefix("subscription")
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
