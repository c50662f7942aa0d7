import Catalog
import Clocks
import Foundation
import Networking
import Paging
import Testing
import TestSupport

// A broken `quiescent()` could wait for ever: the time limit cancels the test, which ends the
// wait, so the test fails instead of hanging.
/// `quiescent()`: nothing changes until the clock moves on, told apart from work still to do.
@MainActor @Suite(.timeLimit(.minutes(1))) struct PaginatorQuiescentTests {
    let base = try! APIBase("https://api.test")

    var configuration: PagingConfiguration {
        var configuration = PagingConfiguration()
        configuration.wallClock = { Date(timeIntervalSince1970: 1_776_706_000) }
        configuration.random = { 0.5 }  // no jitter: the first retry waits exactly 1 s
        return configuration
    }

    /// A paginator whose first request fails with a 503 and whose later ones answer with `answer`.
    func failingOnce(_ answer: @escaping @Sendable () async -> HTTPResponse)
        -> (Paginator, TestClock<Duration>, StubTransport) {
        let calls = Counter()
        let transport = StubTransport { _ in
            calls.next() == 1 ? Fixtures.status(503) : await answer()
        }
        let clock = TestClock<Duration>()
        let paginator = Paginator(source: GitHubUsers(base: base), transport: transport, clock: clock,
                                  configuration: configuration)
        return (paginator, clock, transport)
    }

    @Test func anIdleListIsQuiescentAndALoadingOneOnceItsPagesAreIn() async {
        let transport = StubTransport { request in
            Fixtures.query("since", in: request.url) == "0"
                ? Fixtures.githubResponse([1, 2], next: "https://api.test/users?since=2")
                : Fixtures.githubResponse([3], next: nil)
        }
        let paginator = Paginator(source: GitHubUsers(base: base), transport: transport, clock: TestClock<Duration>())
        #expect(paginator.isQuiescent)
        await paginator.quiescent()
        paginator.appeared(0..<10)
        #expect(!paginator.isQuiescent)
        await paginator.quiescent()
        #expect(describe(paginator) == ["1", "2", "3", "end: end of list"])
        #expect(transport.requests.count == 2)
    }

    @Test func aLoadAsleepInItsBackoffIsQuiescent() async {
        let (paginator, _, transport) = failingOnce { Fixtures.githubResponse([1], next: nil) }
        paginator.appeared(0..<10)
        await paginator.quiescent()
        #expect(paginator.lastError?.description == "HTTP 503; retry 1 in 1 s")
        #expect(paginator.isQuiescent && paginator.inFlight && transport.requests.count == 1)
    }

    @Test func afterAnAdvanceItIsNotQuiescentUntilTheRetryHasAnswered() async {
        let answer = Gate()
        let (paginator, clock, transport) = failingOnce {
            await answer.wait()
            return Fixtures.githubResponse([1], next: nil)
        }
        paginator.appeared(0..<10)
        await paginator.quiescent()
        await clock.advanceAsleep(by: .seconds(1))
        // The retry is due: woken or about to be, then on the wire until the gate opens.
        #expect(!paginator.isQuiescent)
        let waiter = Task { @MainActor in
            await paginator.quiescent()
            return describe(paginator)
        }
        answer.open()
        #expect(await waiter.value == ["1", "end: end of list"])
        #expect(transport.requests.count == 2)
    }

    /// A clock past the wake-up whose sleeper has not run yet: the load is due, so not quiescent.
    @Test func aLoadWhoseWakeUpHasPassedIsNotQuiescentBeforeItRuns() async {
        let calls = Counter()
        let transport = StubTransport { _ in
            calls.next() == 1 ? Fixtures.status(503) : Fixtures.githubResponse([1], next: nil)
        }
        let clock = ManualClock()
        let paginator = Paginator(source: GitHubUsers(base: base), transport: transport, clock: clock,
                                  configuration: configuration)
        paginator.appeared(0..<10)
        await paginator.quiescent()
        #expect(paginator.isQuiescent && paginator.lastError?.description == "HTTP 503; retry 1 in 1 s")
        clock.move(to: .seconds(1))
        #expect(!paginator.isQuiescent)
        clock.wakeAll()
        await paginator.quiescent()
        #expect(describe(paginator) == ["1", "end: end of list"])
        #expect(transport.requests.count == 2)
    }

    @Test func aSupersededLoadCountsAsRunningUntilItReturns() async {
        let (paginator, _, transport) = failingOnce { Fixtures.githubResponse([1], next: nil) }
        paginator.appeared(0..<10)
        await paginator.quiescent()
        paginator.cancel()
        // Its task is still asleep on the clock (the cancel reaches it on its next turn), no longer a load.
        #expect(!paginator.isQuiescent)
        await paginator.quiescent()
        #expect(paginator.isQuiescent && !paginator.inFlight)
        #expect(describe(paginator) == ["error: cancelled"])
        #expect(transport.requests.count == 1)
    }
}
