import Catalog
import Clocks
import Networking
import Paging
import Testing
import TestSupport

/// A POST whose answer never came may have done what it asks: it is sent once, unless its
/// strategy says it only reads (a GraphQL query, a body cursor, a search).
@MainActor @Suite(.timeLimit(.minutes(1))) struct PostRetryTests {
    static let url = "https://api.example.com/v1/query"
    static let query = "query($first: Int, $after: String) { viewer { repositories(first: $first, after: $after) { nodes { id } pageInfo { endCursor hasNextPage } } } }"

    func source(strategy: String, body: String? = nil, graphql: String? = nil) throws -> GenericSource {
        let spec = try GenericSpec.parse(url: Self.url, items: graphql == nil ? "results" : nil, strategy: strategy,
                                         graphql: graphql).requesting(method: nil, body: body)
        return try GenericSource(spec: spec, environment: [:])
    }

    /// What a paginator does when every request times out: fails at once, or plans a retry.
    func firstOutcome(_ source: GenericSource) async -> (failed: Bool, retryPlanned: Bool, sent: Int) {
        let transport = StubTransport { _ throws(HTTPError) in throw .timedOut(url: "http://127.0.0.1:9/", milliseconds: 30_000) }
        let paginator = Paginator(source: source, transport: transport, clock: TestClock<Duration>())
        paginator.appeared(0..<10)
        await paginator.quiescent()  // failed, or asleep until the retry
        return (paginator.failure != nil, paginator.lastError?.retry != nil, transport.requests.count)
    }

    @Test func aPlainPostIsSentOnceWhenNoAnswerComes() async throws {
        let outcome = await firstOutcome(try source(strategy: "cursor:cursor=next", body: #"{"q":"x"}"#))
        #expect(outcome.failed && !outcome.retryPlanned)
        #expect(outcome.sent == 1)
    }

    @Test(arguments: ["body-cursor:start_cursor=next_cursor", "search-after:search_after=sort"])
    func aBodyStrategyReadIsRetried(strategy: String) async throws {
        let outcome = await firstOutcome(try source(strategy: strategy, body: #"{"size":2}"#))
        #expect(!outcome.failed && outcome.retryPlanned)
    }

    @Test func aGraphQLQueryIsRetriedAndAMutationIsNot() async throws {
        let query = await firstOutcome(try source(strategy: "graphql:data.viewer.repositories", graphql: Self.query))
        #expect(!query.failed && query.retryPlanned)
        let mutation = await firstOutcome(try source(strategy: "graphql:data.viewer.repositories",
                                                     graphql: "mutation" + Self.query.dropFirst(5)))
        #expect(mutation.failed && !mutation.retryPlanned)
        #expect(mutation.sent == 1)
    }

    @Test func aGetIsStillRetried() async throws {
        let outcome = await firstOutcome(try source(strategy: "cursor:cursor=next"))
        #expect(!outcome.failed && outcome.retryPlanned)
    }
}
