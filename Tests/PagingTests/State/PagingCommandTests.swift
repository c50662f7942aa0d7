import Foundation
import Networking
@testable import Paging
import Testing

/// The commands, the rate gate's countdown and an answer's decisions as a value: each step sends an
/// event to a `PagingState` and asserts the whole snapshot and the exact effects, synchronously
/// (no paginator, clock or transport), as `PagingEventTests` does for the view's reports.
@Suite struct PagingCommandTests {
    typealias Events = PagingEventTests

    static func key(_ number: Int) -> PageKey { Events.key(number) }

    /// Page `number`'s rows, saying `total`.
    static func page(_ number: Int, total: Int) -> Page {
        PagingStateTests.page(PagingStateTests.ids((number - 1) * 20..<number * 20), total: total)
    }

    /// Page `number` answered with `total` at `now`, half a second after it was sent (the latency
    /// guessed, so the measured one reads the same).
    static func answered(_ number: Int, total: Int = 100, headers: HTTPHeaders? = nil, sentAfter: Int = 0,
                         at now: Duration) -> PagingEvent {
        .answered(key(number), page: page(number, total: total), headers: headers, sentAfter: sentAfter,
                  took: .milliseconds(500), at: now, wall: Events.wall)
    }

    /// Headers saying the budget of 60 is spent until `reset` (epoch seconds; the wall reads 0).
    static func spent(reset: Int) -> HTTPHeaders {
        ["X-RateLimit-Limit": "60", "X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "\(reset)"]
    }

    static let loading = PageLoad(isTail: false)
    static let limited = LoadError(Events.error(429))

    @Test func aRefreshWhileHeldKeepsTheRowsAndAsksOnlyTheFirstPage() throws {
        var state = try Events.laidOut(parallel: 3)
        _ = state.handle(.appeared(0..<60, at: .zero), gate: nil)
        #expect(state.handle(Events.failed(2, status: 429, retryAfter: "30", at: .seconds(1)), gate: nil)
            == [.holdGate(until: .seconds(31))])
        _ = EventSnapshot(taking: &state)
        let held = [Self.key(2): Self.loading, Self.key(3): Self.loading, Self.key(4): Self.loading]
        // `r` while held: the rows and the loads waiting stay; only the first page is asked.
        #expect(state.handle(.refresh(at: .seconds(2)), gate: .seconds(31)) == [.askFirstPage(Self.key(1))])
        #expect(EventSnapshot(taking: &state) == EventSnapshot(
            list: Events.list(held: [1], viewport: 0..<60), loads: held, anchor: 0..<60, wanted: 0..<120,
            lastError: Self.limited, rateLimitWaits: 1, rateLimitStreak: 1, refreshAsking: true))
        // A second `r` meanwhile asks nothing more.
        #expect(state.handle(.refresh(at: .seconds(3)), gate: .seconds(31)) == [])
        // It answers: the list starts over from it, the gate opens, the screen loads again.
        let first = PagingStateTests.page(PagingStateTests.ids(0..<20), total: 100)
        #expect(state.handle(.refreshAnswered(.success(first), headers: nil, at: .seconds(4), wall: Events.wall),
                             gate: .seconds(31))
            == [.cancelLoads, .openGate, .changed, .start(Self.key(2), isTail: false),
                .start(Self.key(3), isTail: false), .start(Self.key(4), isTail: false), .changed])
        var list = Events.list(held: [1], viewport: 0..<60)
        list.changes = [.replaced]
        #expect(EventSnapshot(taking: &state) == EventSnapshot(
            list: list, loads: held, anchor: 0..<60, anchorOpen: true, wanted: 0..<120, rateLimitWaits: 1))
    }

    @Test func aRefreshRefusedWhileHeldKeepsAllAndSaysWhy() throws {
        var state = try Events.laidOut(parallel: 1)
        _ = state.handle(.appeared(0..<20, at: .zero), gate: nil)
        _ = state.handle(Events.failed(2, status: 429, retryAfter: "30", at: .seconds(1)), gate: nil)
        _ = state.handle(.refresh(at: .seconds(2)), gate: .seconds(31))
        _ = EventSnapshot(taking: &state)
        #expect(state.handle(.refreshAnswered(.failure(Events.error(429)), headers: ["Retry-After": "30"],
                                              at: .seconds(3), wall: Events.wall), gate: .seconds(31)) == [.changed])
        var list = Events.list(held: [1], viewport: 0..<20)
        list.notice = .refreshRefused(reason: "still rate limited")
        #expect(EventSnapshot(taking: &state) == EventSnapshot(
            list: list, loads: [Self.key(2): Self.loading], anchor: 0..<20, wanted: 0..<40,
            lastError: Self.limited, rateLimitWaits: 1, rateLimitStreak: 1))
        // With nothing held, `r` drops everything and loads from the first page.
        #expect(state.handle(.refresh(at: .seconds(40)), gate: nil)
            == [.cancelLoads, .openGate, .changed, .start(Self.key(1), isTail: true), .changed])
    }

    @Test func aRetryDuringABackoffAsksAgainNowButNotDuringARateLimitWait() throws {
        var state = try Events.laidOut(parallel: 1)
        _ = state.handle(.appeared(0..<20, at: .zero), gate: nil)
        // Nothing failed, nothing waits: a retry does nothing.
        #expect(state.handle(.retry(at: .milliseconds(500)), gate: nil) == [])
        #expect(state.handle(Events.failed(2, status: 503, at: .seconds(1)), gate: nil)
            == [.changed, .sleep(Self.key(2), until: .seconds(2))])
        let retrying = LoadError(Events.error(503), retry: .init(attempt: 1, seconds: 1))
        _ = EventSnapshot(taking: &state)
        // Half-way through the backoff: the sleeping load is let go and a fresh one starts now.
        #expect(state.handle(.retry(at: .milliseconds(1_500)), gate: nil)
            == [.cancelLoads, .changed, .start(Self.key(2), isTail: false), .changed])
        #expect(EventSnapshot(taking: &state) == EventSnapshot(
            list: Events.list(held: [1], viewport: 0..<20), loads: [Self.key(2): Self.loading],
            anchor: 0..<20, wanted: 0..<40, lastError: retrying))
        // At the rate gate the server said when: a retry would only spend the budget.
        _ = state.handle(Events.failed(2, status: 429, retryAfter: "30", at: .seconds(2)), gate: nil)
        _ = state.handle(.gateCheck(Self.key(2), at: .seconds(2)), gate: .seconds(32))
        _ = EventSnapshot(taking: &state)
        #expect(state.handle(.retry(at: .seconds(3)), gate: .seconds(32)) == [])
        #expect(EventSnapshot(taking: &state) == EventSnapshot(
            list: Events.list(held: [1], viewport: 0..<20),
            loads: [Self.key(2): PageLoad(isTail: false, wait: .rateLimit, wakeAt: .seconds(3))],
            anchor: 0..<20, wanted: 0..<40, lastError: Self.limited, rateLimitWaits: 1, rateLimitStreak: 1,
            countdown: 30))
    }

    @Test func aCancelStopsEveryLoadAndMarksTheListCancelledUntilARetry() throws {
        var state = try Events.laidOut(parallel: 2)
        _ = state.handle(.appeared(0..<40, at: .zero), gate: nil)
        _ = EventSnapshot(taking: &state)
        #expect(state.handle(.cancel, gate: nil) == [.cancelLoads, .changed])
        let cancelled = PagingError.http(.cancelled)
        #expect(EventSnapshot(taking: &state) == EventSnapshot(
            list: Events.list(held: [1], viewport: 0..<40), anchor: 0..<40, wanted: 0..<80, failure: cancelled))
        // Loading stays stopped; a second cancel has nothing to stop.
        #expect(state.handle(.appeared(0..<40, at: .seconds(1)), gate: nil) == [])
        #expect(state.handle(.cancel, gate: nil) == [])
        // A retry starts the screen again.
        #expect(state.handle(.retry(at: .seconds(2)), gate: nil)
            == [.cancelLoads, .changed, .start(Self.key(2), isTail: false), .start(Self.key(3), isTail: false),
                .changed])
        #expect(EventSnapshot(taking: &state) == EventSnapshot(
            list: Events.list(held: [1], viewport: 0..<40),
            loads: [Self.key(2): Self.loading, Self.key(3): Self.loading], anchor: 0..<40, wanted: 0..<80))
    }

    @Test func theCountdownTicksThreeTwoOneThenTheGateOpensAndTheHeldLoadsStart() throws {
        var state = try Events.laidOut(parallel: 3)
        _ = state.handle(.appeared(0..<60, at: .zero), gate: nil)
        #expect(state.handle(Events.failed(2, status: 429, retryAfter: "3", at: .seconds(1)), gate: nil)
            == [.holdGate(until: .seconds(4))])
        // Pages 3 and 4 answer while the gate is shut: one load at a time, page 2 already waits.
        for number in [3, 4] {
            #expect(state.handle(Self.answered(number, at: .seconds(1)), gate: .seconds(4)) == [.changed])
        }
        _ = EventSnapshot(taking: &state)
        let list = Events.list(held: [1, 3, 4], viewport: 0..<60)
        // Each second the number shown, asleep until it changes.
        for (at, shown) in [(1, 3), (2, 2), (3, 1)] {
            #expect(state.handle(.gateCheck(Self.key(2), at: .seconds(at)), gate: .seconds(4))
                == [.changed, .sleep(Self.key(2), until: .seconds(at + 1))])
            #expect(EventSnapshot(taking: &state) == EventSnapshot(
                list: list, loads: [Self.key(2): PageLoad(isTail: false, wait: .rateLimit, wakeAt: .seconds(at + 1))],
                anchor: 0..<60, wanted: 0..<120, rateLimitWaits: 1, countdown: shown))
        }
        // The reset: the gate opens, and page 5, held back, starts beside page 2.
        #expect(state.handle(.gateCheck(Self.key(2), at: .seconds(4)), gate: .seconds(4))
            == [.openGate, .changed, .start(Self.key(5), isTail: false), .changed])
        #expect(EventSnapshot(taking: &state) == EventSnapshot(
            list: list, loads: [Self.key(2): Self.loading, Self.key(5): Self.loading],
            anchor: 0..<60, wanted: 0..<120, rateLimitWaits: 1))
        // A load that never waited finds the gate open and goes on.
        #expect(state.handle(.gateCheck(Self.key(5), at: .seconds(4)), gate: nil) == [])
    }

    @Test func aLoadWokenFromItsBackoffGoesOnUnlessTheSharedGateIsShut() throws {
        var state = try Events.laidOut(parallel: 1)
        _ = state.handle(.appeared(0..<20, at: .zero), gate: nil)
        _ = state.handle(Events.failed(2, status: 503, at: .seconds(1)), gate: nil)
        let backoff = { (attempt: Int) in LoadError(Events.error(503), retry: .init(attempt: attempt, seconds: attempt)) }
        // Woken at its instant, the gate open: on its way again.
        #expect(state.handle(.gateCheck(Self.key(2), at: .seconds(2)), gate: nil) == [])
        #expect(EventSnapshot(taking: &state) == EventSnapshot(
            list: Events.list(held: [1], viewport: 0..<20), loads: [Self.key(2): PageLoad(isTail: false, retries: 1)],
            anchor: 0..<20, wanted: 0..<40, lastError: backoff(1)))
        // Failed again, woken at 4 s while another list of the origin holds the gate until 10 s: it waits there.
        _ = state.handle(Events.failed(2, status: 503, at: .seconds(2)), gate: nil)
        #expect(state.handle(.gateCheck(Self.key(2), at: .seconds(4)), gate: .seconds(10))
            == [.changed, .sleep(Self.key(2), until: .seconds(5))])
        #expect(EventSnapshot(taking: &state) == EventSnapshot(
            list: Events.list(held: [1], viewport: 0..<20),
            loads: [Self.key(2): PageLoad(isTail: false, wait: .rateLimit, wakeAt: .seconds(5), retries: 2)],
            anchor: 0..<20, wanted: 0..<40, lastError: backoff(2), countdown: 6))
    }

    @Test func aSpentBudgetWithAResetHoldsTheGateUntilIt() throws {
        var state = try Events.laidOut(parallel: 3)
        _ = state.handle(.appeared(0..<60, at: .zero), gate: nil)
        // Page 2 answers with the budget spent until 100 s past the epoch (the wall reads 0).
        #expect(state.handle(Self.answered(2, headers: Self.spent(reset: 100), at: .seconds(1)), gate: nil)
            == [.holdGate(until: .seconds(101)), .changed])
        let spent = RateLimitStatus(limit: 60, remaining: 0, resetEpochSeconds: 100)
        #expect(EventSnapshot(taking: &state) == EventSnapshot(
            list: Events.list(held: [1, 2], viewport: 0..<60),
            loads: [Self.key(3): Self.loading, Self.key(4): Self.loading],
            anchor: 0..<60, wanted: 0..<120, rate: spent))
        // A detail's answer saying an earlier reset does not shorten the hold.
        #expect(state.handle(.headers(Self.spent(reset: 50), at: .seconds(2), wall: Events.wall), gate: .seconds(101))
            == [.holdGate(until: .seconds(101))])
        // A budget with some left holds nothing.
        let left: HTTPHeaders = ["X-RateLimit-Limit": "60", "X-RateLimit-Remaining": "30", "X-RateLimit-Reset": "100"]
        #expect(state.handle(.headers(left, at: .seconds(3), wall: Events.wall), gate: nil) == [])
        #expect(state.rate == RateLimitStatus(limit: 60, remaining: 30, resetEpochSeconds: 100))
    }

    @Test func aPageWhoseTotalDroppedIsAskedAgainAtMostTwice() throws {
        var state = try Events.laidOut(parallel: 2)
        _ = state.handle(.appeared(0..<40, at: .zero), gate: nil)
        // Page 2 answers while page 3 is on its way, saying 100; page 4 starts.
        #expect(state.handle(Self.answered(2, at: .seconds(1)), gate: nil)
            == [.changed, .start(Self.key(4), isTail: false), .changed])
        _ = EventSnapshot(taking: &state)
        // Page 3 says less each time: asked again twice, then taken as it is.
        for (asked, total) in [(1, 95), (2, 93)] {
            #expect(state.handle(Self.answered(3, total: total, at: .seconds(1 + asked)), gate: nil)
                == [.askAgain(Self.key(3))])
            #expect(EventSnapshot(taking: &state) == EventSnapshot(
                list: Events.list(held: [1, 2], viewport: 0..<40),
                loads: [Self.key(3): PageLoad(isTail: false, askedAgain: asked, lastDrop: 100 - total),
                        Self.key(4): Self.loading],
                anchor: 0..<40, wanted: 0..<80))
        }
        #expect(state.handle(Self.answered(3, total: 91, at: .seconds(4)), gate: nil) == [.changed])
        var list = Events.list(items: 91, held: [1, 2, 3], viewport: 0..<40)
        list.notice = .rowsMayBeMissing(count: 9, after: "r39", before: "r40")
        // The smaller total drops the placeholders past it.
        list.changes = [.removed(at: 91, count: 9)]
        #expect(EventSnapshot(taking: &state) == EventSnapshot(
            list: list, loads: [Self.key(4): Self.loading], anchor: 0..<40, wanted: 0..<80))
    }

    @Test func theSameDropTwiceIsTakenAsItIs() throws {
        var state = try Events.laidOut(parallel: 2)
        _ = state.handle(.appeared(0..<40, at: .zero), gate: nil)
        _ = state.handle(Self.answered(2, at: .seconds(1)), gate: nil)
        #expect(state.handle(Self.answered(3, total: 95, at: .seconds(2)), gate: nil) == [.askAgain(Self.key(3))])
        // Asked again, the list still says 95: it stands still since, and asking once more changes nothing.
        #expect(state.handle(Self.answered(3, total: 95, at: .seconds(3)), gate: nil) == [.changed])
        var list = Events.list(items: 95, held: [1, 2, 3], viewport: 0..<40)
        list.notice = .rowsMayBeMissing(count: 5, after: "r39", before: "r40")
        list.changes = [.removed(at: 95, count: 5)]
        #expect(EventSnapshot(taking: &state) == EventSnapshot(
            list: list, loads: [Self.key(4): Self.loading], anchor: 0..<40, wanted: 0..<80))
    }
}
