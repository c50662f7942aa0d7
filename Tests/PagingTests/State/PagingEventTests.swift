import Foundation
import Networking
@testable import Paging
import Testing

/// The view's reports, the load choice and the failure decisions as a value: each step sends an
/// event to a `PagingState` and asserts the whole snapshot and the exact effects, synchronously
/// (no paginator, clock or transport). Pages are answered by the answer path (`PagingStateTests`).
@Suite struct PagingEventTests {
    static let wall = Date(timeIntervalSince1970: 0)

    static func key(_ number: Int) -> PageKey { .page(number, perPage: 20) }

    /// A list of `items` laid out in pages of 20 once its first page said the total, loading
    /// `parallel` pages at once.
    static func laidOut(items: Int = 100, parallel: Int,
                        configure: (inout PagingConfiguration) -> Void = { _ in }) throws -> PagingState {
        var configuration = PagingConfiguration()
        configuration.parallel = parallel
        configure(&configuration)
        let base = try APIBase("https://api.example.test")
        var state = PagingState(strategy: PageNumberStrategy(perPage: 20), base: base, configuration: configuration)
        PagingStateTests.answerTail(&state, PagingStateTests.ids(0..<20), total: items)
        _ = StateSnapshot(taking: &state)
        return state
    }

    /// Page `number`'s rows answered in its place.
    static func answer(_ state: inout PagingState, page number: Int) {
        let rows = (number - 1) * 20..<number * 20
        let page = PagingStateTests.page(PagingStateTests.ids(rows), total: state.total)
        state.apply(page, to: .slot(number - 1), key: key(number), maxItems: 10_000)
    }

    /// The list with `held` pages in memory (placeholders elsewhere), `loaded` items loaded once.
    static func list(items: Int = 100, held: [Int], loaded: Int? = nil, viewport: Range<Int>) -> StateSnapshot {
        let rows = (0..<items).map { held.contains($0 / 20 + 1) ? "r\($0)" : "·" }
        return StateSnapshot(rows: rows, nextKey: nil, endReason: PageStep.endOfListReason, total: items,
                             loaded: loaded ?? held.count * 20, held: held.count * 20, viewport: viewport)
    }

    /// Page `number`'s request failed with `status` at `now`.
    static func failed(_ number: Int, status: Int, retryAfter: String? = nil, sentAfterWaits: Int = 0,
                       at now: Duration) -> PagingEvent {
        .failed(key: key(number), error: error(status), headers: retryAfter.map { ["Retry-After": $0] },
                sentAfterWaits: sentAfterWaits, repeatable: true, now: now, wall: wall, unit: 0.5)
    }

    static func error(_ status: Int) -> PagingError { .http(.status(status, body: [])) }

    static let loading = PageLoad(isTail: false)

    @Test func aScreenAtTheTopOfALaidOutListLoadsItsPagesThenAheadUpToTheWidth() throws {
        var state = try Self.laidOut(parallel: 3)
        #expect(state.handle(.appeared(0..<60, at: .zero), gate: nil)
            == [.start(Self.key(2), isTail: false), .start(Self.key(3), isTail: false),
                .start(Self.key(4), isTail: false), .changed])
        #expect(EventSnapshot(taking: &state) == EventSnapshot(
            list: Self.list(held: [1], viewport: 0..<60),
            loads: [Self.key(2): Self.loading, Self.key(3): Self.loading, Self.key(4): Self.loading],
            anchor: 0..<60, wanted: 0..<120))
        // One answered: the next page ahead takes its place.
        Self.answer(&state, page: 2)
        #expect(state.handle(.loadEnded(Self.key(2), at: .seconds(1)), gate: nil)
            == [.changed, .start(Self.key(5), isTail: false), .changed])
        #expect(EventSnapshot(taking: &state) == EventSnapshot(
            list: Self.list(held: [1, 2], viewport: 0..<60),
            loads: [Self.key(3): Self.loading, Self.key(4): Self.loading, Self.key(5): Self.loading],
            anchor: 0..<60, wanted: 0..<120))
    }

    @Test func rowsShownWithoutAMoveLoadOnlyThemselvesAndAHintLoadsLikeTheScreen() throws {
        var state = try Self.laidOut(parallel: 3)
        #expect(state.handle(.appeared(0..<20, at: .zero), gate: nil) == [.start(Self.key(2), isTail: false), .changed])
        // A filter cleared shows rows 60…79: their page loads, nothing ahead of it (the user did not move).
        #expect(state.handle(.shown(60..<80, at: .seconds(1)), gate: nil) == [.start(Self.key(4), isTail: false), .changed])
        #expect(EventSnapshot(taking: &state) == EventSnapshot(
            list: Self.list(held: [1], viewport: 60..<80),
            loads: [Self.key(2): Self.loading, Self.key(4): Self.loading], anchor: 0..<20, wanted: 0..<80))
        // A jump the caller is about to make: its rows load as if on screen.
        #expect(state.handle(.prefetch(80..<100, at: .seconds(2)), gate: nil)
            == [.start(Self.key(5), isTail: false), .changed])
        #expect(EventSnapshot(taking: &state) == EventSnapshot(
            list: Self.list(held: [1], viewport: 60..<80),
            loads: [Self.key(2): Self.loading, Self.key(4): Self.loading, Self.key(5): Self.loading],
            anchor: 0..<20, wanted: 0..<80))
    }

    @Test func movingUpLooksAboveTheScreenBeforeBelowIt() throws {
        var state = try Self.laidOut(items: 200, parallel: 3)
        Self.answer(&state, page: 9)
        Self.answer(&state, page: 10)
        // The last screen, all loaded: nothing to load, nothing past the end.
        #expect(state.handle(.appeared(180..<200, at: .zero), gate: nil) == [])
        #expect(EventSnapshot(taking: &state) == EventSnapshot(
            list: Self.list(items: 200, held: [1, 9, 10], viewport: 180..<200),
            anchor: 180..<200, wanted: 160..<220))
        // A jump up 80 rows in a second: the screen, then the screen above, then ahead below.
        #expect(state.handle(.appeared(100..<120, at: .seconds(1)), gate: nil)
            == [.start(Self.key(6), isTail: false), .start(Self.key(5), isTail: false),
                .start(Self.key(7), isTail: false), .changed])
        #expect(EventSnapshot(taking: &state) == EventSnapshot(
            list: Self.list(items: 200, held: [1, 9, 10], viewport: 100..<120),
            loads: [Self.key(6): Self.loading, Self.key(5): Self.loading, Self.key(7): Self.loading],
            anchor: 100..<120, movingUp: true, rowsPerSecond: 80, wanted: 80..<220))
    }

    @Test func pagesThatLeftTheScreenOverKeepItemsAreDroppedButNotTheWantedOnes() throws {
        var state = try Self.laidOut(items: 200, parallel: 1) { $0.keepItems = 20 }
        for number in 2...5 { Self.answer(&state, page: number) }
        #expect(state.handle(.appeared(80..<100, at: .zero), gate: nil)
            == [.start(Self.key(6), isTail: false), .changed])
        #expect(EventSnapshot(taking: &state) == EventSnapshot(
            list: Self.list(items: 200, held: [1, 2, 3, 4, 5], viewport: 80..<100),
            loads: [Self.key(6): Self.loading], anchor: 80..<100, wanted: 60..<120))
        // Told only: nothing is dropped until the next report.
        #expect(state.handle(.disappeared(0..<80), gate: nil) == [])
        #expect(EventSnapshot(taking: &state) == EventSnapshot(
            list: Self.list(items: 200, held: [1, 2, 3, 4, 5], viewport: 80..<100),
            loads: [Self.key(6): Self.loading], anchor: 80..<100, wanted: 60..<120,
            departed: [Self.key(1), Self.key(2), Self.key(3), Self.key(4)]))
        // Ten rows down in a second: pages 1 to 3 go, farthest first; page 4 is within reach above.
        #expect(state.handle(.appeared(90..<110, at: .seconds(1)), gate: nil) == [.changed])
        #expect(EventSnapshot(taking: &state) == EventSnapshot(
            list: Self.list(items: 200, held: [4, 5], loaded: 100, viewport: 90..<110),
            loads: [Self.key(6): Self.loading], anchor: 90..<110, rowsPerSecond: 10, wanted: 70..<140,
            departed: [Self.key(4)]))
    }

    @Test func aRateLimitWithRetryAfterHoldsTheGateAndLoadsOneAtATimeUntilItOpens() throws {
        var state = try Self.laidOut(parallel: 3)
        _ = state.handle(.appeared(0..<60, at: .zero), gate: nil)
        #expect(state.handle(Self.failed(2, status: 429, retryAfter: "30", at: .seconds(1)), gate: nil)
            == [.holdGate(until: .seconds(31))])
        #expect(EventSnapshot(taking: &state) == EventSnapshot(
            list: Self.list(held: [1], viewport: 0..<60),
            loads: [Self.key(2): Self.loading, Self.key(3): Self.loading, Self.key(4): Self.loading],
            anchor: 0..<60, wanted: 0..<120, lastError: LoadError(Self.error(429)),
            rateLimitWaits: 1, rateLimitStreak: 1))
        // Page 3 answers while the gate is shut: one load at a time, and one is in flight already.
        Self.answer(&state, page: 3)
        #expect(state.handle(.loadEnded(Self.key(3), at: .seconds(2)), gate: .seconds(31)) == [.changed])
        #expect(EventSnapshot(taking: &state) == EventSnapshot(
            list: Self.list(held: [1, 3], viewport: 0..<60),
            loads: [Self.key(2): Self.loading, Self.key(4): Self.loading],
            anchor: 0..<60, wanted: 0..<120, lastError: LoadError(Self.error(429)),
            rateLimitWaits: 1, rateLimitStreak: 1))
        // The gate opens: the width is back.
        #expect(state.handle(.loadsMayStart(at: .seconds(31)), gate: nil)
            == [.start(Self.key(5), isTail: false), .changed])
        #expect(EventSnapshot(taking: &state) == EventSnapshot(
            list: Self.list(held: [1, 3], viewport: 0..<60),
            loads: [Self.key(2): Self.loading, Self.key(4): Self.loading, Self.key(5): Self.loading],
            anchor: 0..<60, wanted: 0..<120, lastError: LoadError(Self.error(429)),
            rateLimitWaits: 1, rateLimitStreak: 1))
    }

    @Test func aServiceUnavailableIsRetriedAfterDoublingBackoffsUntilAnInstantThenFails() throws {
        var state = try Self.laidOut(parallel: 1)
        #expect(state.handle(.appeared(0..<20, at: .zero), gate: nil) == [.start(Self.key(2), isTail: false), .changed])
        // Backoffs of 1, 2 and 4 s (no jitter at 0.5), each until an instant on the clock.
        for (retry, (at, wake)) in [(1, 2), (2, 4), (4, 8)].enumerated() {
            let attempt = retry + 1
            #expect(state.handle(Self.failed(2, status: 503, at: .seconds(at)), gate: nil)
                == [.changed, .sleep(Self.key(2), until: .seconds(wake))])
            #expect(EventSnapshot(taking: &state) == EventSnapshot(
                list: Self.list(held: [1], viewport: 0..<20),
                loads: [Self.key(2): PageLoad(isTail: false, wait: .backoff, wakeAt: .seconds(wake), retries: attempt)],
                anchor: 0..<20, wanted: 0..<40,
                lastError: LoadError(Self.error(503), retry: .init(attempt: attempt, seconds: wake - at))))
        }
        #expect(state.handle(Self.failed(2, status: 503, at: .seconds(8)), gate: nil)
            == [.fail(Self.key(2), Self.error(503)), .changed])
        #expect(EventSnapshot(taking: &state) == EventSnapshot(
            list: Self.list(held: [1], viewport: 0..<20), anchor: 0..<20, wanted: 0..<40,
            failure: Self.error(503), lastError: LoadError(Self.error(503))))
        // Loading stays stopped until a retry.
        #expect(state.handle(.loadsMayStart(at: .seconds(9)), gate: nil) == [])
    }

    @Test func pipeModeGivesUpAfterMaxRetriesRateLimitsInARow() throws {
        var state = try Self.laidOut(parallel: 1) { $0.giveUpOnRateLimits = true }
        _ = state.handle(.appeared(0..<20, at: .zero), gate: nil)
        // "Retry-After: 0" each time: the least wait doubles, 1, 2, 4 s.
        for (waits, (at, until)) in [(1, 2), (2, 4), (4, 8)].enumerated() {
            #expect(state.handle(Self.failed(2, status: 429, retryAfter: "0", sentAfterWaits: waits, at: .seconds(at)),
                                 gate: nil) == [.holdGate(until: .seconds(until))])
            #expect(EventSnapshot(taking: &state) == EventSnapshot(
                list: Self.list(held: [1], viewport: 0..<20), loads: [Self.key(2): Self.loading],
                anchor: 0..<20, wanted: 0..<40, lastError: LoadError(Self.error(429)),
                rateLimitWaits: waits + 1, rateLimitStreak: waits + 1))
        }
        #expect(state.handle(Self.failed(2, status: 429, retryAfter: "0", sentAfterWaits: 3, at: .seconds(8)), gate: nil)
            == [.fail(Self.key(2), .rateLimited(times: 4)), .changed])
        #expect(EventSnapshot(taking: &state) == EventSnapshot(
            list: Self.list(held: [1], viewport: 0..<20), anchor: 0..<20, wanted: 0..<40,
            failure: .rateLimited(times: 4), lastError: LoadError(.rateLimited(times: 4)),
            rateLimitWaits: 4, rateLimitStreak: 4))
    }

    @Test func aRateLimitToARequestSentBeforeTheWaitBeganWaitsForThatGate() throws {
        var state = try Self.laidOut(parallel: 2)
        #expect(state.handle(.appeared(0..<40, at: .zero), gate: nil)
            == [.start(Self.key(2), isTail: false), .start(Self.key(3), isTail: false), .changed])
        let both = [Self.key(2): Self.loading, Self.key(3): Self.loading]
        #expect(state.handle(Self.failed(2, status: 429, retryAfter: "10", at: .seconds(1)), gate: nil)
            == [.holdGate(until: .seconds(11))])
        _ = EventSnapshot(taking: &state)
        // Page 3 was sent beside page 2, before its wait began: the same limit.
        #expect(state.handle(Self.failed(3, status: 429, retryAfter: "10", at: .milliseconds(1_500)),
                             gate: .seconds(11)) == [])
        #expect(EventSnapshot(taking: &state) == EventSnapshot(
            list: Self.list(held: [1], viewport: 0..<40), loads: both, anchor: 0..<40, wanted: 0..<80,
            lastError: LoadError(Self.error(429)), rateLimitWaits: 1, rateLimitStreak: 1))
        // Sent again after the wait, limited again: a new wait, at least 2 s.
        #expect(state.handle(Self.failed(3, status: 429, retryAfter: "10", sentAfterWaits: 1, at: .seconds(11)),
                             gate: nil) == [.holdGate(until: .seconds(21))])
        #expect(EventSnapshot(taking: &state) == EventSnapshot(
            list: Self.list(held: [1], viewport: 0..<40), loads: both, anchor: 0..<40, wanted: 0..<80,
            lastError: LoadError(Self.error(429)), rateLimitWaits: 2, rateLimitStreak: 2))
    }

    /// Rows following brought wait for the loads in flight, and are put in place as the last one
    /// ends: before the loads that ending lets start, or they would wait for those too.
    @Test func rowsFollowingBroughtArePlacedAsTheLastLoadEndsBeforeTheNextStarts() throws {
        var state = try Self.laidOut(parallel: 1)
        #expect(state.handle(.appeared(40..<60, at: .zero), gate: nil) == [.start(Self.key(3), isTail: false), .changed])
        state.followed.head = [ListItem(id: "n1", cells: ["n1"])]
        let page = PagingStateTests.page(PagingStateTests.ids(40..<60), total: 100)
        let effects = state.handle(.answered(Self.key(3), page: page, headers: nil, sentAfter: 0, took: .seconds(1),
                                             at: .seconds(1), wall: Self.wall), gate: nil)
        #expect(effects.contains(.start(Self.key(2), isTail: false)) || effects.contains(.start(Self.key(4), isTail: false)),
                "a page near the screen loads next: \(effects)")
        #expect(StateSnapshot(taking: &state).rows.first == "n1")
        #expect(state.followed.head.isEmpty)
    }

    /// A list read in order stays read in order when it starts over: nothing is prefetched.
    @Test func aListReadInOrderStartsOverReadInOrder() throws {
        var state = try Self.laidOut(parallel: 3)
        #expect(state.handle(.wanted(row: 0, at: .zero), gate: nil) == [])
        state.startOver()
        #expect(state.readingInOrder)
        #expect(state.reach().below.isEmpty)
    }

    /// A poll's rows go in place at once with no load in flight; with one, they wait for it, and
    /// go in when it ends, however it ends (a cancel too).
    @Test func rowsFollowingBroughtWaitForTheLoadsInFlightHoweverTheyEnd() throws {
        var state = try Self.laidOut(parallel: 1)
        let item = { (id: String) in ListItem(id: id, cells: [id]) }
        #expect(state.handle(.followed([item("n1")], at: .head), gate: nil) == [.changed])
        #expect(StateSnapshot(taking: &state).rows.prefix(2) == ["n1", "r0"])
        // Row 41 is page 3's first now, one row having come in above.
        #expect(state.handle(.appeared(41..<61, at: .zero), gate: nil) == [.start(Self.key(3), isTail: false), .changed])
        #expect(state.handle(.followed([item("n2"), item("n3")], at: .head), gate: nil) == [])
        #expect(state.followed.head.map(\.id) == ["n3", "n2"])
        _ = state.handle(.cancel, gate: nil)
        #expect(state.loads.isEmpty && state.followed.head.isEmpty)
        #expect(StateSnapshot(taking: &state).rows.prefix(4) == ["n3", "n2", "n1", "r0"])
    }
}
