import Foundation
import Paging

/// How a generic list pages, in the command line's string form (`cursor:cursor=meta.next_cursor`).
///
/// A plain value; any thread.
public enum GenericStrategy: Sendable, Equatable {
    /// Follow `Link: <…>; rel="next"`.
    case link
    /// Follow the URL at a path in the body.
    case next(JSONPath)
    /// Send the cursor at `path` in the body as query parameter `param`.
    case cursor(param: String, path: JSONPath)
    /// Send the cursor in response header `header` as query parameter `param`.
    case headerCursor(param: String, header: String)
    /// Merge every member of the object at `path` into the query (MediaWiki's `continue`).
    case continuation(path: JSONPath)
    /// `offset`/`limit` parameters with these names; the first item is `first` (0, or 1 for OpenSearch's `startIndex`).
    case offset(offset: String, limit: String, first: Int = 0)
    /// `page`/`per_page` parameters with these names; the first page is `first` (1, or 0 for Algolia).
    case page(page: String, perPage: String, first: Int)
    /// Send the last item's integer id (at `field`) as `param`.
    case since(param: String, field: JSONPath)
    /// Send the last item's timestamp (at `field`) as `param`.
    case time(param: String, field: JSONPath)
    /// Send the last item's id and sort value as two parameters.
    case keyset(idParam: String, idField: JSONPath, valueParam: String, valueField: JSONPath)
    /// Send the last item's id (any string, any size) as `param`; `descending` for lists whose ids shrink.
    case after(param: String, field: JSONPath, descending: Bool)
    /// POST a GraphQL query with `first`/`after` variables; the connection object is at `connection`.
    case graphql(connection: JSONPath)
    /// POST the JSON body with the cursor at `path` in the last answer as its `key` (Notion's
    /// `start_cursor` from `next_cursor`).
    case bodyCursor(key: String, path: JSONPath)
    /// POST the JSON body with the last item's `field` (any JSON, usually its sort values) as its
    /// `key` (Elasticsearch's `search_after` from each hit's `sort`).
    case searchAfter(key: String, field: JSONPath)

    /// Parses the string form; the error lists every form.
    public init(parsing text: String) throws(GenericSpecError) {
        let bad = GenericSpecError.badStrategy(text)
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed == "link" { self = .link; return }
        guard let colon = trimmed.firstIndex(of: ":") else { throw bad }
        let kind = String(trimmed[..<colon])
        let rest = String(trimmed[trimmed.index(after: colon)...])
        // `a=b` pairs and `a,b` lists; every part must be non-empty.
        func assignment(_ part: String) throws(GenericSpecError) -> (String, JSONPath) {
            let sides = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard sides.count == 2, Self.isParameter(sides[0]), let path = JSONPath(sides[1]) else { throw bad }
            return (sides[0], path)
        }
        func names() throws(GenericSpecError) -> (String, String) {
            let parts = rest.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, parts.allSatisfy(Self.isParameter) else { throw bad }
            return (parts[0], parts[1])
        }
        switch kind {
        case "next":
            guard let path = JSONPath(rest) else { throw bad }
            self = .next(path)
        case "cursor":
            let (param, path) = try assignment(rest)
            self = .cursor(param: param, path: path)
        case "offset", "page":
            // `page:page,hitsPerPage@0`, `offset:startIndex,count@1`: where the numbers start.
            var first = kind == "page" ? 1 : 0
            var list = rest
            if let at = rest.lastIndex(of: "@") {
                guard let base = Int(rest[rest.index(after: at)...]), (0...1_000_000).contains(base) else { throw bad }
                first = base
                list = String(rest[..<at])
            }
            let parts = list.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, parts.allSatisfy(Self.isParameter) else { throw bad }
            self = kind == "page" ? .page(page: parts[0], perPage: parts[1], first: first)
                : .offset(offset: parts[0], limit: parts[1], first: first)
        case "cursor-header":
            let sides = rest.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard sides.count == 2, Self.isParameter(sides[0]), GenericHeader.isToken(sides[1]) else { throw bad }
            self = .headerCursor(param: sides[0], header: sides[1])
        case "continue":
            guard let path = JSONPath(rest) else { throw bad }
            self = .continuation(path: path)
        case "since":
            let (param, field) = try assignment(rest)
            self = .since(param: param, field: field)
        case "time":
            let (param, field) = try assignment(rest)
            self = .time(param: param, field: field)
        case "after", "before":
            let (param, field) = try assignment(rest)
            self = .after(param: param, field: field, descending: kind == "before")
        case "graphql":
            guard let path = JSONPath(rest) else { throw bad }
            self = .graphql(connection: path)
        case "body-cursor":
            let (key, path) = try assignment(rest)
            self = .bodyCursor(key: key, path: path)
        case "search-after":
            let (key, field) = try assignment(rest)
            self = .searchAfter(key: key, field: field)
        case "keyset":
            let parts = rest.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2 else { throw bad }
            let (idParam, idField) = try assignment(parts[0])
            let (valueParam, valueField) = try assignment(parts[1])
            self = .keyset(idParam: idParam, idField: idField, valueParam: valueParam, valueField: valueField)
        default:
            throw bad
        }
    }

    /// The string form, as parsed.
    public var text: String {
        switch self {
        case .link: return "link"
        case .next(let path): return "next:\(path)"
        case .cursor(let param, let path): return "cursor:\(param)=\(path)"
        case .offset(let offset, let limit, let first): return "offset:\(offset),\(limit)" + (first == 0 ? "" : "@\(first)")
        case .headerCursor(let param, let header): return "cursor-header:\(param)=\(header)"
        case .continuation(let path): return "continue:\(path)"
        case .page(let page, let perPage, let first):
            return "page:\(page),\(perPage)" + (first == 1 ? "" : "@\(first)")
        case .since(let param, let field): return "since:\(param)=\(field)"
        case .time(let param, let field): return "time:\(param)=\(field)"
        case .keyset(let idParam, let idField, let valueParam, let valueField):
            return "keyset:\(idParam)=\(idField),\(valueParam)=\(valueField)"
        case .after(let param, let field, let descending): return "\(descending ? "before" : "after"):\(param)=\(field)"
        case .graphql(let connection): return "graphql:\(connection)"
        case .bodyCursor(let key, let path): return "body-cursor:\(key)=\(path)"
        case .searchAfter(let key, let field): return "search-after:\(key)=\(field)"
        }
    }

    /// The Paging strategy; `url` is the first page's URL, `perPage` the size asked of offset and page
    /// lists (nil: the server's own default, learned from its answers).
    func pageStrategy(url: String, perPage: Int?) -> any PageStrategy {
        // With no size asked, the key still carries one: the engine lays out and advances by what
        // the server returns, and the request leaves the size parameter out.
        let size = perPage ?? GenericSpec.assumedPageSize
        switch self {
        case .link, .next: return NextURLStrategy(first: .url(url))
        // search-after's cursor is the last item's sort values, as JSON text.
        case .cursor, .headerCursor, .continuation, .graphql, .bodyCursor, .searchAfter: return CursorStrategy()
        case .offset: return OffsetStrategy(limit: size)
        case .page: return PageNumberStrategy(perPage: size)
        case .after(_, _, let descending): return AfterIDStrategy(direction: descending ? .descending : .ascending)
        case .since: return SinceIDStrategy()
        case .time: return TimeStrategy()
        case .keyset: return KeysetStrategy()
        }
    }

    /// Whether pages are numbered (`page:`).
    var isPageNumbers: Bool {
        if case .page = self { return true }
        return false
    }

    /// Whether the strategy asks each page's size itself (`offset:`, `page:`, `graphql:`); the others
    /// follow the server's links or cursors, which keep whatever size the first request asked.
    var asksPageSize: Bool {
        switch self {
        case .offset, .page, .graphql: return true
        default: return false
        }
    }

    /// Whether this is a GraphQL connection (`graphql:`).
    var isGraphQL: Bool {
        if case .graphql = self { return true }
        return false
    }

    /// Whether the strategy writes its cursor or key into a POSTed JSON body.
    var writesBody: Bool {
        switch self {
        case .bodyCursor, .searchAfter: return true
        default: return false
        }
    }

    /// The item field a strategy pages by (ListItem.sortValue), if any.
    var sortField: JSONPath? {
        switch self {
        case .time(_, let field): return field
        case .keyset(_, _, _, let field): return field
        case .searchAfter(_, let field): return field
        default: return nil
        }
    }

    /// A query parameter name: non-empty, no `=`, `&`, `#`, `,` or spaces.
    static func isParameter(_ name: String) -> Bool {
        !name.isEmpty && !name.contains { "=&#, ?\t".contains($0) || $0.isNewline }
    }
}
