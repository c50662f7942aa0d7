import Foundation
import Networking

/// How often a followed list is asked for what is new: the server's pace, the rate budget, and
/// backoff after failures.
///
/// A value; any thread. Pure: the time and the random unit come in as arguments.
///
/// The default interval is 60 s: GitHub's `X-Poll-Interval` for its event lists is 60 s, and an
/// unauthenticated GitHub or Qiita budget is 60 requests an hour, so one a minute is the most a
/// follow could ever spend of it. When the server names its own pace (`X-Poll-Interval`,
/// `max-age`) and the user named none, that pace is the interval; a `--follow-interval` is kept,
/// but never faster than the server's. The budget stretches either further.
public struct FollowPolicy: Sendable, Equatable {
    /// The interval when the server names none.
    public var interval: Duration = .seconds(60)
    /// Whether the user chose `interval` (`--follow-interval`): kept even where the server
    /// names a shorter one. The default gives way to the server's interval.
    public var intervalGiven = false
    /// The share of a rate limit kept for everything else the user does (a fifth).
    public var reserve = 0.2
    /// The longest wait between polls after repeated failures.
    public var maxBackoff: Duration = .seconds(900)
    /// Fast retries after a failure, as the pager does; then the interval, doubled per failure.
    public var retry = RetryPolicy()

    /// The defaults.
    public init() {}

    /// The defaults with `interval` between polls.
    public init(interval: Duration) {
        self.interval = interval
        intervalGiven = true
    }

    /// The decision after `answer`; `failures` counts the failed polls just before this one.
    public func decide(_ answer: FollowAnswer, failures: Int, now: Date, unit: Double) -> FollowDecision {
        switch answer {
        case .answered(_, let headers):
            let server = serverInterval(headers)
            let pace = !intervalGiven && server > .zero ? server : max(interval, server)
            return .poll(after: max(pace, budgetInterval(headers, now: now)))
        case .failed(let error, let headers):
            if case .http(.cancelled) = error { return .stop(error.description) }
            switch retry.decide(error, headers: headers, attempt: failures, now: now, unit: unit) {
            case .retry(let delay): return .poll(after: delay)
            case .waitForRateLimit(let delay):
                // The interval, doubled for each failure before (a `Retry-After: 0` for ever must
                // not hold the pace), or the server's wait when longer.
                let doubled = min(interval * Double(1 << min(failures, 16)), maxBackoff)
                return .poll(after: max(delay, doubled))
            case .fail:
                guard Self.heals(error) else { return .stop(error.description) }
                // The quick retries are spent: carry on, slower each time, until the server is back.
                let doubling = Double(1 << min(max(failures - retry.maxRetries, 0), 16))
                return .poll(after: min(max(interval * doubling, serverInterval(headers ?? [:])), maxBackoff))
            }
        }
    }

    /// The conditional request headers for a poll whose last answer carried `etag`.
    public static func conditionalHeaders(etag: String?) -> [(String, String)] {
        guard let etag, !etag.isEmpty, etag.utf8.count <= 256 else { return [] }
        return [("If-None-Match", etag)]
    }

    /// The pace the server asks for: `X-Poll-Interval`, else `Cache-Control: max-age`; zero when silent.
    public func serverInterval(_ headers: HTTPHeaders) -> Duration {
        if let value = headers["X-Poll-Interval"], let seconds = Self.seconds(value) {
            return .seconds(min(seconds, 86_400))
        }
        return .seconds(Self.maxAge(headers["Cache-Control"]) ?? 0)
    }

    /// The interval that spends the budget left above the reserve evenly until the reset; zero
    /// when the server names no budget, the reset wait when only the reserve is left.
    public func budgetInterval(_ headers: HTTPHeaders, now: Date) -> Duration {
        guard let status = RateLimitStatus.parse(headers), let reset = status.resetEpochSeconds,
              let untilReset = retry.resetWait(reset, now: now)
        else { return .zero }
        let spendable = status.remaining - Int((Double(status.limit) * reserve).rounded(.up))
        guard spendable > 0 else { return untilReset }
        return untilReset / spendable
    }

    /// Failures that a later poll may not repeat: transient transport trouble and garbled pages.
    static func heals(_ error: PagingError) -> Bool {
        switch error {
        case .http(let http): return http.isTransient
        case .decoding, .notJSON, .rateLimited: return true
        case .offHost, .badBase: return false
        }
    }

    /// `max-age=N` in a Cache-Control value (capped at a day), nil when absent.
    static func maxAge(_ value: String?) -> Int64? {
        guard let value else { return nil }
        for part in value.split(separator: ",") {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if pair.count == 2, pair[0].lowercased() == "max-age",
               let seconds = Self.seconds(pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))) {
                return min(seconds, 86_400)
            }
        }
        return nil
    }

    /// A non-negative whole number of seconds of at most 9 digits, surrounding spaces allowed.
    static func seconds(_ text: String) -> Int64? {
        let digits = text.trimmingCharacters(in: .whitespaces)
        guard !digits.isEmpty, digits.utf8.count <= 9, digits.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
        return Int64(digits)
    }
}
