import Foundation
import Networking
import Paging
import Testing

/// Following goes at the pace the server names when the user names none, and a server that
/// keeps answering 429 is asked less and less often, whatever its `Retry-After` says.
@Suite struct FollowPaceTests {
    let now = Date(timeIntervalSince1970: 1_776_706_000)
    var reset: String { String(Int(now.timeIntervalSince1970) + 3600) }

    func after(_ headers: HTTPHeaders, _ policy: FollowPolicy = FollowPolicy()) -> FollowDecision {
        policy.decide(.answered(status: 200, headers: headers), failures: 0, now: now, unit: 0.5)
    }

    @Test func withoutAnOptionTheServersIntervalIsThePace() {
        #expect(after(["X-Poll-Interval": "1"]) == .poll(after: .seconds(1)))
        #expect(after(["Cache-Control": "max-age=1"]) == .poll(after: .seconds(1)))
        #expect(after(["X-Poll-Interval": "90"]) == .poll(after: .seconds(90)))
        // A server naming zero names no pace: the default applies.
        #expect(after(["X-Poll-Interval": "0"]) == .poll(after: .seconds(60)))
        // Slower as the budget falls: 60 an hour, 30 left, a fifth kept: 18 polls until the reset.
        let budget: HTTPHeaders = ["X-Poll-Interval": "1", "x-ratelimit-limit": "60", "x-ratelimit-remaining": "30",
                                   "x-ratelimit-reset": reset]
        #expect(after(budget) == .poll(after: .seconds(3600) / 18))
    }

    @Test func aGivenIntervalIsKeptAndTheServersIsNeverUndercut() {
        #expect(after(["X-Poll-Interval": "1"], FollowPolicy(interval: .seconds(30))) == .poll(after: .seconds(30)))
        #expect(after(["X-Poll-Interval": "90"], FollowPolicy(interval: .seconds(30))) == .poll(after: .seconds(90)))
    }

    @Test(arguments: ["0", "Wed, 21 Oct 2015 07:28:00 GMT"])
    func repeated429sBackOff(retryAfter: String) {
        let policy = FollowPolicy()
        let waits = (0..<6).map { failures in
            policy.decide(.failed(.http(.status(429, body: [])), headers: ["Retry-After": retryAfter]),
                          failures: failures, now: now, unit: 0.5)
        }
        #expect(waits == [60, 120, 240, 480, 900, 900].map { .poll(after: .seconds($0)) })
    }
}
