import Catalog
import Clocks
import Networking
import Paging
import Testing
import TestSupport

// A broken paginator could keep a load running for ever: the time limit cancels the test,
// which ends `settled()`'s wait, so the test fails instead of hanging.
/// Superseded loads, and `settled()`, the signal that they have ended.
@MainActor @Suite(.timeLimit(.minutes(1))) struct PaginatorCancelTests {
    /// A load superseded before its task ran sends nothing: pipe mode cancels on reaching `--limit`
    /// right after the page that filled it started the next load.
    @Test func aLoadCancelledBeforeItRanSendsNoRequest() async throws {
        let transport = StubTransport { _ in Fixtures.githubResponse([1], next: nil) }
        let paginator = Paginator(source: GitHubUsers(base: try APIBase("https://api.test")), transport: transport,
                                  clock: TestClock<Duration>())
        paginator.appeared(0..<10)
        paginator.cancel()
        await paginator.settled()  // the cancelled task has run to its end
        #expect(transport.requests.isEmpty)
        #expect(!paginator.inFlight)
    }

    /// `settled()` waits for the loads that loads start: the first page's end starts the second.
    @Test func settledReturnsOnceEveryLoadHasEnded() async throws {
        let transport = StubTransport { request in
            Fixtures.query("since", in: request.url) == "0"
                ? Fixtures.githubResponse([1, 2], next: "https://api.test/users?since=2")
                : Fixtures.githubResponse([3], next: nil)
        }
        let paginator = Paginator(source: GitHubUsers(base: try APIBase("https://api.test")), transport: transport,
                                  clock: TestClock<Duration>())
        paginator.appeared(0..<10)
        await paginator.settled()
        #expect(describe(paginator) == ["1", "2", "3", "end: end of list"])
        #expect(!paginator.inFlight && transport.requests.count == 2)
        await paginator.settled()  // nothing running: at once
    }

    /// A caller cancelled while a load hangs stops waiting: a shutdown, or a test's time limit,
    /// bounds `settled()`.
    @Test func settledEndsEarlyWhenItsCallerIsCancelled() async throws {
        let gate = Gate()
        let transport = StubTransport { _ in
            await gate.wait()
            return Fixtures.githubResponse([1], next: nil)
        }
        let paginator = Paginator(source: GitHubUsers(base: try APIBase("https://api.test")), transport: transport,
                                  clock: TestClock<Duration>())
        paginator.appeared(0..<10)
        await gate.waitForWaiters(1)
        try #require(gate.waiting == 1)
        let waiter = Task { @MainActor in
            await paginator.settled()
            return Task.isCancelled
        }
        waiter.cancel()
        #expect(await waiter.value)
        #expect(paginator.inFlight)  // the load itself goes on
        gate.open()
        await paginator.settled()
        #expect(describe(paginator) == ["1", "end: end of list"])
    }
}
