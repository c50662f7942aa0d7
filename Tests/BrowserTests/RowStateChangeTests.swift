import Images
import Paging
import Testing
@testable import Browser

/// What the browser keeps by row, as pure transitions: a state and a `ListChange` in, the whole
/// new state out (the App and the pane, as a followed list moves them: `RowsMovedTests`).
@MainActor
@Suite("RowStateChange")
struct RowStateChangeTests {
    /// A tab scrolled down a followed list: rows 10…29 shown, row 12 selected, a screen waiting.
    static let tab = TabState(plain: Viewport(top: 10, selected: 12), reported: VisibilityReport(visible: 10..<30, count: 50),
                              pendingTop: PendingTop(top: 40, selected: 45), moved: false, newAbove: 2, loggedNotice: "n")

    @Test func aHeadInsertionMovesEveryRowOfTheTabWithItsItem() {
        let after = Self.tab.applying(.inserted(at: 0, count: 3), matches: nil)
        #expect(after == TabState(plain: Viewport(top: 13, selected: 15), reported: VisibilityReport(visible: 13..<33, count: 53),
                                  pendingTop: PendingTop(top: 43, selected: 48), moved: false, newAbove: 5, loggedNotice: "n"))
    }

    @Test func rowsALongerPagePutsInAboveTheScreenMoveItButAreNotNew() {
        // A page answering more items than its placeholder held (rows 5…7), while the user reads
        // rows 10…29: they move down with their items, but nothing arrived at the head.
        let after = Self.tab.applying(.inserted(at: 5, count: 3), matches: nil)
        #expect(after == TabState(plain: Viewport(top: 13, selected: 15), reported: VisibilityReport(visible: 13..<33, count: 53),
                                  pendingTop: PendingTop(top: 43, selected: 48), moved: false, newAbove: 2, loggedNotice: "n"))
    }

    @Test func rowsPutInAtTheTailMoveNothing() {
        let after = Self.tab.applying(.inserted(at: 50, count: 3), matches: nil)
        var expected = Self.tab
        expected.reported?.count = 53
        #expect(after == expected)
    }

    @Test func aListStartedOverStartsTheTabOverAndKeepsTheScreenWaiting() {
        var tab = Self.tab
        tab.filter = FilterState(query: "4", editing: false, matches: [14], viewport: Viewport())
        #expect(tab.applying(.replaced, matches: []) == TabState(pendingTop: PendingTop(top: 40, selected: 45)))
    }

    @Test func aFiltersSelectionStaysOnItsMatchAsMatchesComeInAbove() {
        var tab = Self.tab
        // Matches at rows 1, 4, 7; the third (row 7) selected. Rows 0 and 2 of the three new ones match.
        tab.filter = FilterState(query: "4", editing: false, matches: [1, 4, 7], viewport: Viewport(top: 1, selected: 2))
        let after = tab.applying(.inserted(at: 0, count: 3), matches: [0, 2, 4, 7, 10])
        #expect(after.filter == FilterState(query: "4", editing: false, matches: [0, 2, 4, 7, 10], viewport: Viewport(top: 3, selected: 4)))
        #expect(after.plain == Viewport(top: 13, selected: 15))
    }

    @Test func thePanesRowMovesWithItsItemAndItClosesWhenTheListStartsOver() {
        let pane = DetailController(images: nil)
        pane.open(index: 5, title: "user5", model: FakeListModel.users(10)) { (TerminalSize(columns: 80, rows: 24), .palette256) }
        pane.apply(.inserted(at: 0, count: 3))
        #expect(pane.index == 8)
        pane.apply(.inserted(at: 9, count: 3))
        #expect(pane.index == 8, "rows put in below move nothing")
        pane.apply(.replaced)
        #expect(!pane.isOpen && pane.index == nil)
    }

    @Test func marksKeepListOrderAcrossAHeadInsertion() {
        let item = { (id: String) in ListItem(id: id, cells: [id]) }
        var pick = PickState()
        pick.toggle(item("b"), row: 2)
        pick.toggle(item("d"), row: 5)
        pick.apply(.inserted(at: 0, count: 3))
        pick.toggle(item("a"), row: 4)  // above "b", now at row 5
        pick.apply(.inserted(at: 20, count: 1))
        #expect(pick.ordered.map(\.id) == ["a", "b", "d"])
        #expect(pick.isMarked("b") && pick.count == 3)
    }

    @Test func rowsRemovedAboveTheScreenMoveEveryRowOfTheTabUpWithItsItem() {
        let after = Self.tab.applying(.removed(at: 2, count: 3), matches: nil)
        #expect(after == TabState(plain: Viewport(top: 7, selected: 9), reported: VisibilityReport(visible: 7..<27, count: 47),
                                  pendingTop: PendingTop(top: 37, selected: 42), moved: false, newAbove: 2, loggedNotice: "n"))
    }

    @Test func rowsRemovedBelowTheSelectionLeaveItAndTheScreenInPlace() {
        let after = Self.tab.applying(.removed(at: 20, count: 5), matches: nil)
        #expect(after == TabState(plain: Viewport(top: 10, selected: 12), reported: VisibilityReport(visible: 10..<30, count: 45),
                                  pendingTop: PendingTop(top: 35, selected: 40), moved: false, newAbove: 2, loggedNotice: "n"))
    }

    @Test func aSelectionOnARowRemovedLandsOnTheRowThatTookItsPlace() {
        // Rows 11…14 go: the selection (row 12) lands on row 11, where old row 15 now is.
        let after = Self.tab.applying(.removed(at: 11, count: 4), matches: nil)
        #expect(after.plain == Viewport(top: 10, selected: 11))
        #expect(after.pendingTop == PendingTop(top: 36, selected: 41))
    }

    @Test func aFiltersSelectionStaysOnItsMatchAsRowsAboveItGo() {
        var tab = Self.tab
        // Matches at rows 1, 14, 45, 50; the third (row 45) selected. Rows 10…19 go, match 14 with them.
        tab.filter = FilterState(query: "4", editing: false, matches: [1, 14, 45, 50], viewport: Viewport(top: 1, selected: 2))
        let after = tab.applying(.removed(at: 10, count: 10), matches: [1, 35, 40])
        #expect(after.filter == FilterState(query: "4", editing: false, matches: [1, 35, 40], viewport: Viewport(top: 1, selected: 1)))
        #expect(after.plain == Viewport(top: 10, selected: 10))
    }

    @Test func aFiltersSelectionStaysOnItsMatchAcrossRemovalsTakenTogether() {
        var tab = Self.tab
        // Matches at rows 1, 14, 45, 50, 85, 95; the last selected. Rows 10…19 go, then (in the
        // rows that left) 60…69, where no match was; the App passes the last list's matches to both.
        tab.filter = FilterState(query: "4", editing: false, matches: [1, 14, 45, 50, 85, 95], viewport: Viewport(top: 0, selected: 5))
        let last = [1, 35, 40, 65, 75]
        let after = tab.applying(.removed(at: 10, count: 10), matches: last).applying(.removed(at: 60, count: 10), matches: last)
        #expect(after.filter?.viewport.selected == 4, "the selection left row 95, now \(after.filter.map { $0.matches[$0.viewport.selected] } ?? -1)")
        #expect(after.filter?.matches == last)
    }

    @Test func thePaneMovesUpWithItsItemAndClosesWhenItsRowGoes() {
        let pane = DetailController(images: nil)
        pane.open(index: 8, title: "user8", model: FakeListModel.users(10)) { (TerminalSize(columns: 80, rows: 24), .palette256) }
        pane.apply(.removed(at: 2, count: 3))
        #expect(pane.index == 5)
        pane.apply(.removed(at: 6, count: 3))
        #expect(pane.index == 5, "rows removed below move nothing")
        pane.apply(.removed(at: 4, count: 2))
        #expect(!pane.isOpen && pane.index == nil, "the pane on row \(pane.index ?? -1) shows an item the list no longer has")
    }

    @Test func marksKeepListOrderAcrossARemovalAbove() {
        let item = { (id: String) in ListItem(id: id, cells: [id]) }
        var pick = PickState()
        pick.toggle(item("b"), row: 12)
        pick.toggle(item("d"), row: 15)
        pick.apply(.removed(at: 2, count: 10))
        pick.toggle(item("c"), row: 3)  // between "b" (now row 2) and "d" (now row 5)
        #expect(pick.ordered.map(\.id) == ["b", "c", "d"])
    }
}
