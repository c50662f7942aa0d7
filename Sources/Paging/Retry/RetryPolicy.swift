import Foundation
import Networking

/// When to retry: backoff for transient failures, the server's wait for rate limits, never otherwise.
///
/// A value; any thread. Pure: time and randomness come in as arguments.
public struct RetryPolicy: Sendable, Equatable {
    /// Retries after the first attempt (delays about 1, 2, 4 s).
    public var maxRetries = 3
    /// The first backoff; each retry doubles it.
    public var baseDelay: Duration = .seconds(1)
    /// Jitter as a fraction of the delay: 0.2 spreads 1 s over 0.8–1.2 s.
    public var jitter = 0.2
    /// The wait for a secondary rate limit that names no time (GitHub says at least a minute).
    public var secondaryLimitWait: Duration = .seconds(60)
    /// The longest a rate-limit reset may hold loading: GitHub and Qiita reset hourly, so a reset
    /// further out is a broken or hostile server, and the user must not wait days for it.
    public var maxResetWait: Duration = .seconds(3600)
    /// The longest least wait after rate limits in a row (`rateLimitFloor`).
    public var maxRateLimitFloor: Duration = .seconds(900)

    /// The defaults.
    public init() {}

    /// The decision for `error` after `attempt` retries; `unit` is a random number in 0..<1.
    /// `repeatable`: the request may be sent again (`HTTPRequest.isRead`); a POST that is not
    /// may have done its work although no answer came, so it is never retried. A rate limit
    /// still waits: the server said it did nothing.
    public func decide(_ error: PagingError, headers: HTTPHeaders?, attempt: Int, now: Date,
                       unit: Double, repeatable: Bool = true) -> RetryDecision {
        guard case .http(let http) = error else { return .fail }
        if case .status(let code, let body) = http, Self.mayBeRateLimit(code) {
            return rateLimitWait(code: code, body: body, headers: headers ?? [:], now: now) ?? .fail
        }
        guard repeatable, http.isTransient, attempt < maxRetries else { return .fail }
        return .retry(after: backoff(attempt: attempt, unit: unit))
    }

    /// Whether a failure may be waited out or retried rather than shown at once: a 429, or a 403
    /// (a rate limit when its headers or body say so), a 408 or 5xx, a transient transport error.
    /// The one rule of which failures are transient; pipe mode's read-ahead reads it too.
    public static func mayAskAgain(_ error: HTTPError) -> Bool {
        if case .status(let code, _) = error, mayBeRateLimit(code) { return true }
        return error.isTransient
    }

    /// The statuses a server says "too many requests" with: 429, and 403 on GitHub.
    static func mayBeRateLimit(_ code: Int) -> Bool { code == 429 || code == 403 }

    /// The backoff before retry number `attempt + 1`.
    public func backoff(attempt: Int, unit: Double) -> Duration {
        let factor = 1 + jitter * (2 * min(max(unit, 0), 1) - 1)
        return baseDelay * (Double(1 << min(attempt, 16)) * factor)
    }

    /// The least wait after the `streak`-th rate limit in a row (1, 2, 4 s… up to
    /// `maxRateLimitFloor`), whatever `Retry-After` says: a server that answers every request
    /// with `Retry-After: 0` (or a date past) must not be asked once a second for ever.
    public func rateLimitFloor(streak: Int) -> Duration {
        min(baseDelay * Double(1 << min(max(streak - 1, 0), 16)), maxRateLimitFloor)
    }

    /// The wait until the epoch second `reset`, capped at `maxResetWait`; nil when it has passed.
    public func resetWait(_ reset: Int64, now: Date) -> Duration? {
        let seconds = Double(reset) - now.timeIntervalSince1970
        guard seconds > 0 else { return nil }
        // Rounded up: cut short, the next request reaches the server just before its reset.
        let capped = min(seconds, maxResetWait.seconds)
        return .milliseconds(Int64((capped * 1000).rounded(.up)))
    }

    /// How long a 429, or a 403 that is a rate limit, asks us to wait; nil for a plain 403.
    func rateLimitWait(code: Int, body: [UInt8], headers: HTTPHeaders, now: Date) -> RetryDecision? {
        if let value = headers["Retry-After"], let delay = RetryAfter.delay(value, now: now) {
            return .waitForRateLimit(delay)
        }
        let status = RateLimitStatus.parse(headers)
        if let status, status.isExhausted, let reset = status.resetEpochSeconds {
            return .waitForRateLimit(resetWait(reset, now: now) ?? .zero)
        }
        let text = String(decoding: body.prefix(4096), as: UTF8.self).lowercased()
        let saysRateLimit = text.contains("rate limit") || text.contains("rate_limit")
        guard code == 429 || saysRateLimit || status?.isExhausted == true else { return nil }
        return .waitForRateLimit(secondaryLimitWait)
    }
}
