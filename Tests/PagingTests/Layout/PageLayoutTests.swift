import Paging
import Testing

/// `PageLayout` alone: what each change does to the pages, their keys and the rows, and how far
/// it says the rows moved.
@Suite struct PageLayoutTests {
    static func items(_ range: Range<Int>) -> [ListItem] { range.map { ListItem(id: "r\($0)", cells: []) } }

    /// A list of `total` items in pages of 20 with its first page loaded.
    static func laidOut(_ strategy: any PageStrategy, total: Int) -> PageLayout {
        var layout = PageLayout()
        layout.append(key: strategy.first, items: items(0..<20), sent: 20)
        layout.layOut(size: 20, strategy: strategy, through: total)
        return layout
    }

    static func keys(_ layout: PageLayout) -> [PageKey] { layout.slots.map(\.key) }

    @Test func aShortPageMidListLeavesTheRestOfItsSpanToAPlaceholderAskedFromWhereItStopped() {
        var layout = Self.laidOut(OffsetStrategy(limit: 20), total: 100)
        let shift = layout.place(Self.items(20..<30), sent: 10, at: 1)
        #expect(Self.keys(layout) == [.offset(0, limit: 20), .offset(20, limit: 20), .offset(30, limit: 10),
                                      .offset(40, limit: 20), .offset(60, limit: 20), .offset(80, limit: 20)])
        #expect(layout.itemStarts == [0, 20, 30, 40, 60, 80, 100])
        #expect(layout.rows == 100)
        #expect(shift == .none)
    }

    @Test func aShortPageNumberKeepsItsSpanAndTheRowsAfterItMoveUp() {
        var layout = Self.laidOut(PageNumberStrategy(perPage: 20), total: 100)
        let shift = layout.place(Self.items(20..<30), sent: 10, at: 1)
        #expect(Self.keys(layout) == (1...5).map { .page($0, perPage: 20) })
        #expect(layout.itemStarts == [0, 20, 40, 60, 80, 100])
        #expect(layout.rows == 90)
        // Page 2's first ten rows hold its items; rows 30…39 go, and every row after moves up.
        #expect(shift == RowShift(at: 30, by: -10))
    }

    @Test func aGrownTotalContinuesTheShortLastPageThatWasLoaded() {
        var layout = Self.laidOut(OffsetStrategy(limit: 20), total: 185)
        layout.place(Self.items(180..<185), sent: 5, at: 9)
        let (shift, dropped) = layout.replan(through: 210)
        #expect(Self.keys(layout).suffix(3) == [.offset(180, limit: 20), .offset(185, limit: 15), .offset(200, limit: 20)])
        #expect(layout.itemEnd == 210)
        #expect(dropped.isEmpty)
        #expect(shift == RowShift(at: 185, by: 25))
    }

    @Test func aGrownTotalRereadsAShortLastPageNumber() {
        var layout = Self.laidOut(PageNumberStrategy(perPage: 20), total: 185)
        layout.place(Self.items(180..<185), sent: 5, at: 9)
        let (shift, dropped) = layout.replan(through: 210)
        #expect(Self.keys(layout).suffix(2) == [.page(10, perPage: 20), .page(11, perPage: 20)])
        #expect(layout.slots[9].items == nil)
        #expect(dropped.map(\.key) == [.page(10, perPage: 20)])
        #expect(layout.itemEnd == 210)
        // Its five rows stay where they were (placeholders until read again); 25 follow them.
        #expect(shift == RowShift(at: 185, by: 25))
    }

    @Test func aShortLastPageNumberKeepsItsSpanUntilTheTotalEndsInsideIt() {
        var layout = Self.laidOut(PageNumberStrategy(perPage: 20), total: 100)
        layout.place(Self.items(80..<90), sent: 10, at: 4)
        // The total says 100: page 5 is not read again (it would come back short again).
        #expect(layout.replan(through: 100).dropped.isEmpty)
        #expect(Self.keys(layout) == (1...5).map { .page($0, perPage: 20) })
        #expect(layout.itemEnd == 100)
        layout.replan(through: 90)
        #expect(layout.itemEnd == 90)
        #expect(layout.slots[4].rows == 10)
    }

    @Test func aNeverLoadedShortLastPageGrowsToAFullOne() {
        var layout = Self.laidOut(OffsetStrategy(limit: 20), total: 90)
        layout.replan(through: 110)
        #expect(Self.keys(layout).suffix(2) == [.offset(80, limit: 20), .offset(100, limit: 20)])
        #expect(layout.slots.suffix(2).map(\.rows) == [20, 10])
    }

    @Test func aSmallerTotalDropsThePagesPastItLoadedOrNot() {
        var layout = Self.laidOut(OffsetStrategy(limit: 20), total: 100)
        layout.place(Self.items(80..<100), sent: 20, at: 4)
        let (shift, dropped) = layout.replan(through: 50)
        #expect(layout.itemStarts == [0, 20, 40, 50])
        #expect(layout.rows == 50)
        #expect(dropped.map(\.key) == [.offset(80, limit: 20)])
        #expect(shift == RowShift(at: 50, by: -50))
    }

    @Test func aLoadedPageAcrossASmallerTotalLetsGoOfItsItemsPastIt() {
        var layout = Self.laidOut(OffsetStrategy(limit: 20), total: 100)
        let (_, dropped) = layout.replan(through: 15)
        #expect(layout.slots.count == 1)
        #expect(layout.slots[0].items?.map(\.id) == (0..<15).map { "r\($0)" })
        #expect(dropped.first?.items?.map(\.id) == (15..<20).map { "r\($0)" })
    }

    @Test func aPageTakesAtMostItsSpanWhileAPageFollowsIt() {
        let layout = Self.laidOut(OffsetStrategy(limit: 20), total: 90)
        #expect(layout.capacity(of: 0) == 20)
        #expect(layout.capacity(of: 4) == nil)
        #expect(PageLayout().capacity(of: 0) == nil)
    }
}

extension PageLayoutTests {
    @Test func aHeadInsertionMovesEveryRowAndNoItemOffset() {
        var layout = PageLayout()
        let strategy = OffsetStrategy(limit: 10)
        layout.append(key: .offset(0, limit: 10), items: (0..<10).map { ListItem(id: "\($0)", cells: []) }, sent: 10)
        layout.layOut(size: 10, strategy: strategy, through: 30)
        let shift = layout.insertAtHead(key: .offset(0, limit: 10), items: [ListItem(id: "new", cells: [])])
        #expect(shift == RowShift(at: 0, by: 1))
        #expect(layout.rowStarts == [0, 1, 11, 21, 31])
        #expect(layout.itemStarts == [0, 0, 10, 20, 30])
        #expect(layout.isFollowed(0) && !layout.isFollowed(1))
        #expect(layout.insertAtHead(key: .offset(0, limit: 10), items: []) == .none)
    }

    @Test func droppingThePagesNeverLoadedTellsOneRemovalForEachRunOfThem() {
        var layout = Self.laidOut(OffsetStrategy(limit: 20), total: 100)
        layout.place(Self.items(40..<60), sent: 20, at: 2)
        // Rows 20…39 go, then (as that left them) rows 40…79: the placeholders after page 3.
        #expect(layout.dropNeverLoaded() == [RowShift(at: 20, by: -20), RowShift(at: 40, by: -40)])
        #expect(layout.rows == 40 && layout.slots.map(\.key) == [.offset(0, limit: 20), .offset(40, limit: 20)])
    }
}
