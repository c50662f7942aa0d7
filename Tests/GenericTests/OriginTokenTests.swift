import Catalog
import Networking
import Paging
import Testing

/// The built-in sources' tokens follow their origin into `pagetty url`: that https origin only.
@Suite struct OriginTokenTests {
    @Test(arguments: [
        ("https://api.github.com/repos/o/r/issues", ["GITHUB_TOKEN", "GH_TOKEN"]),
        ("https://API.GitHub.com:443/users", ["GITHUB_TOKEN", "GH_TOKEN"]),
        ("https://qiita.com/api/v2/items?query=swift", ["QIITA_TOKEN"]),
        ("http://api.github.com/users", []),            // never in clear text
        ("https://api.github.com:8443/users", []),      // another port is another origin
        ("https://github.com/o/r", []),                 // the web site, not the API
        ("https://api.github.com.evil.example/users", []),
        ("https://evil.example/api.github.com", []),
        ("https://user@api.github.com/users", []),      // userinfo: curl would send credentials of its own
        ("https://www.qiita.com/api/v2/items", []),
        ("https://pokeapi.co/api/v2/pokemon", []),      // no token at all
        ("not a url", []),
    ])
    func variablesByOrigin(url: String, variables: [String]) {
        #expect(OriginToken.variables(for: url) == variables)
    }

    @Test func theFirstSetVariableWins() {
        let url = "https://api.github.com/users"
        #expect(OriginToken.token(for: url, in: ["GH_TOKEN": "gh", "GITHUB_TOKEN": "github"])?.value == "github")
        #expect(OriginToken.token(for: url, in: ["GH_TOKEN": "gh", "GITHUB_TOKEN": ""])?.variable == "GH_TOKEN")
        #expect(OriginToken.token(for: url, in: ["QIITA_TOKEN": "q"]) == nil)
    }

    func source(_ url: String, tokenEnv: String? = nil, environment: [String: String]) throws -> GenericSource {
        try GenericSource(spec: try GenericSpec.parse(url: url, strategy: "link", tokenEnv: tokenEnv), environment: environment)
    }

    /// The token a request carries on the wire (`CredentialTransport` with the source's
    /// credentials); the source's own request carries none.
    func sent(_ source: GenericSource, _ key: PageKey) async throws -> String? {
        let request = source.request(for: key)
        #expect(request.headers["Authorization"] == nil)
        return try await onTheWire(source, [request]).first?.headers["Authorization"]
    }

    @Test func requestsCarryItAsTheBuiltInSourcesDoOnlyToTheirOrigin() async throws {
        let environment = ["GITHUB_TOKEN": "ghp_1", "GH_TOKEN": "gh_2", "QIITA_TOKEN": "q_3", "OTHER": "o_4"]
        let github = try source("https://api.github.com/repos/o/r/issues", environment: environment)
        // The header the built-in GitHub source sends.
        let builtIn = try #require(BuiltInSource.github.credentials(token: "ghp_1"))
        #expect(try await sent(github, github.strategy.first) == builtIn.headers["Authorization"])
        #expect(try await sent(github, github.strategy.first) == "Bearer ghp_1")
        // A next link elsewhere gets none (the paginator refuses it anyway).
        #expect(try await sent(github, .url("https://uploads.github.com/x")) == nil)
        #expect(try await sent(github, .url("http://api.github.com/x")) == nil)
        let qiita = try source("https://qiita.com/api/v2/items", environment: environment)
        #expect(try await sent(qiita, qiita.strategy.first) == "Bearer q_3")
        for url in ["http://api.github.com/users", "https://api.github.com:8443/users", "https://example.com/api.github.com"] {
            let other = try source(url, environment: environment)
            #expect(try await sent(other, other.strategy.first) == nil, "\(url)")
        }
        // --token-env still names the token, and wins.
        let named = try source("https://api.github.com/users", tokenEnv: "OTHER", environment: environment)
        #expect(try await sent(named, named.strategy.first) == "Bearer o_4")
        // No variable set: no header and no error, as before.
        let none = try source("https://api.github.com/users", environment: [:])
        #expect(try await sent(none, none.strategy.first) == nil)
    }

    @Test func aRedirectOffTheOriginDropsIt() async throws {
        let github = try source("https://api.github.com/repos/o/r", environment: ["GITHUB_TOKEN": "ghp_1"])
        let request = try #require(try await onTheWire(github, [github.request(for: github.strategy.first)]).first)
        #expect(request.headers["Authorization"] == "Bearer ghp_1")
        let moved = try RedirectPolicy.next(after: request, status: 301, location: "https://codeload.github.com/x", hops: 0, limit: 5)
        #expect(moved.headers["Authorization"] == nil)
        let same = try RedirectPolicy.next(after: request, status: 301, location: "https://api.github.com/repositories/1", hops: 0, limit: 5)
        #expect(same.headers["Authorization"] == "Bearer ghp_1")
    }
}
