import Clocks

extension TestClock {
    /// Whether a task is asleep on this clock, waiting up to `timeout` of wall time for one.
    ///
    /// Advance only after this. A task that has announced a wait (a countdown, a retry message)
    /// registers its sleep a moment later, on another thread, and counts its deadline from the
    /// clock's `now` at that point: an advance that comes first is lost to it, and nothing wakes
    /// it again. Under the sanitizers' slowdown that happened (PipeRunnerTests, PaginatorTimingTests).
    public func hasSleeper(within timeout: Swift.Duration = .seconds(60)) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        repeat {
            // Throws exactly when something is asleep on the clock.
            do { try await checkSuspension() } catch { return true }
            // Look again a millisecond later rather than at once: each look spawns yielding tasks
            // on the cooperative pool, and a tight loop of them slowed every other test's loads.
            try? await Task.sleep(for: .milliseconds(1))
        } while ContinuousClock.now < deadline
        return false
    }
}
