import Catalog
import Clocks
import Networking
import Paging
import Testing
import TestSupport

/// A load superseded before its task ran sends nothing: pipe mode cancels on reaching `--limit`
/// right after the page that filled it started the next load.
@MainActor @Suite struct PaginatorCancelTests {
    @Test func aLoadCancelledBeforeItRanSendsNoRequest() async throws {
        let transport = StubTransport { _ in Fixtures.githubResponse([1], next: nil) }
        let paginator = Paginator(source: GitHubUsers(base: try APIBase("https://api.test")), transport: transport,
                                  clock: TestClock<Duration>())
        paginator.appeared(0..<10)
        paginator.cancel()
        await drain()
        #expect(transport.requests.isEmpty)
        #expect(!paginator.inFlight)
    }
}
