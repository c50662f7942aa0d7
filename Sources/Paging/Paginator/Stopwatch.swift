/// Time on an injected clock as a duration since a fixed start, so `any Clock` can be compared.
struct Stopwatch: Sendable {
    let elapsed: @Sendable () -> Duration
    /// Sleeps until `elapsed()` reaches the given duration; at once when it already has.
    let sleep: @Sendable (_ until: Duration) async throws -> Void

    init(_ clock: any Clock<Duration>) { (elapsed, sleep) = Self.make(clock) }

    private static func make<C: Clock<Duration>>(_ clock: C)
        -> (@Sendable () -> Duration, @Sendable (Duration) async throws -> Void) {
        let start = clock.now
        // An instant already reached returns at once: a test clock would keep a sleep until exactly
        // its `now` until it is advanced again.
        return ({ start.duration(to: clock.now) },
                { until in
                    guard start.duration(to: clock.now) < until else { return try Task.checkCancellation() }
                    try await clock.sleep(until: start.advanced(by: until), tolerance: nil)
                })
    }
}

extension Duration {
    /// The duration in seconds as a double.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}
