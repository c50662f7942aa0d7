@testable import Paging
import TestSupport

/// Moves a recording test clock for whatever a paginator waits on, and sorts the sleeps it saw
/// into backoffs and rate-limit waits (only the paginator knows which a sleep is).
@MainActor
final class ClockDriver {
    let clock: RecordingClock
    /// The backoff delays asked for, in order.
    private(set) var backoffs: [Duration] = []
    /// Whether any rate-limit wait was slept.
    private(set) var waitedForRateLimit = false
    private var sorted = 0

    init(_ clock: RecordingClock) { self.clock = clock }

    /// Lets loads run, advancing the clock whenever `paginator` waits on it, until `done` holds;
    /// false after 20 s, or when `stopsWhenIdle` and the paginator stops short (idle, not done).
    /// A rate-limit wait is held a while until `waitSeen`: a reader that tells the wait (pipe mode)
    /// must get to run before the clock ends it, as it would in real time.
    func drive(_ paginator: Paginator, stopsWhenIdle: Bool = true, waitSeen: @MainActor () -> Bool = { true },
               until done: @MainActor () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(20)
        while ContinuousClock.now < deadline {
            if done() { return true }
            switch paginator.waiting {
            case .backoff:
                // Advance only once the sleep is on the clock: the paginator sleeps until an
                // instant, so an advance before the sleep arrives would shorten the one recorded.
                _ = await clock.inner.hasSleeper(within: .seconds(5))
                sortSleeps(backoff: true)
                await clock.advance(by: .milliseconds(250))
            case .rateLimit:
                sortSleeps(backoff: false)
                for _ in 0..<1_000 where !waitSeen() { await Task.yield() }
                await clock.advance(by: .seconds(max(1, paginator.rateLimitCountdown ?? 1)))
            case nil:
                if stopsWhenIdle, !paginator.inFlight { return done() }
            }
            await Task.yield()
        }
        return false
    }

    /// Files the sleeps asked for since the last look under what the paginator now waits for:
    /// it stays in that wait until the clock moves, which only this driver does.
    private func sortSleeps(backoff: Bool) {
        let sleeps = clock.sleeps
        guard sleeps.count > sorted else { return }
        if backoff { backoffs += sleeps[sorted...] } else { waitedForRateLimit = true }
        sorted = sleeps.count
    }
}
