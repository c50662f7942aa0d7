import Clocks
import Networking
import Paging
import Synchronization
import Testing
import TestSupport

/// Layout operations that move or take out rows the list had tell it through `takeListChanges()`,
/// in the order they happened; rows only added after the last move nothing and are not told.
/// Pages load one at a time (the default), so the order of the answers is the order asked.
@MainActor @Suite struct PaginatorListChangeTests {
    /// `items()` items `r0`… by page number, 20 a page; page `short` answers its first 10 only.
    /// Every answer says the total `said`, or the items there are.
    static func transport(short: Int? = nil, items: @escaping @Sendable () -> Int = { 100 }, said: Int? = nil) -> StubTransport {
        StubTransport { request in
            let page = Int(Fixtures.query("page", in: request.url) ?? "1") ?? 1
            let count = items()
            let start = (page - 1) * 20
            let end = min(count, start + (page == short ? 10 : 20))
            let ids = start < end ? (start..<end).map { "\"r\($0)\"" } : []
            return HTTPResponse(status: 200, body: Array("{\"items\":[\(ids.joined(separator: ","))],\"total\":\(said ?? count)}".utf8))
        }
    }

    static func paginator(_ transport: StubTransport) -> Paginator {
        Paginator(source: CappedSource(shape: .page, asked: 20), transport: transport, clock: TestClock<Duration>(),
                  configuration: .oneAtATime)
    }

    @Test func aPageNumberPageAnsweringShortTellsItsMissingRowsRemoved() async {
        let paginator = Self.paginator(Self.transport(short: 4))
        paginator.appeared(0..<20)
        await paginator.settled()
        #expect(paginator.takeListChanges() == [], "placeholders laid out after the first page move no row")
        paginator.appeared(60..<80)
        await paginator.settled()
        // Page 4 (rows 60…79) holds 10 items: rows 70…79 go, and r80… move up to row 70.
        #expect(paginator.takeListChanges() == [.removed(at: 70, count: 10)])
        #expect(describe(paginator)[68...71] == ["r68", "r69", "r80", "r81"])
        #expect(paginator.rowCount == 91)
    }

    @Test func theScreenThePaginatorKeepsMovesUpWithItsItems() async {
        let paginator = Self.paginator(Self.transport(short: 4))
        paginator.appeared(0..<20)
        await paginator.settled()
        paginator.appeared(80..<100)
        #expect(paginator.lookahead.lowerBound == 100)
        await paginator.settled()
        // Page 4, a screen above, answers short: the screen's items (r80…r99) are now rows 70…89,
        // and the rows ahead of it start at 90, not 100.
        #expect(paginator.takeListChanges() == [.removed(at: 70, count: 10)])
        #expect(paginator.lookahead.lowerBound == 90)
    }

    @Test func aTotalThatShrankTellsThePagesPastItRemovedAfterTheShortPage() async {
        let items = Mutex(100)
        let paginator = Self.paginator(Self.transport(items: { items.withLock { $0 } }))
        paginator.appeared(0..<20)
        await paginator.settled()
        _ = paginator.takeListChanges()
        items.withLock { $0 = 70 }
        paginator.appeared(60..<80)
        await paginator.settled()
        // Page 4 answers r60…r69 and a total of 70: its last 10 rows go, then page 5 (now rows 70…89).
        #expect(paginator.takeListChanges() == [.removed(at: 70, count: 10), .removed(at: 70, count: 20)])
        #expect(describe(paginator) == (0..<70).map { "r\($0)" } + ["end: end of list"])
    }

    @Test func aWrongTotalTellsThePlaceholdersItCutRemoved() async {
        // 30 items said to be 100: page 2 answers short (10 items), pages 3 to 5 are empty.
        let paginator = Self.paginator(Self.transport(items: { 30 }, said: 100))
        paginator.appeared(0..<20)
        await paginator.settled()
        // Read ahead: page 2's last 10 rows go; then page 3 (rows 30…49) is empty, and the layout
        // ends after page 2: rows 30…89 go.
        #expect(paginator.takeListChanges() == [.removed(at: 30, count: 10), .removed(at: 30, count: 60)])
        #expect(describe(paginator) == (0..<30).map { "r\($0)" } + ["end: end of list"])
    }

    @Test func aListStoppedForAddingNothingTellsItsPlaceholdersRemoved() async {
        // Every page number answers page 1 (25 items of 137): pages 2 to 4 add nothing, then the list stops.
        let transport = StubTransport { request in
            var first = request
            first.url = "https://capped.test/list?page=1&per_page=25"
            return CappedSource.respond(first, count: 137, cap: 25, withTotal: true)
        }
        let paginator = Paginator(source: CappedSource(shape: .page, asked: 25), transport: transport, clock: TestClock<Duration>())
        paginator.appeared(0..<300)
        await paginator.settled()
        // Each of pages 2 to 4 shows none of its 25 rows; then pages 5 and 6 (37 rows), never loaded, go.
        #expect(paginator.takeListChanges() == Array(repeating: .removed(at: 25, count: 25), count: 3) + [.removed(at: 25, count: 37)])
        #expect(paginator.rowCount == 26 && paginator.exhausted)
    }
}
