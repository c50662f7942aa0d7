import Catalog
import Clocks
import Foundation
import Networking
import Paging
import Testing
import TestSupport

/// A reset far in the future is capped at an hour, and refresh always asks again now.
@MainActor @Suite(.timeLimit(.minutes(1))) struct PaginatorRateLimitCapTests {
    let base = try! APIBase("https://api.test")
    let wallNow = Date(timeIntervalSince1970: 1_776_706_000)
    let yearAhead: Int64 = 1_776_706_000 + 365 * 86_400

    var configuration: PagingConfiguration {
        var configuration = PagingConfiguration()
        let now = wallNow
        configuration.wallClock = { now }
        configuration.random = { 0.5 }
        return configuration
    }

    @Test func thePolicyCapsAResetAYearAheadAtAnHour() {
        let policy = RetryPolicy()
        let github: HTTPHeaders = ["x-ratelimit-limit": "60", "x-ratelimit-remaining": "0",
                                   "x-ratelimit-reset": "\(yearAhead)"]
        #expect(policy.decide(.http(.status(403, body: [])), headers: github, attempt: 0, now: wallNow, unit: 0.5)
            == .waitForRateLimit(.seconds(3600)))
        let qiita: HTTPHeaders = ["Rate-Limit": "60", "Rate-Remaining": "0", "Rate-Reset": "\(yearAhead)"]
        #expect(policy.decide(.http(.status(429, body: [])), headers: qiita, attempt: 0, now: wallNow, unit: 0.5)
            == .waitForRateLimit(.seconds(3600)))
    }

    @Test func aSpentBudgetWithAResetAYearAheadHoldsAnHourAtMost() async {
        let reset = yearAhead
        let transport = StubTransport { request in
            Fixtures.query("since", in: request.url) == "0"
                ? Fixtures.githubResponse([1, 2], next: "https://api.test/users?since=2", remaining: 0, reset: reset)
                : Fixtures.githubResponse([3], next: nil)
        }
        let clock = TestClock<Duration>()
        let paginator = Paginator(source: GitHubUsers(base: base), transport: transport, clock: clock,
                                  configuration: configuration)
        paginator.appeared(0..<10)
        await paginator.quiescent()
        #expect(paginator.rateLimitCountdown == 3600)
        #expect(transport.requests.count == 1)
    }

    @Test func refreshDropsARateLimitBlockAndAsksAgainNow() async {
        let calls = Counter()
        let reset = yearAhead
        let transport = StubTransport { _ in
            calls.next() == 1
                ? Fixtures.githubResponse([1, 2], next: "https://api.test/users?since=2", remaining: 0, reset: reset)
                : Fixtures.githubResponse([1], next: nil)
        }
        let clock = TestClock<Duration>()
        let paginator = Paginator(source: GitHubUsers(base: base), transport: transport, clock: clock,
                                  configuration: configuration)
        paginator.appeared(0..<10)
        await paginator.quiescent()
        #expect(paginator.rateLimitCountdown != nil)
        paginator.refresh()  // no clock advance: only a dropped block lets this request out
        await paginator.quiescent()
        #expect(paginator.exhausted)
        #expect(transport.requests.count == 2 && !paginator.rateLimited)
        #expect(describe(paginator) == ["1", "end: end of list"])
    }
}
