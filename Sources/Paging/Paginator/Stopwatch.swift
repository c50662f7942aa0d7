/// Time on an injected clock as a duration since a fixed start, so `any Clock` can be compared.
struct Stopwatch: Sendable {
    let elapsed: @Sendable () -> Duration

    init(_ clock: any Clock<Duration>) { elapsed = Self.make(clock) }

    private static func make<C: Clock<Duration>>(_ clock: C) -> @Sendable () -> Duration {
        let start = clock.now
        return { start.duration(to: clock.now) }
    }
}

extension Duration {
    /// The duration in seconds as a double.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}
