import Foundation
import Networking
import Paging

/// Any paginated JSON API, described by a `GenericSpec`: requests, decoding by paths, paging by strategy.
///
/// An immutable value; any thread. Each item keeps its JSON (`ListItem.raw`, compact) because the
/// item is all the detail there is: `localDetail(for:)` shows its fields without a request.
public struct GenericSource: CatalogSource {
    /// The spec this source follows.
    public let spec: GenericSpec
    /// The URL's host and path, for the status bar (an embedded list says what it is instead).
    public var name: String
    /// When the spec names where the total is, in the body or a header.
    public var pagesSayTotal: Bool { spec.total != nil || spec.totalHeader != nil }
    /// Only with `--per-page`: without it the request leaves the size to the server.
    public var sendsPageSize: Bool { spec.perPage != nil }
    /// The spec URL's origin; the token and next links stay on it.
    public let base: APIBase
    /// The Paging strategy the spec's strategy maps to.
    public let strategy: any PageStrategy
    let url: GenericURL
    /// The spec's headers and the token, for the spec URL's origin alone: what the session's
    /// `CredentialTransport` adds on the wire. The source's own requests never carry them.
    public let credentials: OriginCredentials
    /// The columns, settled when the first page arrives.
    let firstPage = FirstPageColumns()
    /// The first page's ids, for a detected strategy that would ask it again.
    let firstIDs = FirstPageIDs()

    /// A source for `spec`, reading from `environment` the token the spec names, or else the built-in
    /// sources' token when the URL is on their https origin (`OriginToken`).
    public init(spec: GenericSpec,
                environment: [String: String] = ProcessInfo.processInfo.environment) throws(GenericSpecError) {
        guard let base = try? APIBase(spec.url) else { throw .badURL(spec.url) }
        var token: String?
        if let variable = spec.tokenEnv {
            guard let value = environment[variable], !value.isEmpty else { throw .tokenNotSet(variable) }
            // A bearer token in clear text is only acceptable when it never leaves the machine.
            guard base.origin.mayCarryCredentials else { throw .tokenOverHTTP(base.host) }
            token = value
        } else {
            // No --token-env: the built-in sources' token, on their own https origin only.
            token = OriginToken.token(for: spec.url, in: environment)?.value
        }
        self.spec = spec
        self.base = base
        var given = HTTPHeaders()
        for header in spec.headers { given.set(header.name, header.value) }
        if let token { given.set("Authorization", "Bearer \(token)") }
        self.credentials = OriginCredentials(origin: base.origin, headers: given)
        self.url = GenericURL(spec.url)
        self.strategy = spec.unpagedNote.map { OnePageStrategy(url: spec.url, reason: $0) }
            ?? spec.strategy.pageStrategy(url: spec.url, perPage: spec.perPage)
        self.name = base.host + (base.pathPrefix.isEmpty ? "" : base.pathPrefix)
    }

    /// The page at `key`, without credentials: `CredentialTransport` adds them on their origin.
    public func request(for key: PageKey) -> HTTPRequest {
        if let query = spec.graphql {
            // A GraphQL connection: every page is a POST to the same URL, the cursor in the variables.
            var cursor: String?
            if case .cursor(let value) = key { cursor = value }
            var headers = Self.plainHeaders
            headers.set("Content-Type", "application/json")
            var request = HTTPRequest(url: spec.url, method: .post, headers: headers,
                                      body: GraphQLQuery.body(query: query, first: spec.perPage, after: cursor, extra: spec.variables))
            request.isRead = GraphQLQuery.isQuery(query)
            return request
        }
        let url = pageURL(for: key)
        if postsBody { return postRequest(url: url, for: key) }
        return HTTPRequest(url: url, headers: Self.plainHeaders)
    }

    /// The URL of the page at `key`: the spec URL with the strategy's parameters set.
    func pageURL(for key: PageKey) -> String {
        switch (spec.strategy, key) {
        case (_, .url(let link)): return base.resolve(link)
        case (.cursor(let param, _), .cursor(let cursor?)), (.headerCursor(let param, _), .cursor(let cursor?)):
            return url.with([(param, cursor)])
        case (.continuation, .cursor(let cursor?)):
            // The cursor is the continuation object as sent; each member is a parameter.
            guard case .object(let pairs)? = JSONValue.parse(Array(cursor.utf8)) else { return url.with([]) }
            return url.with(pairs.compactMap { pair in pair.value.text.map { (pair.key, $0) } })
        case (.offset(let offsetName, let limitName, let first), .offset(let offset, let limit)):
            // No size asked: only the offset, so the server's own default applies.
            return url.with([(offsetName, String(offset + first))] + size(limitName, limit))
        case (.page(let pageName, let perPageName, let first), .page(let page, let perPage)):
            // Keys count from 1; the wire counts from the API's first page (0 for Algolia).
            return url.with([(pageName, String(page - 1 + first))] + size(perPageName, perPage))
        case (.after(let param, _, _), .afterID(let id?)): return url.with([(param, id)])
        case (.since(let param, _), .since(let since)) where since > 0: return url.with([(param, String(since))])
        case (.time(let param, _), .time(let time?)): return url.with([(param, time)])
        case (.keyset(let idParam, _, let valueParam, _), .keyset(let value?, let id?)):
            return url.with([(idParam, id), (valueParam, value)])
        default: return url.with([])
        }
    }

    /// The size parameter, only when a size was asked for (the key may carry a learned size).
    private func size(_ name: String, _ value: Int) -> [(String, String)] {
        spec.perPage == nil ? [] : [(name, String(value))]
    }

    /// What every request of the source carries: no `-H` header and no token, which may be an API
    /// key as much as the token is, and go only where `credentials` admits them.
    static let plainHeaders: HTTPHeaders = ["Accept": "application/json"]

    /// A GET of the item's URL when it is on the API's origin, else of the list URL.
    public func detailRequest(for item: ListItem) -> HTTPRequest {
        // An item URL on the API's own origin is taken as its detail endpoint; otherwise the list URL.
        let target = item.webURL.flatMap { base.isSameOrigin($0) ? $0 : nil } ?? spec.url
        return HTTPRequest(url: target, headers: Self.plainHeaders)
    }

    /// The fields of the JSON object in a detail response.
    public func decodeDetail(_ response: HTTPResponse) throws(PagingError) -> DetailInfo {
        guard let value = JSONValue.parse(response.body) else { throw .decoding("the detail is not JSON") }
        return detail(of: value)
    }

    /// The item's fields from its kept JSON, with no request; nil when the item has none.
    public func localDetail(for item: ListItem) -> DetailInfo? {
        guard let raw = item.raw, let value = JSONValue.parse(raw) else { return nil }
        return detail(of: value)
    }

    /// The lists the item's kept JSON leads to, on this list's origin.
    public func relatedLists(of item: ListItem) -> [RelatedList] {
        guard let raw = item.raw, let value = JSONValue.parse(raw) else { return [] }
        return RelatedFinder.lists(in: value, listURL: spec.url)
    }

    /// Top-level `key: value` lines; nested values as compact JSON, cut at 500 characters.
    func detail(of value: JSONValue) -> DetailInfo {
        guard case .object(let pairs) = value else {
            return DetailInfo(title: String((value.text ?? "null").prefix(200)))
        }
        let fields = pairs.map { DetailInfo.Field($0.key, String(($0.value.text ?? "null").prefix(500))) }
        let title = (spec.title ?? spec.id).evaluate(value)?.text ?? spec.id.evaluate(value)?.text ?? ""
        return DetailInfo(title: title, fields: fields, webURL: spec.webURL?.evaluate(value)?.text)
    }
}
