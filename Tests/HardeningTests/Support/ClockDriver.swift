@testable import Paging

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
    /// The backoffs' wake-up instants already seen asleep.
    private var seenWakes: Set<Duration> = []

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
                // A new backoff: advance only once its sleep is recorded. The paginator sleeps
                // until an instant, so an advance before the sleep reaches the clock would
                // shorten the one recorded (another task may be asleep on it already).
                let wakes = Set(paginator.loads.values.compactMap(\.wakeAt))
                if !wakes.isSubset(of: seenWakes) {
                    let recorded = ContinuousClock.now + .seconds(5)
                    while clock.sleeps.count <= sorted, ContinuousClock.now < recorded {
                        try? await Task.sleep(for: .milliseconds(1))
                    }
                    seenWakes.formUnion(wakes)
                }
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
