import Networking
import Paging

/// PokeAPI's Pokémon list: `GET {base}/api/v2/pokemon?offset=N&limit=N`, `count` and `next`.
public struct PokemonList: CatalogSource {
    public let name = "Pokémon"
    /// Every page says `count` (PokeAPI docs, "Resource Lists/Pagination").
    public var pagesSayTotal: Bool { true }
    public let base: APIBase
    public let strategy: any PageStrategy
    let limit: Int
    let captureRaw: Bool

    /// A source on `base` (`https://pokeapi.co`, or a mock with a path prefix).
    public init(base: APIBase, limit: Int = 100, captureRaw: Bool = false) {
        self.base = base
        self.limit = min(max(1, limit), BuiltInSource.pokemon.perPageRange.upperBound)
        self.captureRaw = captureRaw
        strategy = OffsetStrategy(limit: self.limit)
    }

    /// The name never drops; the types go before the number.
    public var columns: [SourceColumn] {
        [.secondary("No.", minWidth: 4, preferredWidth: 6, drop: 2, alignRight: true), .primary("Name"),
         .secondary("Types", minWidth: 6, preferredWidth: 18, drop: 1)]
    }

    /// The list carries no types, and off pokeapi.co no sprite: details fetched as rows appear
    /// fill them in (PokeAPI has no rate limit and sends a day of max-age for the HTTP cache).
    public var rowEnrichment: RowEnrichment? { RowEnrichment(columns: ["Types"], picture: true) }

    public func request(for key: PageKey) -> HTTPRequest {
        var offset = 0
        var limit = self.limit
        if case .offset(let o, let l) = key { (offset, limit) = (o, l) }
        return HTTPRequest(url: base.url("/api/v2/pokemon", query: [("offset", String(offset)), ("limit", String(limit))]))
    }

    public func decode(_ response: HTTPResponse) throws(PagingError) -> Page {
        let page = try JSONBody.decode(PokemonListPage.self, from: response.body, what: "Pokémon list")
        var items = page.results.map(\.item)
        if captureRaw, let open = Self.resultsArrayStart(response.body) {
            let slice = Array(response.body[open...])
            JSONBody.attachRaw(Array(slice.prefix(through: Self.matchingClose(slice))), to: &items)
        }
        return Page(items: items, total: page.count, nextURL: page.next, more: page.next != nil)
    }

    public func detailRequest(for item: ListItem) -> HTTPRequest {
        HTTPRequest(url: base.url("/api/v2/pokemon/" + APIBase.encode(item.id) + "/"))
    }

    public func decodeDetail(_ response: HTTPResponse) throws(PagingError) -> DetailInfo {
        try JSONBody.decode(PokemonDetail.self, from: response.body, what: "Pokémon").info
    }

    /// Where the `results` array opens, for raw capture.
    static func resultsArrayStart(_ body: [UInt8]) -> Int? {
        let key = Array("\"results\"".utf8)
        guard body.count > key.count else { return nil }
        for start in 0...(body.count - key.count) where body[start..<start + key.count].elementsEqual(key) {
            return body[(start + key.count)...].firstIndex(of: UInt8(ascii: "["))
        }
        return nil
    }

    /// The index of the `]` closing the array `slice` opens.
    static func matchingClose(_ slice: [UInt8]) -> Int {
        var depth = 0
        var inString = false
        var escaped = false
        for (index, byte) in slice.enumerated() {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true }
                else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            if byte == UInt8(ascii: "\"") { inString = true }
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { depth += 1 }
            if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return slice.count - 1
    }
}
