import Foundation
import Networking
import Testing

@Suite("Rate-limit and Retry-After headers")
struct RateLimitTests {
    @Test("GitHub x-ratelimit-* as recorded in 2026")
    func github() {
        let headers: HTTPHeaders = ["x-ratelimit-limit": "60", "x-ratelimit-remaining": "59", "x-ratelimit-used": "1",
                                    "x-ratelimit-reset": "1776706713", "x-ratelimit-resource": "core"]
        #expect(RateLimitStatus.parse(headers) == RateLimitStatus(limit: 60, remaining: 59, used: 1,
                                                                  resetEpochSeconds: 1_776_706_713, resource: "core"))
    }

    @Test("Qiita Rate-Limit / Rate-Remaining / Rate-Reset, any case")
    func qiita() {
        let headers: HTTPHeaders = ["Rate-Limit": "60", "rate-remaining": "0", "RATE-RESET": "1700000000"]
        let status = RateLimitStatus.parse(headers)
        #expect(status == RateLimitStatus(limit: 60, remaining: 0, resetEpochSeconds: 1_700_000_000))
        #expect(status?.isExhausted == true)
    }

    @Test("absent, negative, non-numeric or inconsistent budgets are ignored", arguments: [
        HTTPHeaders(), ["x-ratelimit-limit": "60"], ["x-ratelimit-limit": "-1", "x-ratelimit-remaining": "0"],
        ["x-ratelimit-limit": "sixty", "x-ratelimit-remaining": "1"], ["rate-limit": "10", "rate-remaining": "11"],
        ["x-ratelimit-limit": "99999999999999999999", "x-ratelimit-remaining": "1"],
    ] as [HTTPHeaders])
    func malformed(headers: HTTPHeaders) {
        #expect(RateLimitStatus.parse(headers) == nil)
    }

    @Test("a malformed reset keeps the budget but drops the time")
    func badReset() {
        let status = RateLimitStatus.parse(["x-ratelimit-limit": "60", "x-ratelimit-remaining": "3", "x-ratelimit-reset": "soon"])
        #expect(status == RateLimitStatus(limit: 60, remaining: 3))
    }

    @Test("Retry-After in seconds")
    func seconds() {
        #expect(RetryAfter.delay("120", now: Date()) == .seconds(120))
        #expect(RetryAfter.delay(" 0 ", now: Date()) == .zero)
        #expect(RetryAfter.delay("-5", now: Date()) == nil)
        #expect(RetryAfter.delay("1.5", now: Date()) == nil)
    }

    @Test("Retry-After as an HTTP date, in all three formats; a past date waits zero")
    func dates() {
        let now = Date(timeIntervalSince1970: 784_111_777 - 30)  // 30 s before Sun, 06 Nov 1994 08:49:37 GMT
        #expect(RetryAfter.delay("Sun, 06 Nov 1994 08:49:37 GMT", now: now) == .seconds(30))
        #expect(RetryAfter.delay("Sunday, 06-Nov-94 08:49:37 GMT", now: now) == .seconds(30))
        #expect(RetryAfter.delay("Sun Nov  6 08:49:37 1994", now: now) == .seconds(30))
        #expect(RetryAfter.delay("Sun, 06 Nov 1994 08:49:37 GMT", now: now.addingTimeInterval(3600)) == .zero)
        #expect(RetryAfter.delay("tomorrow", now: now) == nil)
    }

    @Test("a date with non-ASCII bytes is not a date (DateFormatter used to trap on it)", arguments: [
        "Sunday, 06-Nov-94 08:49:37\u{738}\u{FFFD}\u{FFFD}",  // FuzzRateLimit's crash, decoded
        "Sun, 06 Nov 1994 08:49:37 GMT\u{202E}",
        String(repeating: "Sun, 06 Nov 1994 08:49:37 GMT ", count: 10),
    ])
    func nonASCIIDates(value: String) {
        #expect(RetryAfter.delay(value, now: Date()) == nil)
    }

    @Test("a huge Retry-After is capped at a week")
    func capped() {
        #expect(RetryAfter.delay("999999999999", now: Date()) == .seconds(7 * 86_400))
    }
}
