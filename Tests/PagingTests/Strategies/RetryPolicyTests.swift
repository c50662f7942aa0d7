import Foundation
import Networking
import Paging
import Testing

@Suite struct RetryPolicyTests {
    let policy = RetryPolicy()
    let now = Date(timeIntervalSince1970: 1_776_706_000)

    @Test func transientFailuresBackOffOneTwoFourThenGiveUp() {
        let error = PagingError.http(.status(503, body: []))
        let decisions = (0..<4).map { policy.decide(error, headers: nil, attempt: $0, now: now, unit: 0.5) }
        #expect(decisions == [.retry(after: .seconds(1)), .retry(after: .seconds(2)), .retry(after: .seconds(4)), .fail])
        #expect(policy.decide(.http(.status(408, body: [])), headers: nil, attempt: 0, now: now, unit: 0.5)
            == .retry(after: .seconds(1)))
        #expect(policy.decide(.http(.transport(code: 7, message: "refused")), headers: nil, attempt: 0, now: now,
                              unit: 0.5) == .retry(after: .seconds(1)))
    }

    @Test func jitterStaysWithinTwentyPercent() {
        var random = SeededRandom(seed: 42)
        for attempt in 0..<3 {
            let delay = policy.backoff(attempt: attempt, unit: Double.random(in: 0..<1, using: &random))
            let nominal = Duration.seconds(1 << attempt)
            #expect(delay >= nominal * 0.8 && delay <= nominal * 1.2)
        }
        #expect(policy.backoff(attempt: 0, unit: 0) == .milliseconds(800))
    }

    @Test func otherClientErrorsAndDecodingFailuresDoNotRetry() {
        #expect(policy.decide(.http(.status(404, body: [])), headers: nil, attempt: 0, now: now, unit: 0.5) == .fail)
        #expect(policy.decide(.http(.status(403, body: Array(#"{"message":"Forbidden"}"#.utf8))),
                              headers: ["x-ratelimit-limit": "60", "x-ratelimit-remaining": "10"], attempt: 0,
                              now: now, unit: 0.5) == .fail)
        #expect(policy.decide(.decoding("bad"), headers: nil, attempt: 0, now: now, unit: 0.5) == .fail)
        #expect(policy.decide(.http(.cancelled), headers: nil, attempt: 0, now: now, unit: 0.5) == .fail)
    }

    @Test func rateLimitsWaitForRetryAfterThenTheResetThenAMinute() {
        #expect(policy.decide(.http(.status(429, body: [])), headers: ["Retry-After": "30"], attempt: 0, now: now,
                              unit: 0.5) == .waitForRateLimit(.seconds(30)))
        let exhausted: HTTPHeaders = ["x-ratelimit-limit": "60", "x-ratelimit-remaining": "0",
                                      "x-ratelimit-reset": "1776706090"]
        #expect(policy.decide(.http(.status(403, body: [])), headers: exhausted, attempt: 5, now: now, unit: 0.5)
            == .waitForRateLimit(.seconds(90)))
        let qiita: HTTPHeaders = ["Rate-Limit": "60", "Rate-Remaining": "0", "Rate-Reset": "1776706010"]
        #expect(policy.decide(.http(.status(429, body: [])), headers: qiita, attempt: 0, now: now, unit: 0.5)
            == .waitForRateLimit(.seconds(10)))
        let secondary = Array(#"{"message":"You have exceeded a secondary rate limit."}"#.utf8)
        #expect(policy.decide(.http(.status(403, body: secondary)), headers: [:], attempt: 0, now: now, unit: 0.5)
            == .waitForRateLimit(.seconds(60)))
        #expect(policy.decide(.http(.status(429, body: [])), headers: nil, attempt: 0, now: now, unit: 0.5)
            == .waitForRateLimit(.seconds(60)))
    }
}
