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
    /// `offset`/`limit` parameters with these names.
    case offset(offset: String, limit: String)
    /// 1-based `page`/`per_page` parameters with these names.
    case page(page: String, perPage: String)
    /// Send the last item's integer id (at `field`) as `param`.
    case since(param: String, field: JSONPath)
    /// Send the last item's timestamp (at `field`) as `param`.
    case time(param: String, field: JSONPath)
    /// Send the last item's id and sort value as two parameters.
    case keyset(idParam: String, idField: JSONPath, valueParam: String, valueField: JSONPath)

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
        case "offset":
            let (offset, limit) = try names()
            self = .offset(offset: offset, limit: limit)
        case "page":
            let (page, perPage) = try names()
            self = .page(page: page, perPage: perPage)
        case "since":
            let (param, field) = try assignment(rest)
            self = .since(param: param, field: field)
        case "time":
            let (param, field) = try assignment(rest)
            self = .time(param: param, field: field)
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
        case .offset(let offset, let limit): return "offset:\(offset),\(limit)"
        case .page(let page, let perPage): return "page:\(page),\(perPage)"
        case .since(let param, let field): return "since:\(param)=\(field)"
        case .time(let param, let field): return "time:\(param)=\(field)"
        case .keyset(let idParam, let idField, let valueParam, let valueField):
            return "keyset:\(idParam)=\(idField),\(valueParam)=\(valueField)"
        }
    }

    /// The Paging strategy; `url` is the first page's URL, `perPage` the size asked of offset and page lists.
    func pageStrategy(url: String, perPage: Int) -> any PageStrategy {
        switch self {
        case .link, .next: return NextURLStrategy(first: .url(url))
        case .cursor: return CursorStrategy()
        case .offset: return OffsetStrategy(limit: perPage)
        case .page: return PageNumberStrategy(perPage: perPage)
        case .since: return SinceIDStrategy()
        case .time: return TimeStrategy()
        case .keyset: return KeysetStrategy()
        }
    }

    /// The item field a strategy pages by (ListItem.sortValue), if any.
    var sortField: JSONPath? {
        switch self {
        case .time(_, let field): return field
        case .keyset(_, _, _, let field): return field
        default: return nil
        }
    }

    /// A query parameter name: non-empty, no `=`, `&`, `#`, `,` or spaces.
    static func isParameter(_ name: String) -> Bool {
        !name.isEmpty && !name.contains { "=&#, ?\t".contains($0) || $0.isNewline }
    }
}
