import Catalog
import Networking
import Paging
import Testing

/// GraphQL connections: the POST, the nodes or edges, `pageInfo`, and `errors` as one line.
@Suite struct GraphQLTests {
    static let query = "query($first: Int, $after: String) { viewer { repositories(first: $first, after: $after) { nodes { id } } } }"

    func source(perPage: String? = "50", variables: String? = nil, url: String = "https://api.github.com/graphql") throws -> GenericSource {
        try GenericSource(spec: try GenericSpec.parse(
            url: url, strategy: "graphql:data.viewer.repositories", tokenEnv: "GH_TOKEN", perPage: perPage,
            graphql: Self.query, variables: variables), environment: ["GH_TOKEN": "secret"])
    }

    @Test func postsTheQueryWithFirstAndAfter() async throws {
        let source = try source(variables: #"{"login":"octocat","after":"ignored"}"#)
        let first = source.request(for: source.strategy.first)
        #expect(first.method == .post)
        #expect(first.url == "https://api.github.com/graphql")
        // The token is the wire's (`CredentialTransport`), never the source's own request's.
        #expect(first.headers["Authorization"] == nil)
        #expect(try await onTheWire(source, [first]).first?.headers["Authorization"] == "Bearer secret")
        #expect(first.headers["Content-Type"] == "application/json")
        let body = try #require(first.body.flatMap { JSONValue.parse($0) })
        #expect(body["query"]?.text == Self.query)
        #expect(body["variables"]?.text == #"{"login":"octocat","first":50,"after":null}"#)
        let next = try #require(source.request(for: .cursor("Y3Vyc29yOjUw")).body.flatMap { JSONValue.parse($0) })
        #expect(next["variables"]?["after"]?.text == "Y3Vyc29yOjUw")
    }

    @Test func noSizeLeavesFirstToTheQuerysDefault() throws {
        let body = try #require(try source(perPage: nil).request(for: .cursor(nil)).body.flatMap { JSONValue.parse($0) })
        #expect(body["variables"]?.text == #"{"after":null}"#)
    }

    @Test func nodesOrEdgesAndPageInfo() throws {
        let source = try source()
        let nodes = #"{"data":{"viewer":{"repositories":{"pageInfo":{"hasNextPage":true,"endCursor":"c2"},"nodes":[{"id":"R_1"},{"id":"R_2"}]}}}}"#
        let page = try source.decode(HTTPResponse(status: 200, body: Array(nodes.utf8)))
        #expect(page.items.map(\.id) == ["R_1", "R_2"])
        #expect(page.cursor == "c2")
        #expect(page.more == true)
        let edges = #"{"data":{"viewer":{"repositories":{"pageInfo":{"hasNextPage":false,"endCursor":"c3"},"edges":[{"node":{"id":"R_3"}}]}}}}"#
        let last = try source.decode(HTTPResponse(status: 200, body: Array(edges.utf8)))
        #expect(last.items.map(\.id) == ["R_3"])
        #expect(last.more == false)
        #expect(source.strategy.next(after: .cursor("c2"), page: last.summary) == .endOfList)
    }

    @Test func errorsAreOneClearLine() throws {
        let body = #"{"data":null,"errors":[{"message":"Could not resolve to a User with the login of 'nobody'.","type":"NOT_FOUND"}]}"#
        #expect(throws: PagingError.decoding("GraphQL error: Could not resolve to a User with the login of 'nobody'.")) {
            try source().decode(HTTPResponse(status: 200, body: Array(body.utf8)))
        }
    }

    @Test func everyPageGoesToTheQueryURLWithTheToken() async throws {
        // Not even a key carrying another URL moves a GraphQL POST, or its token, off the origin.
        let source = try source()
        let request = source.request(for: .url("https://evil.example/graphql"))
        #expect(request.url == "https://api.github.com/graphql")
        #expect(try await onTheWire(source, [request]).first?.headers["Authorization"] == "Bearer secret")
    }

    @Test func profileKeys() throws {
        let spec = try GenericSpec(profile: ["url": "https://api.github.com/graphql", "strategy": "graphql:data.search",
                                             "graphql": Self.query, "variables": #"{"q":"swift"}"#, "per_page": "100",
                                             "token_env": "GITHUB_TOKEN"])
        #expect(spec.graphql == Self.query)
        #expect(spec.variables?.text == #"{"q":"swift"}"#)
        #expect(spec.perPage == 100)
    }

    @Test func specErrors() {
        #expect(throws: GenericSpecError.graphQLQueryMissing) {
            try GenericSpec.parse(url: "https://api.github.com/graphql", strategy: "graphql:data.search")
        }
        #expect(throws: GenericSpecError.graphQLConnectionMissing) {
            try GenericSpec.parse(url: "https://api.github.com/graphql", strategy: "link", graphql: Self.query)
        }
        #expect(throws: GenericSpecError.unreadableQuery("/nonexistent/query.graphql")) {
            try GenericSpec.parse(url: "https://api.github.com/graphql", strategy: "graphql:data.search",
                                  graphql: "@/nonexistent/query.graphql")
        }
        #expect(throws: GenericSpecError.badVariables("[1]")) {
            try GenericSpec.parse(url: "https://api.github.com/graphql", strategy: "graphql:data.search",
                                  graphql: Self.query, variables: "[1]")
        }
    }
}
