import Networking
import Paging

/// GitHub's user list: `GET {base}/users?since=ID&per_page=N`, following `Link rel=next`.
public struct GitHubUsers: CatalogSource {
    public let name = "GitHub users"
    public let base: APIBase
    public let strategy: any PageStrategy
    /// Users per page (GitHub allows at most 100).
    public let perPage: Int
    /// Whether items keep their raw JSON (pipe mode).
    let captureRaw: Bool

    /// A source on `base` (`https://api.github.com`, or a mock with a path prefix), starting
    /// after user id `since`. Its requests carry no token: `CredentialTransport` adds it.
    public init(base: APIBase, perPage: Int = 100, followLinks: Bool = true,
                captureRaw: Bool = false, since: Int64 = 0) {
        self.base = base
        self.perPage = min(max(1, perPage), 100)
        self.captureRaw = captureRaw
        strategy = followLinks ? NextURLStrategy(first: .since(since)) : SinceIDStrategy(start: since)
    }

    /// Login first and last to go; the type drops before the id.
    public var columns: [SourceColumn] {
        [.primary("Login"), .secondary("Type", minWidth: 5, preferredWidth: 12, drop: 1),
         .secondary("ID", minWidth: 6, preferredWidth: 10, drop: 2, alignRight: true)]
    }

    public func request(for key: PageKey) -> HTTPRequest {
        switch key {
        case .url(let url):
            return HTTPRequest(url: url, headers: headers)
        case .since(let id):
            return HTTPRequest(url: base.url("/users", query: [("since", String(id)), ("per_page", String(perPage))]),
                               headers: headers)
        default:
            return HTTPRequest(url: base.url("/users", query: [("per_page", String(perPage))]), headers: headers)
        }
    }

    public func decode(_ response: HTTPResponse) throws(PagingError) -> Page {
        let rows = try JSONBody.decode([GitHubUserRow].self, from: response.body, what: "GitHub users")
        var items = rows.map(\.item)
        if captureRaw { JSONBody.attachRaw(response.body, to: &items) }
        let next = LinkHeader.target(rel: "next", in: response.headers)
        // No Link header at all says nothing; a Link header without `next` says the list ended.
        let more: Bool? = response.headers.contains("Link") ? next != nil : nil
        return Page(items: items, nextURL: next, more: more)
    }

    public func detailRequest(for item: ListItem) -> HTTPRequest {
        HTTPRequest(url: base.url("/users/" + APIBase.encode(item.detailKey ?? item.id)), headers: headers)
    }

    public func decodeDetail(_ response: HTTPResponse) throws(PagingError) -> DetailInfo {
        try JSONBody.decode(GitHubUserDetail.self, from: response.body, what: "GitHub user").info
    }

    var headers: HTTPHeaders { ["Accept": "application/vnd.github+json", "X-GitHub-Api-Version": "2022-11-28"] }
}
