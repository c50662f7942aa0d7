import Catalog
import Clocks
import Foundation
import Networking
import Paging
import Testing
import TestSupport

// A broken paginator could keep a load running for ever: the time limit cancels the test,
// which ends `settled()`'s wait, so the test fails instead of hanging.
@MainActor @Suite(.timeLimit(.minutes(1))) struct PaginatorTimingTests {
    let base = try! APIBase("https://api.test")
    let wallNow = Date(timeIntervalSince1970: 1_776_706_000)

    var configuration: PagingConfiguration {
        var configuration = PagingConfiguration()
        let now = wallNow
        configuration.wallClock = { now }
        configuration.random = { 0.5 }  // no jitter: delays are exactly 1, 2, 4 s
        return configuration
    }

    @Test func transientFailuresRetryAfterOneTwoAndFourSeconds() async {
        let calls = Counter()
        let transport = StubTransport { _ in
            calls.next() <= 3 ? Fixtures.status(503) : Fixtures.githubResponse([1], next: nil)
        }
        let clock = TestClock<Duration>()
        let paginator = Paginator(source: GitHubUsers(base: base), transport: transport, clock: clock,
                                  configuration: configuration)
        paginator.appeared(0..<10)
        for (retry, delay) in [(1, 1), (2, 2), (3, 4)] {
            await paginator.quiescent()
            #expect(paginator.lastError?.description == "HTTP 503; retry \(retry) in \(delay) s")
            #expect(transport.requests.count == retry)
            await clock.advanceAsleep(by: .seconds(delay) - .milliseconds(1))
            await expectStillAsleep(paginator, sent: retry, transport: transport)
            await clock.advanceAsleep(by: .milliseconds(1))
        }
        await paginator.quiescent()
        #expect(paginator.exhausted)
        #expect(describe(paginator) == ["1", "end: end of list"])
        #expect(transport.requests.count == 4 && paginator.lastError == nil)
    }

    @Test func afterThreeRetriesTheErrorShowsAndRetryLoadsNow() async {
        let calls = Counter()
        let transport = StubTransport { _ in
            calls.next() <= 4 ? Fixtures.status(500) : Fixtures.githubResponse([1, 2], next: nil)
        }
        let clock = TestClock<Duration>()
        let paginator = Paginator(source: GitHubUsers(base: base), transport: transport, clock: clock,
                                  configuration: configuration)
        paginator.appeared(0..<10)
        for delay in [1, 2, 4] {
            await paginator.quiescent()
            #expect(paginator.lastError?.description.hasSuffix("in \(delay) s") == true)
            await clock.advanceAsleep(by: .seconds(delay))
        }
        await paginator.quiescent()
        #expect(paginator.failure != nil)
        #expect(describe(paginator) == ["error: HTTP 500"])
        #expect(transport.requests.count == 4 && !paginator.inFlight)
        paginator.retry()
        await paginator.quiescent()
        #expect(paginator.exhausted)
        #expect(describe(paginator) == ["1", "2", "end: end of list"])
        #expect(transport.requests.count == 5)
    }

    @Test func a429WaitsForRetryAfterWithACountdownAndSendsNothingBefore() async {
        let calls = Counter()
        let transport = StubTransport { _ in
            calls.next() == 1 ? Fixtures.status(429, ["Retry-After": "30"]) : Fixtures.githubResponse([1], next: nil)
        }
        let clock = TestClock<Duration>()
        let paginator = Paginator(source: GitHubUsers(base: base), transport: transport, clock: clock,
                                  configuration: configuration)
        paginator.appeared(0..<10)
        await paginator.quiescent()
        #expect(paginator.rateLimitCountdown == 30)
        #expect(paginator.rateLimited && paginator.inFlight)
        paginator.retry()  // the server said when: retry does not jump the wait
        await clock.advanceAsleep(by: .seconds(29))
        await paginator.quiescent()
        #expect(paginator.rateLimitCountdown == 1)
        #expect(transport.requests.count == 1)
        await clock.advanceAsleep(by: .seconds(1))
        await paginator.quiescent()
        #expect(paginator.exhausted)
        #expect(transport.requests.count == 2 && !paginator.rateLimited && paginator.rateLimitCountdown == nil)
    }

    @Test func aSpentBudgetHoldsTheNextPageUntilTheReset() async {
        let reset = Int64(wallNow.timeIntervalSince1970) + 120
        let transport = StubTransport { request in
            Fixtures.query("since", in: request.url) == "0"
                ? Fixtures.githubResponse([1, 2], next: "https://api.test/users?since=2", remaining: 0, reset: reset)
                : Fixtures.githubResponse([3], next: nil, remaining: 59, reset: reset + 3600)
        }
        let clock = TestClock<Duration>()
        let paginator = Paginator(source: GitHubUsers(base: base), transport: transport, clock: clock,
                                  configuration: configuration)
        paginator.appeared(0..<10)
        await paginator.quiescent()
        #expect(paginator.rateLimitCountdown == 120)
        #expect(describe(paginator) == ["1", "2", "loading"])
        await clock.advanceAsleep(by: .seconds(119))
        // The countdown catches up with the advanced clock on its own thread: wait, not a look.
        await paginator.quiescent()
        #expect(paginator.rateLimitCountdown == 1)
        await expectStillAsleep(paginator, sent: 1, transport: transport)
        await clock.advanceAsleep(by: .seconds(1))
        await paginator.quiescent()
        #expect(paginator.exhausted)
        #expect(describe(paginator) == ["1", "2", "3", "end: end of list"])
        #expect(paginator.rate?.remaining == 59)
    }

    /// GitHub users whose first page spends the budget, the wall clock 0.8504 s into a second:
    /// the reset, in whole seconds, is 119.1496 s away.
    func spentAtAFractionalSecond() -> (Paginator, TestClock<Duration>, StubTransport) {
        let now = Date(timeIntervalSince1970: 1_776_706_000.8504)
        let reset = Int64(now.timeIntervalSince1970) + 120
        let transport = StubTransport { request in
            Fixtures.query("since", in: request.url) == "0"
                ? Fixtures.githubResponse([1, 2], next: "https://api.test/users?since=2", remaining: 0, reset: reset)
                : Fixtures.githubResponse([3], next: nil, remaining: 59, reset: reset + 3600)
        }
        var configuration = self.configuration
        configuration.wallClock = { now }
        let clock = TestClock<Duration>()
        let paginator = Paginator(source: GitHubUsers(base: base), transport: transport, clock: clock,
                                  configuration: configuration)
        return (paginator, clock, transport)
    }

    @Test func aSpentBudgetIsNotAskedAgainAMillisecondBeforeTheReset() async {
        // The reset is in whole seconds, the wall clock is not: 119.1496 s left must not wait 119.149 s.
        let (paginator, clock, transport) = spentAtAFractionalSecond()
        await expectHolds(paginator, showing: 120, for: .milliseconds(119_150), clock: clock, transport: transport)
    }

    @Test func theCountdownChangesOnTheInstantItsNumberDoes() async {
        // 119.1496 s left shows 120; 150 ms later 118.9996 s are left, which shows 119. A countdown
        // that slept "a second from its last look" still showed 120 then, and one whose look and
        // sleep were split by a jump of the clock (a loaded machine) kept a number already passed.
        let (paginator, clock, transport) = spentAtAFractionalSecond()
        paginator.appeared(0..<10)
        await paginator.quiescent()
        #expect(paginator.rateLimitCountdown == 120)
        await clock.advanceAsleep(by: .milliseconds(150))
        await paginator.quiescent()
        #expect(paginator.rateLimitCountdown == 119)
        await clock.advanceAsleep(by: .seconds(117))
        await paginator.quiescent()
        #expect(paginator.rateLimitCountdown == 2)
        await expectStillAsleep(paginator, sent: 1, transport: transport)
    }

    @Test func aRateLimited403WithoutHeadersWaitsAMinute() async {
        let calls = Counter()
        let transport = StubTransport { _ in
            calls.next() == 1
                ? Fixtures.status(403, body: #"{"message":"You have exceeded a secondary rate limit."}"#)
                : Fixtures.githubResponse([1], next: nil)
        }
        let clock = TestClock<Duration>()
        let paginator = Paginator(source: GitHubUsers(base: base), transport: transport, clock: clock,
                                  configuration: configuration)
        await expectHolds(paginator, showing: 60, for: .seconds(60), clock: clock, transport: transport)
    }

    /// The paginator counts down from `countdown`, sends nothing until `wait` has all but passed
    /// (a millisecond short), then loads the last page.
    func expectHolds(_ paginator: Paginator, showing countdown: Int, for wait: Duration, clock: TestClock<Duration>,
                     transport: StubTransport) async {
        paginator.appeared(0..<10)
        await paginator.quiescent()
        #expect(paginator.rateLimitCountdown == countdown)
        // A second at a time, each once the countdown sleeps again: one long advance can end
        // before the next one-second sleep is on the clock, which would then start it late.
        var left = wait - .milliseconds(1)
        while left > .zero {
            let step = min(left, .seconds(1))
            await clock.advanceAsleep(by: step)
            left -= step
        }
        await expectStillAsleep(paginator, sent: 1, transport: transport)
        await clock.advanceAsleep(by: .milliseconds(1))
        await paginator.quiescent()
        #expect(paginator.exhausted)
    }

    /// The load is still asleep on the clock, so nothing more was sent than `sent`: one woken too
    /// early sends, and `quiescent()` returns only once that request has answered and its load ended.
    func expectStillAsleep(_ paginator: Paginator, sent: Int, transport: StubTransport,
                           sourceLocation: SourceLocation = #_sourceLocation) async {
        await paginator.quiescent()
        #expect(paginator.inFlight, "the wait is over early", sourceLocation: sourceLocation)
        #expect(transport.requests.count == sent, sourceLocation: sourceLocation)
    }

    @Test func refreshDropsTheLateAnswerOfTheLoadItReplaced() async {
        let gate = Gate()
        let calls = Counter()
        let transport = StubTransport { _ in
            if calls.next() == 1 {
                await gate.wait()
                return Fixtures.githubResponse([1, 2, 3], next: nil)
            }
            return Fixtures.githubResponse([10, 11], next: nil)
        }
        let paginator = Paginator(source: GitHubUsers(base: base), transport: transport, clock: TestClock<Duration>())
        var changes = 0
        paginator.onChange = { changes += 1 }
        paginator.appeared(0..<10)
        await gate.waitForWaiters(1)
        #expect(gate.waiting == 1)
        #expect(paginator.isLoadingFirstPage)
        paginator.refresh()
        // The replaced load is held at the gate, still running: not quiescent until it opens.
        await paginator.parked(gate)
        #expect(paginator.exhausted)
        let settled = changes
        gate.open()
        await paginator.settled()  // the replaced load has had its answer and ended
        #expect(describe(paginator) == ["10", "11", "end: end of list"])
        #expect(changes == settled)
        #expect(transport.requests.count == 2)
    }

    @Test func switchingSourceCancelsTheLoadInFlight() async {
        let gate = Gate()
        let transport = StubTransport { request in
            if request.url.contains("/users") {
                await gate.wait()
                return Fixtures.githubResponse([1, 2, 3], next: nil)
            }
            return Fixtures.qiitaResponse(["q1"], total: 1, page: 1, lastPage: 1)
        }
        let paginator = Paginator(source: GitHubUsers(base: base), transport: transport, clock: TestClock<Duration>())
        paginator.appeared(0..<10)
        await gate.waitForWaiters(1)
        #expect(gate.waiting == 1)
        paginator.replaceSource(QiitaItems(base: base))
        // The replaced load is held at the gate, still running: not quiescent until it opens.
        await paginator.parked(gate)
        #expect(paginator.exhausted)
        gate.open()
        await paginator.settled()
        #expect(describe(paginator) == ["q1", "end: end of list"])
        #expect(paginator.source.name == "Qiita items")
    }

    @Test func cancelStopsUntilRetry() async {
        let gate = Gate()
        let calls = Counter()
        let transport = StubTransport { _ in
            if calls.next() == 1 { await gate.wait() }
            return Fixtures.githubResponse([1], next: nil)
        }
        let paginator = Paginator(source: GitHubUsers(base: base), transport: transport, clock: TestClock<Duration>())
        paginator.appeared(0..<10)
        await gate.waitForWaiters(1)
        #expect(gate.waiting == 1)
        paginator.cancel()
        gate.open()
        await paginator.settled()
        #expect(describe(paginator) == ["error: cancelled"])
        #expect(!paginator.inFlight && transport.requests.count == 1)
        paginator.retry()
        await paginator.quiescent()
        #expect(paginator.exhausted)
        #expect(describe(paginator) == ["1", "end: end of list"])
    }

    @Test func aRetryAfterOfZeroStillWaitsASecond() async {
        let calls = Counter()
        let transport = StubTransport { _ in
            calls.next() <= 2 ? Fixtures.status(429, ["Retry-After": "0"]) : Fixtures.githubResponse([1], next: nil)
        }
        let clock = TestClock<Duration>()
        let paginator = Paginator(source: GitHubUsers(base: base), transport: transport, clock: clock,
                                  configuration: configuration)
        paginator.appeared(0..<10)
        // The second 429 in a row waits twice as long (`RetryPolicy.rateLimitFloor`).
        for (sent, wait) in [(1, 1), (2, 2)] {
            await paginator.quiescent()
            #expect(paginator.rateLimitCountdown == wait && transport.requests.count == sent)
            await expectStillAsleep(paginator, sent: sent, transport: transport)
            await clock.advanceAsleep(by: .seconds(wait))
        }
        await paginator.quiescent()
        #expect(paginator.exhausted)
        #expect(transport.requests.count == 3)
    }
}
