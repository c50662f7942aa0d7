import Catalog
import Clocks
import Networking
@testable import Paging
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

    /// Read in order, the paginator itself sends the pages certain to follow ahead of the one it
    /// asks for, up to `parallel` at once, and takes their answers in turn: each page asked once.
    @Test func aListReadInOrderReadsAheadAndAsksEachPageOnce() async {
        var configuration = PagingConfiguration()
        configuration.readsInOrder = true
        configuration.parallel = 4
        let transport = StubTransport(NumbersSource.respond)
        let paginator = Paginator(source: SequentialSource(NumbersSource(count: 1_000, limit: 10)),
                                  transport: transport, clock: TestClock<Duration>(), configuration: configuration)
        defer { paginator.stopReading() }
        for row in stride(from: 0, through: 40, by: 10) {
            paginator.want(row: row)
            await paginator.quiescent()
            #expect(paginator.item(at: row)?.id == String(row))
        }
        // The second page proved the server steps: the two after it went with it, then more.
        #expect(paginator.requestsSentAhead >= 2)
        let urls = transport.requests.map(\.url)
        #expect(Set(urls).count == urls.count, "\(urls)")
    }
}

