import Catalog
import Clocks
import Networking
import Paging
import Testing
import TestSupport

/// A consumer reading the rows in order, each once (pipe mode), asks for the row it needs next:
/// that row's page loads, and no page ahead of it; its steps are not a user's scrolling.
@MainActor @Suite(.timeLimit(.minutes(1))) struct PaginatorInOrderTests {
    let base = try! APIBase("https://api.test")

    /// GitHub users one to a page, each page linking to the next, for ever.
    func onePerPage() -> StubTransport {
        StubTransport { request in
            let since = Fixtures.query("since", in: request.url).flatMap(Int.init) ?? 0
            return Fixtures.githubResponse([since + 1], next: "https://api.test/users?since=\(since + 1)&per_page=1")
        }
    }

    @Test func theRowWantedLoadsItsPageAndNoPageAhead() async {
        let transport = onePerPage()
        let paginator = Paginator(source: GitHubUsers(base: base, perPage: 1), transport: transport,
                                  clock: TestClock<Duration>())
        paginator.want(row: 0)
        await paginator.quiescent()
        // The trailing row is wanted only once the row after the last item is (`--limit 1` on a
        // one-item page printed one row and asked for a second page).
        #expect(transport.requests.map { Fixtures.query("since", in: $0.url) } == ["0"])
        #expect(describe(paginator) == ["1", "loading"])
        paginator.want(row: 1)
        await paginator.quiescent()
        #expect(transport.requests.map { Fixtures.query("since", in: $0.url) } == ["0", "1"])
        #expect(describe(paginator) == ["1", "2", "loading"])
    }

    @Test func rowsWantedInTurnAreNoScrollSpeedOrDirection() async {
        let transport = onePerPage()
        let clock = TestClock<Duration>()
        let paginator = Paginator(source: GitHubUsers(base: base, perPage: 1), transport: transport, clock: clock)
        paginator.want(row: 0)
        await paginator.quiescent()
        await clock.advance(by: .seconds(1))
        paginator.want(row: 1)
        await paginator.quiescent()
        #expect(paginator.rowsPerSecond == 0)
        #expect(paginator.sinceLastMove == nil && !paginator.isMovingUp)
    }
}
