import Clocks
import Foundation
import Networking
import Paging
import Testing
import TestSupport

/// A list's paginator and its follower keep one store of ETags: a poll asks with the tag the
/// paginator's page came with, nobody handing it over, and after a refresh with the tag the
/// refresh brought, not with a copy of its own that the refresh left behind.
@MainActor @Suite(.timeLimit(.minutes(1))) struct SharedETagTests {
    @Test func aPollAsksWithTheTagOfThePageTheLastRefreshRead() async {
        let list = GrowingList(count: 3)
        let recorder = ETagRecorder(wrapping: list)
        let source = GrowingSource(strategy: PageNumberStrategy(perPage: GrowingList.perPage))
        let paginator = Paginator(source: source, transport: recorder, clock: TestClock<Duration>())
        paginator.appeared(0..<10)
        await paginator.quiescent()
        #expect(!paginator.inFlight && paginator.item(at: 0) != nil)
        var seen = FollowedIDs()
        for id in ["3", "2", "1"] { _ = seen.insert(id) }
        var follower = Follower(source: source, transport: recorder, policy: FollowPolicy(), direction: .head,
                                seen: seen, last: ListItem(id: "3", cells: []), count: 3,
                                now: { Date(timeIntervalSince1970: 0) }, random: { 0.5 })
        _ = await follower.poll()
        #expect(list.lastConditions.last == "W/\"3-2-1\"")
        list.grow(1)
        paginator.refresh()
        await paginator.quiescent()
        #expect(!paginator.inFlight && paginator.item(at: 0)?.id == "4")
        _ = await follower.poll()
        #expect(list.lastConditions.last == "W/\"4-3-2-1\"", "the refresh's tag, not an older copy")
        #expect(list.statuses.last == 304)
    }
}
