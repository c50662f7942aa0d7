import Networking
import Paging

/// The three built-in lists, with their public base URLs.
public enum BuiltInSource: String, Sendable, CaseIterable {
    /// GitHub users.
    case github
    /// Qiita items.
    case qiita
    /// Pokémon.
    case pokemon

    /// The public API's base URL.
    public var defaultBase: String {
        switch self {
        case .github: return "https://api.github.com"
        case .qiita: return "https://qiita.com"
        case .pokemon: return "https://pokeapi.co"
        }
    }

    /// Environment variables holding a token for this source, in order of preference; `pagetty url`
    /// sends it to this source's public origin too (`OriginToken`).
    public var tokenVariables: [String] {
        switch self {
        case .github: ["GITHUB_TOKEN", "GH_TOKEN"]
        case .qiita: ["QIITA_TOKEN"]
        case .pokemon: []
        }
    }

    /// `token` as `Authorization: Bearer` for `base`'s origin (default: the public API's), for a
    /// `CredentialTransport`; nil without a token.
    public func credentials(base: String? = nil, token: String?) -> OriginCredentials? {
        .bearer(token, for: base ?? defaultBase)
    }

    /// The page sizes `--per-page` and `per_page` may ask of this source. GitHub and Qiita document
    /// 1–100. PokeAPI has no maximum (CONTRACTS.md §3.1: `limit` is taken as given); 1,000 is ours:
    /// the whole list (1,351) in two requests, a page of about 70 KB, and a page well under the
    /// paginator's window of 5,000 items so that dropping far pages still works.
    public var perPageRange: ClosedRange<Int> {
        switch self {
        case .github, .qiita: return 1...100
        case .pokemon: return 1...1_000
        }
    }

    /// The sizes every source takes: what one setting for all of them may ask.
    public static var sharedPerPageRange: ClosedRange<Int> {
        let ranges = allCases.map(\.perPageRange)
        return ranges.map(\.lowerBound).max()!...ranges.map(\.upperBound).min()!
    }

    /// The source on `base` (default: the public API), with an optional Qiita query and page size.
    /// GitHub starts after user id `since` when given. Its token is the transport's (`credentials`).
    public func make(base: String? = nil, query: String? = nil, perPage: Int? = nil,
                     captureRaw: Bool = false, since: Int64 = 0) throws(PagingError) -> any CatalogSource {
        let base = try APIBase(base ?? defaultBase)
        let size = perPage ?? 100
        switch self {
        case .github: return GitHubUsers(base: base, perPage: size, captureRaw: captureRaw, since: since)
        case .qiita: return QiitaItems(base: base, query: query, perPage: size, captureRaw: captureRaw)
        case .pokemon: return PokemonList(base: base, limit: size, captureRaw: captureRaw)
        }
    }
}
