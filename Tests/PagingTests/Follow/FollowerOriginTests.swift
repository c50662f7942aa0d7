import Foundation
import Networking
import Paging
import Testing
import TestSupport

/// A followed list's `next` links are the server's word, untrusted: one to another host must
/// not take the source's headers and token there.
@Suite struct FollowerOriginTests {
    @Test func aNextLinkToAnotherHostIsRefusedAndEndsFollowing() async {
        // The list had "1"; the poll finds a whole page of new items and a next link elsewhere.
        let server = StubTransport { request in
            let body = #"{"items":[{"id":"3","at":"t3"},{"id":"2","at":"t2"}],"cursor":null,"next":"http://evil.test/steal?key=secret"}"#
            return HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Array(body.utf8))
        }
        var seen = FollowedIDs()
        seen.insert("1")
        var follower = Follower(source: FeedSource(strategy: NextURLStrategy(first: .url("https://feed.test/feed"))),
                                transport: server, policy: FollowPolicy(), direction: .head, seen: seen, last: nil,
                                count: 1, now: { Date(timeIntervalSince1970: 0) }, random: { 0.5 })
        let (items, decision) = await follower.poll()
        #expect(items.map(\.id) == ["2", "3"])
        #expect(server.requests.map(\.url) == ["https://feed.test/feed"])
        guard case .stop(let why) = decision else {
            Issue.record("following went on after a next link to another host: \(decision)")
            return
        }
        #expect(why.hasPrefix("refused a next link to another host: http://evil.test/steal"))
        #expect(!why.contains("secret"))
    }
}
