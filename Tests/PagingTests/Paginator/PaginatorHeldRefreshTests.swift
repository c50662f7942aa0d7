import Catalog
import Clocks
import Foundation
import Networking
import Paging
import Testing
import TestSupport

/// Issue 42 point 2: `r` while rate limited asks for the first page now but keeps the rows shown
/// (and the wait) until it answers; GitHub's spent budget once emptied the list for the hour.
@MainActor @Suite(.timeLimit(.minutes(1))) struct PaginatorHeldRefreshTests {
    let base = try! APIBase("https://api.test")
    let wallNow = Date(timeIntervalSince1970: 1_776_706_000)

    var configuration: PagingConfiguration {
        var configuration = PagingConfiguration()
        let now = wallNow
        configuration.wallClock = { now }
        configuration.random = { 0.5 }
        return configuration
    }

    /// GitHub: a first page that spends the budget, then 403s with the budget spent.
    func spent() -> StubTransport {
        let reset = Int64(wallNow.timeIntervalSince1970) + 3000
        let calls = Counter()
        return StubTransport { _ in
            calls.next() == 1
                ? Fixtures.githubResponse([1, 2, 3], next: "https://api.test/users?since=3", remaining: 0, reset: reset)
                : HTTPResponse(status: 403, headers: ["x-ratelimit-limit": "60", "x-ratelimit-remaining": "0",
                                                      "x-ratelimit-reset": "\(reset)"],
                               body: Array(#"{"message":"API rate limit exceeded"}"#.utf8))
        }
    }

    @Test func aRefusedRefreshKeepsTheRowsAndTheWaitAndSaysWhy() async {
        let transport = spent()
        let paginator = Paginator(source: GitHubUsers(base: base), transport: transport, clock: TestClock<Duration>(),
                                  configuration: configuration)
        paginator.appeared(0..<10)
        await paginator.quiescent()
        #expect(paginator.rateLimitCountdown != nil)
        paginator.refresh()
        await paginator.quiescent()
        #expect(transport.requests.count == 2 && paginator.notice != nil)
        #expect(describe(paginator) == ["1", "2", "3", "loading"], "the rows shown are kept")
        #expect(paginator.notice == "r: still rate limited; the rows shown are kept")
        #expect(paginator.rateLimited, "the wait goes on")
        #expect(paginator.loadedCount == 3)
    }

    @Test func aSecondRefreshWhileTheFirstIsOutAsksNothingMore() async {
        let gate = Gate()
        let calls = Counter()
        let reset = Int64(wallNow.timeIntervalSince1970) + 3000
        let transport = StubTransport { _ in
            if calls.next() == 1 {
                return Fixtures.githubResponse([1, 2], next: "https://api.test/users?since=2", remaining: 0, reset: reset)
            }
            await gate.wait()
            return Fixtures.githubResponse([7], next: nil)
        }
        let paginator = Paginator(source: GitHubUsers(base: base), transport: transport, clock: TestClock<Duration>(),
                                  configuration: configuration)
        paginator.appeared(0..<10)
        await paginator.quiescent()
        #expect(paginator.rateLimitCountdown != nil)
        paginator.refresh()
        await gate.waitForWaiters(1)
        #expect(gate.waiting == 1)
        paginator.refresh()
        #expect(describe(paginator) == ["1", "2", "loading"])
        gate.open()
        await paginator.quiescent()
        #expect(paginator.exhausted)
        #expect(describe(paginator) == ["7", "end: end of list"], "an answer starts the list over")
        #expect(paginator.takeListChanges() == [.replaced])
        #expect(transport.requests.count == 2)
    }
}
