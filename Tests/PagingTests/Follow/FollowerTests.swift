import Foundation
import Networking
import Paging
import Testing

/// Following a list that grows: each new item once, in arrival order, conditionally.
@Suite struct FollowerTests {
    func follower(_ list: GrowingList, _ direction: FollowDirection, read ids: [Int]) -> Follower {
        var seen = FollowedIDs()
        for id in ids { seen.insert("\(id)") }
        let strategy: any PageStrategy = direction == .head
            ? PageNumberStrategy(perPage: GrowingList.perPage) : SinceIDStrategy()
        let last = (direction == .tail ? ids.last : ids.first).map { ListItem(id: "\($0)", cells: []) }
        return Follower(source: GrowingSource(strategy: strategy), transport: list, policy: FollowPolicy(),
                        direction: direction, seen: seen, last: last, count: ids.count,
                        now: { Date(timeIntervalSince1970: 0) }, random: { 0.5 })
    }

    @Test func aHeadThatGrewByMoreThanAPageIsReadOnUntilAKnownIDWithoutDuplicates() async {
        let list = GrowingList(count: 12)
        var follower = follower(list, .head, read: Array((1...12).reversed()))
        var (items, _) = await follower.poll()
        #expect(items.isEmpty)
        list.grow(13)  // 13..25: more than two pages of five
        (items, _) = await follower.poll()
        #expect(items.map(\.id) == (13...25).map { "\($0)" })
        list.grow(2)
        (items, _) = await follower.poll()
        #expect(items.map(\.id) == ["26", "27"])
    }

    /// Reading on is capped a poll (a head that is always new must not be read forever): when the
    /// cap is reached before a known id, the poll says items may be missing instead of losing
    /// them silently; a poll that reached a known id says nothing.
    @Test func aHeadGrownPastTheReadOnCapSaysSo() async {
        let list = GrowingList(count: 12)
        var follower = follower(list, .head, read: Array((1...12).reversed()))
        follower.maxPagesPerPoll = 2
        list.grow(13)  // 13..25: three pages of five, one more than the cap
        var (items, _) = await follower.poll()
        #expect(items.map(\.id) == (16...25).map { "\($0)" })
        #expect(follower.gap == "more than 2 pages were new since the last poll: older new items may be missing")
        list.grow(1)
        (items, _) = await follower.poll()
        #expect(items.map(\.id) == ["26"])
        #expect(follower.gap == nil)
    }

    @Test func aTailIsAskedPastItsLastItem() async {
        let list = GrowingList(count: 7)
        var follower = follower(list, .tail, read: Array(1...7))
        var (items, _) = await follower.poll()
        #expect(items.isEmpty)
        list.grow(8)  // 8..15: a full page and more
        (items, _) = await follower.poll()
        #expect(items.map(\.id) == (8...15).map { "\($0)" })
        #expect(list.lastURLs.suffix(2) == ["https://growing.test/list?since=12", "https://growing.test/list?since=15"])
    }

    @Test func anUnchangedListIsAskedConditionallyAndA304IsNoFailure() async {
        let list = GrowingList(count: 3)
        var follower = follower(list, .head, read: [3, 2, 1])
        _ = await follower.poll()
        let (items, decision) = await follower.poll()
        #expect(items.isEmpty)
        #expect(decision == .poll(after: .seconds(60)))
        #expect(list.statuses == [200, 304])
        #expect(list.lastConditions == [nil, list.lastTags.first ?? "missing"])
        list.grow(1)
        #expect(await follower.poll().items.map(\.id) == ["4"])
    }

    @Test func followingCarriesOnAfterDroppedConnectionsAndServerErrors() async {
        let list = GrowingList(count: 3, script: [nil, HTTPResponse(status: 503), HTTPResponse(status: 502),
                                                  HTTPResponse(status: 500)])
        var follower = follower(list, .head, read: [3, 2, 1])
        var delays: [FollowDecision] = []
        for _ in 0..<4 { delays.append(await follower.poll().decision) }
        #expect(delays == [.poll(after: .seconds(1)), .poll(after: .seconds(2)), .poll(after: .seconds(4)),
                           .poll(after: .seconds(60))])
        list.grow(2)
        let (items, decision) = await follower.poll()
        #expect(items.map(\.id) == ["4", "5"])
        #expect(decision == .poll(after: .seconds(60)))
    }
}
