import Catalog
import MockAPI
import MockSupport
import Networking
import Paging
import Testing

/// The mock's GraphQL connection through curl and the real paginator.
@MainActor @Suite(.timeLimit(.minutes(1))) struct GraphQLMockTests {
    nonisolated static let nodes = "query($first: Int, $after: String) { items(first: $first, after: $after) { pageInfo { hasNextPage endCursor } nodes { id name } } }"
    nonisolated static let edges = "query($first: Int, $after: String) { items(first: $first, after: $after) { pageInfo { hasNextPage endCursor } edges { node { id name } } } }"

    func source(_ root: String, query: String, perPage: String?) throws -> GenericSource {
        try GenericSource(spec: try GenericSpec.parse(url: root + "/generic/graphql", title: "name", strategy: "graphql:data.items",
                                                      perPage: perPage, graphql: query), environment: [:])
    }

    @Test(arguments: [(nodes, "7", 9), (edges, nil, 6)])
    func readsEveryNodeOnceAndEndsOnHasNextPage(query: String, perPage: String?, requests: Int) async throws {
        try await withServer { server in
            let result = await readToEnd(try source(server.baseURL, query: query, perPage: perPage))
            #expect(result.ids == newestFirst())
            #expect(result.last == "end: end of list")
            // 60 items at 7 (or the mock's default 10) a page: no request past hasNextPage false.
            #expect(server.requestLog.count == requests)
            #expect(server.requestLog.allSatisfy { $0.method == "POST" })
        }
    }

    @Test func errorsWithStatus200StopWithOneLine() async throws {
        try await withServer { server in
            let result = await readToEnd(try source(server.baseURL, query: Self.nodes, perPage: "101"))
            #expect(result.ids.isEmpty)
            #expect(result.last == "error: unexpected response: GraphQL error: Requesting 101 records on the `items` connection exceeds the `first` limit of 100 records.")
        }
    }
}
