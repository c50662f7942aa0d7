@testable import Paging
import Testing

/// The answer path as a value: each test is a sequence of answers put into a `PagingState`, the
/// whole snapshot asserted after each, synchronously (no paginator, clock or transport).
@Suite struct PagingStateTests {
    static let end = PageStep.endOfListReason

    static func state(perPage: Int) throws -> PagingState {
        let base = try APIBase("https://api.example.test")
        return PagingState(strategy: PageNumberStrategy(perPage: perPage), base: base)
    }

    static func page(_ ids: [String], total: Int? = nil) -> Page {
        Page(items: ids.map { ListItem(id: $0, cells: [$0]) }, total: total)
    }

    static func ids(_ range: Range<Int>) -> [String] { range.map { "r\($0)" } }

    /// Answers the next page at the end, asked with the key the state gives.
    static func answerTail(_ state: inout PagingState, _ ids: [String], total: Int? = nil) {
        guard let key = state.nextKey else { Issue.record("no next page to answer"); return }
        state.apply(page(ids, total: total), to: .tail, key: key, maxItems: 10_000)
    }

    /// A list of 100 items laid out in pages of 20 after its first page said the total.
    static func laidOut() throws -> PagingState {
        var state = try Self.state(perPage: 20)
        answerTail(&state, ids(0..<20), total: 100)
        return state
    }

    static func invariant(_ state: PagingState) -> [String] {
        layoutViolations(state.layout, total: state.total, ended: state.endReason == end, inFlight: false)
    }

    @Test func aTailListEndsAtItsEmptyPage() throws {
        var state = try Self.state(perPage: 3)
        Self.answerTail(&state, ["a", "b", "c"])
        #expect(StateSnapshot(taking: &state) == StateSnapshot(
            rows: ["a", "b", "c"], nextKey: .page(2, perPage: 3), loaded: 3, held: 3))
        Self.answerTail(&state, ["d", "e", "f"])
        Self.answerTail(&state, ["g", "h", "i"])
        #expect(StateSnapshot(taking: &state) == StateSnapshot(
            rows: ["a", "b", "c", "d", "e", "f", "g", "h", "i"], nextKey: .page(4, perPage: 3), loaded: 9, held: 9))
        Self.answerTail(&state, [])
        #expect(StateSnapshot(taking: &state) == StateSnapshot(
            rows: ["a", "b", "c", "d", "e", "f", "g", "h", "i"], nextKey: nil, endReason: Self.end, loaded: 9, held: 9))
        #expect(state.rowCount == 10)
    }

    @Test func itemsSeenAgainOnTheNextPageAreDroppedAndTold() throws {
        var state = try Self.state(perPage: 3)
        Self.answerTail(&state, ["a", "b", "c"])
        Self.answerTail(&state, ["c", "d", "e"])
        #expect(StateSnapshot(taking: &state) == StateSnapshot(
            rows: ["a", "b", "c", "d", "e"], nextKey: .page(3, perPage: 3), loaded: 5, held: 5,
            duplicates: 1, notice: .listMoved(duplicates: 1)))
    }

    @Test func threePagesRepeatingTheLastStopTheList() throws {
        var state = try Self.state(perPage: 3)
        Self.answerTail(&state, ["a", "b", "c"])
        for repeated in 1...2 {
            Self.answerTail(&state, ["a", "b", "c"])
            #expect(StateSnapshot(taking: &state) == StateSnapshot(
                rows: ["a", "b", "c"], nextKey: .page(2 + repeated, perPage: 3), loaded: 3, held: 3,
                duplicates: 3 * repeated, notice: .listMoved(duplicates: 3 * repeated)))
        }
        Self.answerTail(&state, ["a", "b", "c"])
        #expect(StateSnapshot(taking: &state) == StateSnapshot(
            rows: ["a", "b", "c"], nextKey: nil, endReason: RunawayGuard.reason(after: RunawayGuard.limit),
            loaded: 3, held: 3, duplicates: 9, notice: .listMoved(duplicates: 9)))
    }

    @Test func aLaidOutPageAnsweringShortTakesOutItsMissingRows() throws {
        var state = try Self.laidOut()
        let placeholders = Array(repeating: "·", count: 80)
        #expect(StateSnapshot(taking: &state) == StateSnapshot(
            rows: Self.ids(0..<20) + placeholders, nextKey: nil, endReason: Self.end, total: 100, loaded: 20, held: 20))
        state.viewport = 40..<60
        let short = Self.page(Self.ids(20..<30), total: 100)
        state.apply(short, to: .slot(1), key: .page(2, perPage: 20), maxItems: 10_000)
        // Rows 30…39 go: the screen moves up with the rows under it.
        #expect(StateSnapshot(taking: &state) == StateSnapshot(
            rows: Self.ids(0..<30) + placeholders.dropLast(20), nextKey: nil, endReason: Self.end, total: 100,
            loaded: 30, held: 30, changes: [.removed(at: 30, count: 10)], viewport: 30..<50))
        #expect(Self.invariant(state) == [])
    }

    @Test func aSmallerTotalDropsThePlaceholdersPastIt() throws {
        var state = try Self.laidOut()
        _ = StateSnapshot(taking: &state)
        let smaller = Self.page(Self.ids(20..<40), total: 50)
        state.apply(smaller, to: .slot(1), key: .page(2, perPage: 20), maxItems: 10_000)
        #expect(StateSnapshot(taking: &state) == StateSnapshot(
            rows: Self.ids(0..<40) + Array(repeating: "·", count: 10), nextKey: nil, endReason: Self.end, total: 50,
            loaded: 40, held: 40, changes: [.removed(at: 50, count: 50)]))
        #expect(Self.invariant(state) == [])
    }

    @Test func aSmallerTotalCuttingOnlyPlaceholdersEndsTheScreenWithTheList() throws {
        // The user jumped to rows 80…99, never loaded; page 2 says the list holds 50.
        var state = try Self.laidOut()
        state.viewport = 80..<100
        state.anchor = 80..<100
        _ = StateSnapshot(taking: &state)
        state.apply(Self.page(Self.ids(20..<40), total: 50), to: .slot(1), key: .page(2, perPage: 20), maxItems: 10_000)
        #expect(StateSnapshot(taking: &state) == StateSnapshot(
            rows: Self.ids(0..<40) + Array(repeating: "·", count: 10), nextKey: nil, endReason: Self.end, total: 50,
            loaded: 40, held: 40, changes: [.removed(at: 50, count: 50)], viewport: 31..<51))
        #expect(state.anchor == 31..<51)
    }

    @Test func anEmptyPageUnderTheTotalEndsTheLayoutAndTheEndIsFoundPageByPage() throws {
        var state = try Self.laidOut()
        _ = StateSnapshot(taking: &state)
        state.apply(Self.page([], total: 100), to: .slot(2), key: .page(3, perPage: 20), maxItems: 10_000)
        #expect(StateSnapshot(taking: &state) == StateSnapshot(
            rows: Self.ids(0..<20), nextKey: .page(2, perPage: 20), wrongTotal: 100, loaded: 20, held: 20,
            changes: [.removed(at: 20, count: 80)]))
        Self.answerTail(&state, Self.ids(20..<40), total: 100)
        Self.answerTail(&state, Self.ids(40..<45), total: 100)
        #expect(StateSnapshot(taking: &state) == StateSnapshot(
            rows: Self.ids(0..<45), nextKey: .page(4, perPage: 20), wrongTotal: 100, loaded: 45, held: 45))
        Self.answerTail(&state, [], total: 100)
        #expect(StateSnapshot(taking: &state) == StateSnapshot(
            rows: Self.ids(0..<45), nextKey: nil, endReason: Self.end, total: 45, wrongTotal: 100, loaded: 45, held: 45,
            notice: .wrongTotal(said: 100, endsAt: 45)))
    }

    @Test func pagesPastTheItemCapAreLetGoFarthestFromTheScreenFirst() throws {
        var state = try Self.laidOut()
        _ = StateSnapshot(taking: &state)
        state.viewport = 80..<100
        let last = Self.page(Self.ids(80..<100), total: 100)
        state.apply(last, to: .slot(4), key: .page(5, perPage: 20), maxItems: 20)
        #expect(StateSnapshot(taking: &state) == StateSnapshot(
            rows: Array(repeating: "·", count: 80) + Self.ids(80..<100), nextKey: nil, endReason: Self.end, total: 100,
            loaded: 40, held: 20, viewport: 80..<100))
    }

    @Test func aTotalThatFellAtTheEndIsADropMeasuredFromTheLastPage() throws {
        let base = try APIBase("https://api.example.test")
        var state = PagingState(strategy: NextURLStrategy(first: .url("https://api.example.test/items")), base: base)
        var first = Self.page(["a", "b", "c"], total: 10)
        first.nextURL = "/items?after=c"
        state.apply(first, to: .tail, key: .url("https://api.example.test/items"), maxItems: 10_000)
        #expect(StateSnapshot(taking: &state) == StateSnapshot(
            rows: ["a", "b", "c"], nextKey: .url("https://api.example.test/items?after=c"), total: 10,
            loaded: 3, held: 3))
        let fell = Self.page(["d", "e"], total: 7)
        #expect(state.totalDrop(fell, target: .tail, sentAfter: 0) == 3)
        #expect(state.missingRowsNotice(3, page: fell, target: .tail)
            == .rowsMayBeMissing(count: 3, after: "c", before: "d"))
        #expect(state.totalDrop(Self.page(["d"], total: 10), target: .tail, sentAfter: 0) == nil)
    }

    @Test func startingOverKeepsTheScreensHeightAndTheIDsWrittenBefore() throws {
        var state = try Self.laidOut()
        state.writtenBefore = ["x"]
        state.skippedWrittenBefore = 2
        state.viewport = 40..<60
        state.startOver()
        #expect(StateSnapshot(taking: &state) == StateSnapshot(
            rows: [], nextKey: .page(1, perPage: 20), loaded: 0, held: 0, viewport: 0..<20))
        #expect(state.anchor == 0..<20)
        #expect(state.heldIDs.isEmpty && state.plan.servedSize == nil && state.usedKeys.isEmpty)
        #expect(state.writtenBefore == ["x"] && state.skippedWrittenBefore == 2)
    }

    @Test func followedItemsAtTheHeadMoveTheScreenAndAtTheTailFollowTheLast() throws {
        var state = try Self.state(perPage: 3)
        Self.answerTail(&state, ["a", "b", "c"])
        _ = StateSnapshot(taking: &state)
        state.viewport = 1..<3
        state.followed.head = Self.page(["y", "x"]).items
        let placedHead = state.placeFollowed()
        #expect(placedHead)
        #expect(StateSnapshot(taking: &state) == StateSnapshot(
            rows: ["y", "x", "a", "b", "c"], nextKey: .page(2, perPage: 3), loaded: 5, held: 5,
            changes: [.inserted(at: 0, count: 2)], viewport: 3..<5))
        #expect(state.headSinceTotal == 2)
        state.followed.tail = Self.page(["c", "d"]).items
        let placedTail = state.placeFollowed()
        #expect(placedTail)
        #expect(StateSnapshot(taking: &state) == StateSnapshot(
            rows: ["y", "x", "a", "b", "c", "d"], nextKey: .page(2, perPage: 3), loaded: 6, held: 6,
            changes: [.inserted(at: 5, count: 1)], viewport: 3..<5))
        #expect(state.lastItem?.id == "d")
        let placedNothing = state.placeFollowed()
        #expect(!placedNothing, "nothing waits")
    }
}
