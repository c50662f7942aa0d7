import Foundation
import Networking
import Paging
import Testing

/// The pace of a followed list: the server's interval, the budget, backoff that carries on.
@Suite struct FollowPolicyTests {
    let policy = FollowPolicy()
    let now = Date(timeIntervalSince1970: 1_776_706_000)
    var reset: String { String(Int(now.timeIntervalSince1970) + 3600) }

    func after(_ headers: HTTPHeaders, status: Int = 200, _ policy: FollowPolicy? = nil) -> FollowDecision {
        (policy ?? self.policy).decide(.answered(status: status, headers: headers), failures: 0, now: now, unit: 0.5)
    }

    @Test func theIntervalComesFromEachHeaderAndNeverUndercutsTheServer() {
        let table: [(HTTPHeaders, Int, Duration)] = [
            ([:], 200, .seconds(60)),
            // A 304 paces like a 200.
            ([:], 304, .seconds(60)),
            (["X-Poll-Interval": "90"], 304, .seconds(90)),
            (["Cache-Control": "private, max-age=300"], 200, .seconds(300)),
            // X-Poll-Interval is the server's word for polling; it wins over max-age.
            (["X-Poll-Interval": "120", "Cache-Control": "max-age=30"], 200, .seconds(120)),
            // Without --follow-interval, the server's interval is the pace, shorter or not.
            (["X-Poll-Interval": "10"], 200, .seconds(10)),
            (["X-Poll-Interval": "soon"], 200, .seconds(60)),
            (["Cache-Control": "max-age=99999999"], 200, .seconds(86_400)),
        ]
        for (headers, status, expected) in table {
            #expect(after(headers, status: status) == .poll(after: expected), "\(headers)")
        }
        // --follow-interval 5 is still held to the server's 60.
        #expect(after(["X-Poll-Interval": "60"], FollowPolicy(interval: .seconds(5))) == .poll(after: .seconds(60)))
        #expect(after([:], FollowPolicy(interval: .seconds(5))) == .poll(after: .seconds(5)))
    }

    @Test func aFallingBudgetSlowsThePolls() {
        func budget(_ limit: Int, _ remaining: Int) -> HTTPHeaders {
            ["x-ratelimit-limit": "\(limit)", "x-ratelimit-remaining": "\(remaining)", "x-ratelimit-reset": reset]
        }
        let table: [(HTTPHeaders, Duration)] = [
            // A token's 5,000 an hour: the default interval is well inside it.
            (budget(5000, 4999), .seconds(60)),
            // No token, 60 an hour: 47 polls spread over the hour leave a fifth (12) for the user.
            (budget(60, 59), .seconds(3600) / 47),
            (budget(60, 30), .seconds(3600) / 18),
            // Only the reserve left: wait for the reset.
            (budget(60, 12), .seconds(3600)),
            (budget(60, 0), .seconds(3600)),
            // Qiita's dialect.
            (["Rate-Limit": "60", "Rate-Remaining": "40", "Rate-Reset": reset], .seconds(3600) / 28),
        ]
        for (headers, expected) in table {
            #expect(after(headers) == .poll(after: expected), "\(headers)")
        }
    }

    @Test func failuresBackOffAsThePagerDoesThenCarryOn() {
        let dropped = PagingError.http(.transport(code: 56, message: "connection reset"))
        let server = PagingError.http(.status(503, body: []))
        let table: [(PagingError, HTTPHeaders?, Int, FollowDecision)] = [
            (dropped, nil, 0, .poll(after: .seconds(1))),
            (dropped, nil, 1, .poll(after: .seconds(2))),
            (server, nil, 2, .poll(after: .seconds(4))),
            // The pager would give up here; following carries on at the interval, doubling.
            (server, nil, 3, .poll(after: .seconds(60))),
            (server, nil, 4, .poll(after: .seconds(120))),
            (server, nil, 9, .poll(after: .seconds(900))),
            (.decoding("garbled"), nil, 3, .poll(after: .seconds(60))),
            // 429 with Retry-After: the server's wait, never shorter than the interval.
            (.http(.status(429, body: [])), ["Retry-After": "120"], 0, .poll(after: .seconds(120))),
            (.http(.status(429, body: [])), ["Retry-After": "5"], 0, .poll(after: .seconds(60))),
            (.http(.status(403, body: [])), ["x-ratelimit-limit": "60", "x-ratelimit-remaining": "0",
                                             "x-ratelimit-reset": reset], 0, .poll(after: .seconds(3600))),
            // What asking again cannot mend stops following with its message.
            (.http(.status(404, body: [])), nil, 0, .stop("HTTP 404")),
            (.http(.status(401, body: [])), nil, 5, .stop("HTTP 401")),
            (.http(.cancelled), nil, 0, .stop("cancelled")),
        ]
        for (error, headers, failures, expected) in table {
            #expect(policy.decide(.failed(error, headers: headers), failures: failures, now: now, unit: 0.5) == expected,
                    "\(error) after \(failures)")
        }
    }

    @Test func onlyASaneETagIsSentBack() {
        #expect(FollowPolicy.conditionalHeaders(etag: "W/\"abc\"").map { "\($0.0): \($0.1)" } == ["If-None-Match: W/\"abc\""])
        #expect(FollowPolicy.conditionalHeaders(etag: nil).isEmpty)
        #expect(FollowPolicy.conditionalHeaders(etag: "").isEmpty)
        #expect(FollowPolicy.conditionalHeaders(etag: String(repeating: "x", count: 300)).isEmpty)
    }

    /// docs/following.md's costs: requests an hour for a list that does not change, at the defaults.
    @Test func requestsAnHourAtTheDefaults() {
        func hourly(limit: Int) -> Int {
            var elapsed = Duration.zero, requests = 0, remaining = limit
            while elapsed < .seconds(3600) {
                requests += 1
                remaining -= 1
                let left = Int(3600 - elapsed.components.seconds)
                let headers: HTTPHeaders = ["x-ratelimit-limit": "\(limit)", "x-ratelimit-remaining": "\(remaining)",
                                            "x-ratelimit-reset": String(Int(now.timeIntervalSince1970) + left)]
                guard case .poll(let delay) = after(headers) else { return -1 }
                elapsed += delay
            }
            return requests
        }
        #expect(hourly(limit: 5000) == 60)
        #expect(hourly(limit: 60) == 47)
    }
}
