import Foundation
import Networking
import Paging

/// What to browse in any paginated JSON API: where the list is, how items map to rows, how it pages.
///
/// A plain value; any thread. Built from the command line with `parse(…)` or from a config profile.
public struct GenericSpec: Sendable, Equatable {
    /// The first page's URL; its query is kept on every page.
    public var url: String
    /// Where the items array is; nil when the body is the array.
    public var items: JSONPath?
    /// Each item's identity, used for dedupe.
    public var id: JSONPath
    /// The first column; the id when nil.
    public var title: JSONPath?
    /// The second column.
    public var subtitle: JSONPath?
    /// The item's web page.
    public var webURL: JSONPath?
    /// How the list pages.
    public var strategy: GenericStrategy
    /// The list's length in the body.
    public var total: JSONPath?
    /// The list's length in a response header.
    public var totalHeader: String?
    /// Extra request headers, validated.
    public var headers: [(name: String, value: String)]
    /// The environment variable holding a bearer token.
    public var tokenEnv: String?
    /// Items asked for per page (offset, page and GraphQL); nil sends no size: the server's default.
    public var perPage: Int?
    /// A boolean in the body saying whether more pages follow (`has_more`, `pageInfo.hasNextPage`).
    public var more: JSONPath?
    /// The number of pages in the body (`nbPages`, `total_pages`); page strategies end there.
    public var totalPages: JSONPath?
    /// The number of pages in a response header (`X-Total-Pages`).
    public var totalPagesHeader: String?
    /// The GraphQL query POSTed with `first`/`after` variables (strategy `graphql:PATH`).
    public var graphql: String?
    /// The file the query was read from (`--graphql @PATH`), to say so; nil when given inline.
    public var graphqlFile: String?
    /// Extra GraphQL variables, a JSON object sent with every page.
    public var variables: JSONValue?
    /// Columns given (`--column`, a profile's `columns`); empty: chosen from the first page.
    public var columns: [GenericColumn] = []
    /// GET, or POST with `body` (set by `requesting(method:body:)`).
    public var method: HTTPRequest.Method = .get
    /// The JSON object POSTed with every page; body strategies write their cursor or key into it.
    public var body: JSONValue?
    /// Set when detection read the pagination: a page that repeats the first one is then pagetty's
    /// error, not the server's (`FirstPageIDs`).
    public var detected = false
    /// Set when the answer says there is more and nothing found pages it: the end row's words.
    public var unpagedNote: String?

    /// The page size the engine assumes until the server's answers show its own, when none is asked.
    public static let assumedPageSize = 20

    /// The page sizes `--per-page` and a profile's `per_page` may ask for.
    public static let perPageRange = 1...1000

    /// `url` with the page size its query already asks (`per_page`, `limit`, …) set to `size`, or,
    /// when it asks none but carries an offset or page parameter, the size that goes with it added
    /// (`?offset=0` asks `limit`); nil when it has neither.
    public static func url(_ url: String, askingSize size: Int) -> String? {
        let query = GenericURL(url)
        if let sized = query.settingSize(size, names: PaginationRules.sizeNames) { return sized }
        return PaginationRules.sizeName(pagingURL: url).map { query.with([($0, String(size))]) }
    }

    /// The first page's URL for `strategy` when the user asked `size` items a page: as it is where
    /// the strategy asks each page's size itself (offset, page, GraphQL); else with the size its
    /// query asks set, since next links and cursors keep the first request's size. A size nowhere
    /// to go is refused rather than dropped in silence.
    public static func url(_ url: String, strategy: String, askingSize size: Int) throws(GenericSpecError) -> String {
        guard !(try GenericStrategy(parsing: strategy)).asksPageSize else { return url }
        guard let sized = Self.url(url, askingSize: size) else { throw .sizeNotInURL(strategy) }
        return sized
    }

    /// Refuses plain http to a host other than this machine (127.0.0.0/8, ::1, localhost), as
    /// `--base-url` and the config's base URLs are refused: one rule for every URL pagetty is given
    /// (issue 42). The command line checks the list's URL with it; a next link to another scheme
    /// or host is refused anyway (`PagingError.offHost`).
    public static func checkScheme(_ url: String) throws(GenericSpecError) {
        guard let base = try? APIBase(url), base.scheme == "http", !Loopback.isLoopback(base.host) else { return }
        throw .plainHTTP(base.host)
    }

    /// Checks every option; each error names the option and says what was expected.
    public static func parse(url: String, items: String? = nil, id: String = "id", title: String? = nil,
                             subtitle: String? = nil, webURL: String? = nil, strategy: String,
                             total: String? = nil, totalHeader: String? = nil, headers: [String] = [],
                             tokenEnv: String? = nil, perPage: String? = nil, firstPage: String? = nil,
                             more: String? = nil, totalPages: String? = nil, totalPagesHeader: String? = nil,
                             graphql: String? = nil, variables: String? = nil) throws(GenericSpecError) -> GenericSpec {
        guard (try? APIBase(url)) != nil else { throw .badURL(url) }
        func path(_ option: String, _ text: String?) throws(GenericSpecError) -> JSONPath? {
            guard let text, !text.isEmpty else { return nil }
            guard let path = JSONPath(text) else { throw .badPath(option: option, path: text) }
            return path
        }
        guard let idPath = try path("id", id) else { throw .badPath(option: "id", path: id) }
        var parsedStrategy = try GenericStrategy(parsing: strategy)
        // A blank value (an empty profile key) is the option not given.
        func given(_ text: String?) -> String? { text.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 } }
        let (firstPage, totalPages, totalPagesHeader) = (given(firstPage), given(totalPages), given(totalPagesHeader))
        if let firstPage {
            guard case .page(let page, let perPageName, _) = parsedStrategy else { throw .notFor(option: "first-page", strategy) }
            guard let base = Int(firstPage.trimmingCharacters(in: .whitespaces)), (0...1_000_000).contains(base)
            else { throw .badNumber(option: "first-page", firstPage) }
            parsedStrategy = .page(page: page, perPage: perPageName, first: base)
        }
        // A page count only makes sense where pages are numbered.
        if totalPages != nil || totalPagesHeader != nil, !parsedStrategy.isPageNumbers {
            throw .notFor(option: "total-pages", strategy)
        }
        let loaded = try GraphQLQuery.load(graphql)
        let query = loaded?.text
        if parsedStrategy.isGraphQL != (query != nil) {
            throw query == nil ? .graphQLQueryMissing : .graphQLConnectionMissing
        }
        var variableObject: JSONValue?
        if let variables, !variables.isEmpty {
            guard let value = JSONValue.parse(Array(variables.utf8)), case .object = value else { throw .badVariables(variables) }
            variableObject = value
        }
        switch parsedStrategy {
        case .since(_, let field), .keyset(_, let field, _, _), .after(_, let field, _):
            // Paging keys carry the row id, so the field must be it.
            let name = parsedStrategy.text.prefix { $0 != ":" }
            guard field == idPath else { throw .fieldNotID(strategy: String(name), field: field.description, id: id) }
        default: break
        }
        var size: Int?
        if let perPage, !perPage.isEmpty {
            guard let value = Int(perPage.trimmingCharacters(in: .whitespaces)), Self.perPageRange.contains(value)
            else { throw .badPerPage(perPage) }
            size = value
        }
        if let totalHeader, !GenericHeader.isToken(totalHeader) { throw .badHeader(totalHeader) }
        if let totalPagesHeader, !GenericHeader.isToken(totalPagesHeader) { throw .badHeader(totalPagesHeader) }
        // An empty name (a blank profile value) means no token.
        let tokenEnv = tokenEnv.flatMap { $0.isEmpty ? nil : $0 }
        if let tokenEnv, tokenEnv.contains("=") || tokenEnv.contains("\0") { throw .tokenNotSet(tokenEnv) }
        return GenericSpec(
            url: url, items: try path("items", items), id: idPath, title: try path("title", title),
            subtitle: try path("subtitle", subtitle), webURL: try path("web_url", webURL), strategy: parsedStrategy,
            total: try path("total", total), totalHeader: totalHeader, headers: try headers.map(GenericHeader.parse),
            tokenEnv: tokenEnv, perPage: size, more: try path("more", more), totalPages: try path("total_pages", totalPages),
            totalPagesHeader: totalPagesHeader, graphql: query, graphqlFile: loaded?.file, variables: variableObject)
    }

    /// Field by field; headers in order.
    public static func == (lhs: GenericSpec, rhs: GenericSpec) -> Bool {
        lhs.url == rhs.url && lhs.items == rhs.items && lhs.id == rhs.id && lhs.title == rhs.title
            && lhs.subtitle == rhs.subtitle && lhs.webURL == rhs.webURL && lhs.strategy == rhs.strategy
            && lhs.total == rhs.total && lhs.totalHeader == rhs.totalHeader
            && lhs.headers.map { [$0.name, $0.value] } == rhs.headers.map { [$0.name, $0.value] }
            && lhs.tokenEnv == rhs.tokenEnv && lhs.perPage == rhs.perPage && lhs.more == rhs.more
            && lhs.totalPages == rhs.totalPages && lhs.totalPagesHeader == rhs.totalPagesHeader
            && lhs.graphql == rhs.graphql && lhs.variables == rhs.variables && lhs.columns == rhs.columns
            && lhs.method == rhs.method && lhs.body == rhs.body
    }
}
