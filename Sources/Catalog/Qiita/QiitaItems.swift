import Foundation
import Networking
import Paging

/// Qiita's item list: `GET {base}/api/v2/items?page=N&per_page=N[&query=Q]`, newest first.
public struct QiitaItems: CatalogSource {
    /// The highest page Qiita serves, whatever `per_page` is (page 101 is a 400).
    public static let pageCap = 100

    /// What to tell the user at Qiita's wall of 100 pages of `perPage` items.
    public static func capNotice(perPage: Int) -> String {
        "Qiita serves at most \(pageCap) pages (\(grouped(pageCap * perPage)) items)"
    }

    public let name = "Qiita items"
    /// Every page says `Total-Count` (Qiita API v2 docs, "Pagination").
    public var pagesSayTotal: Bool { true }
    public let base: APIBase
    public let strategy: any PageStrategy
    /// A Qiita search query, if any.
    public let query: String?
    let perPage: Int
    let captureRaw: Bool

    /// A source on `base` (`https://qiita.com`, or a mock with a path prefix). Its requests carry
    /// no token: `CredentialTransport` adds it.
    public init(base: APIBase, query: String? = nil, perPage: Int = 100,
                captureRaw: Bool = false) {
        self.base = base
        self.query = query
        self.perPage = min(max(1, perPage), 100)
        self.captureRaw = captureRaw
        strategy = PageNumberStrategy(perPage: self.perPage,
                                      cap: (pages: Self.pageCap, notice: Self.capNotice(perPage: self.perPage)))
    }

    /// The title never drops; tags go first, then likes, the date (shown as `04-20` when narrow), the user.
    public var columns: [SourceColumn] {
        [.primary("Title"), .secondary("User", minWidth: 8, preferredWidth: 16, drop: 4),
         .secondary("Likes", minWidth: 5, preferredWidth: 6, drop: 2, alignRight: true),
         .secondary("Tags", minWidth: 10, preferredWidth: 24, drop: 1),
         .secondary("Date", minWidth: 5, preferredWidth: 10, drop: 3, compaction: .isoDate)]
    }

    public func request(for key: PageKey) -> HTTPRequest {
        var page = 1
        if case .page(let number, _) = key { page = number }
        var query = [("page", String(page)), ("per_page", String(perPage))]
        if let text = self.query, !text.isEmpty { query.append(("query", text)) }
        return HTTPRequest(url: base.url("/api/v2/items", query: query), headers: headers)
    }

    public func decode(_ response: HTTPResponse) throws(PagingError) -> Page {
        let rows = try JSONBody.decode([QiitaItemRow].self, from: response.body, what: "Qiita items")
        var items = rows.map(\.item)
        if captureRaw { JSONBody.attachRaw(response.body, to: &items) }
        let total = response.headers["Total-Count"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        let hasLinks = response.headers.contains("Link")
        let next = LinkHeader.target(rel: "next", in: response.headers)
        return Page(items: items, total: total, nextURL: next, more: hasLinks ? next != nil : nil)
    }

    public func detailRequest(for item: ListItem) -> HTTPRequest {
        HTTPRequest(url: base.url("/api/v2/items/" + APIBase.encode(item.id)), headers: headers)
    }

    public func decodeDetail(_ response: HTTPResponse) throws(PagingError) -> DetailInfo {
        try JSONBody.decode(QiitaItemDetail.self, from: response.body, what: "Qiita item").info
    }

    /// `10000` as `10,000`, the same in every locale.
    static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var out = ""
        while digits.count > 3 {
            out = "," + digits.suffix(3) + out
            digits.removeLast(3)
        }
        return digits + out
    }

    var headers: HTTPHeaders { ["Accept": "application/json"] }
}
