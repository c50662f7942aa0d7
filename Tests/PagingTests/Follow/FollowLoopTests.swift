import Clocks
import Foundation
import Networking
import Paging
import Testing

/// The one follow loop both modes run: what it hands over, what it says and when it ends, as an
/// event sequence on a clock that never waits.
@Suite struct FollowLoopTests {
    func follower(_ list: GrowingList) -> Follower {
        var seen = FollowedIDs()
        for id in [3, 2, 1] { seen.insert("\(id)") }
        return Follower(source: GrowingSource(strategy: PageNumberStrategy(perPage: GrowingList.perPage)),
                        transport: list, policy: FollowPolicy(), direction: .head, seen: seen,
                        last: ListItem(id: "3", cells: []), count: 3,
                        now: { Date(timeIntervalSince1970: 0) }, random: { 0.5 })
    }

    @Test func aFailedPollIsSaidWithItsWaitAndAFailureThatCannotHealEndsIt() async {
        let list = GrowingList(count: 3, script: [nil, nil, HTTPResponse(status: 404)])
        var follower = follower(list)
        let clock = ImmediateClock()
        var delivered: [[String]] = []
        var events: [FollowLoop.Event] = []
        let end = await FollowLoop.run(&follower, clock: clock, deliver: { items in
            delivered.append(items.map(\.id))
            return true
        }, report: { events.append($0) })
        let reset = PagingError.http(.transport(code: 56, message: "connection reset"))
        #expect(events == [.failed(reset, again: .seconds(1)), .failed(reset, again: .seconds(2))])
        #expect(delivered == [[], [], []])
        guard case .stopped = end else { Issue.record("ended \(end)"); return }
        #expect(clock.now == ImmediateClock.Instant(offset: .seconds(3)))
    }

    @Test func newItemsAreHandedOverOldestFirstAndEnoughEndsTheLoop() async {
        let list = GrowingList(count: 3)
        var follower = follower(list)
        var delivered: [[String]] = []
        var events: [FollowLoop.Event] = []
        let end = await FollowLoop.run(&follower, clock: ImmediateClock(), deliver: { items in
            delivered.append(items.map(\.id))
            if delivered.count == 1 { list.grow(2) }
            return delivered.count < 2
        }, report: { events.append($0) })
        #expect(delivered == [[], ["4", "5"]])
        #expect(events == [.answered(again: .seconds(60))])
        #expect(end == .delivered)
    }

    @Test func aGapIsSaidBeforeItsItemsAreHandedOver() async {
        let list = GrowingList(count: 3)
        var follower = follower(list)
        follower.maxPagesPerPoll = 1
        list.grow(7)  // 4..10: two pages of five, one more than the cap
        var log: [String] = []
        let end = await FollowLoop.run(&follower, clock: ImmediateClock(), deliver: { items in
            log.append("items \(items.map(\.id).joined(separator: ","))")
            return false
        }, report: { event in
            if case .gap = event { log.append("gap") }
        })
        #expect(log == ["gap", "items 6,7,8,9,10"])
        #expect(end == .delivered)
    }

    @Test func wholeSecondsRoundUp() {
        #expect(FollowLoop.seconds(.seconds(2)) == 2)
        #expect(FollowLoop.seconds(.milliseconds(2001)) == 3)
        #expect(FollowLoop.seconds(.zero) == 0)
    }
}
