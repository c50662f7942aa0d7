extension PagingState {
    /// Whether a rate limit holds loading now: a countdown shown, or the gate shut past `now`.
    func heldByRateLimit(now: Duration, gate: Duration?) -> Bool {
        countdown != nil || gate.map { now < $0 } == true
    }

    /// The load of `key` at the rate gate, before each request (awake again after a backoff or a
    /// second of the countdown): while the gate is shut it waits, the seconds left shown, and sleeps
    /// until the number shown changes; once the gate is open, a load that waited opens it for all
    /// and the loads held back start beside it; any other goes on. The reset is read again each
    /// time: another answer may have moved it on.
    mutating func gateCheck(_ key: PageKey, now: Duration, gate: Duration?) -> [PagingEffect] {
        loads[key]?.wakeAt = nil
        if loads[key]?.wait == .backoff { loads[key]?.wait = nil }
        if let until = gate, now < until {
            let shown = Self.wholeSecondsUp(until - now)
            countdown = shown
            // Wake when the number shown changes, an instant reckoned from the reset: a sleep of
            // "a second from now" drifts from it, and when the clock moves on between the look and
            // the sleep (a loaded machine, a test advancing it) would keep a number already passed.
            let wake = until - .seconds(shown - 1)
            loads[key]?.wait = .rateLimit
            loads[key]?.wakeAt = wake
            return [.changed, .sleep(key, until: wake)]
        }
        guard loads[key]?.wait == .rateLimit else { return [] }
        loads[key]?.wait = nil
        countdown = nil
        return [.openGate, .changed] + startLoads(now: now, gate: nil)
    }

    /// A positive duration in whole seconds, rounded up, exactly (a `Double` could round 2 s plus
    /// an attosecond to 2, and the wake-up reckoned from it would fall before the look).
    static func wholeSecondsUp(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) + (attoseconds > 0 ? 1 : 0)
    }
}
