import Foundation
import Networking

extension PagingState {
    /// A load's request failed: retried after a backoff, held at the rate gate, or given up, as
    /// `RetryPolicy` decides. A 429 to a request sent before the last rate-limit wait began
    /// (`sentAfterWaits`) is that limit's: it waits for the same gate, and begins no wait of its own.
    mutating func failed(_ key: PageKey, error: PagingError, headers: HTTPHeaders?, sentAfterWaits: Int,
                         repeatable: Bool, now: Duration, wall: Date, unit: Double,
                         gate: Duration?) -> [PagingEffect] {
        // An answer came: the load is on the wire no more, nor asleep.
        loads[key]?.wait = nil
        loads[key]?.wakeAt = nil
        let retries = loads[key]?.retries ?? 0
        let decision = configuration.retry.decide(
            error, headers: headers, attempt: retries, now: wall, unit: unit, repeatable: repeatable)
        switch decision {
        case .fail:
            return stop(key, error)
        case .waitForRateLimit(let wait):
            lastError = LoadError(error)
            // Side by side, a 429 to a request sent before another 429 began a wait is the
            // same limit: it waits for that gate, if still shut, not for one more of its own.
            guard rateLimitWaits == sentAfterWaits else { return [] }
            rateLimitWaits += 1
            rateLimitStreak += 1
            if configuration.giveUpOnRateLimits, rateLimitStreak > configuration.retry.maxRetries {
                return stop(key, .rateLimited(times: rateLimitStreak))
            }
            // At least a second, doubling with each limit in a row: a server saying "0"
            // must not be asked again in a tight loop, nor once a second for ever.
            let least = configuration.retry.rateLimitFloor(streak: rateLimitStreak)
            return [.holdGate(until: max(gate ?? .zero, now + max(wait, least)))]
        case .retry(let delay):
            loads[key]?.retries = retries + 1
            lastError = LoadError(error, retry: .init(attempt: retries + 1, seconds: Int(delay.seconds.rounded())))
            // Until an instant, not for a duration: a test advancing its clock before the sleep
            // reaches the clock (another thread) still wakes it.
            let wake = now + delay
            loads[key]?.wait = .backoff
            loads[key]?.wakeAt = wake
            return [.changed, .sleep(key, until: wake)]
        }
    }

    /// The load of `key` ends with `error`, and loading stops until a retry.
    mutating func stop(_ key: PageKey, _ error: PagingError) -> [PagingEffect] {
        failure = error
        lastError = LoadError(error)
        loads[key] = nil
        return [.fail(key, error), .changed]
    }
}
