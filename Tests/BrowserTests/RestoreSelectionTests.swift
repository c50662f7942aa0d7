import Testing
@testable import Browser

/// A remembered position brings back the selected row as well as the first row shown: select the
/// fifth row of a screen, quit, reopen, and the fifth row is selected again.
@MainActor
@Suite("Restored selection")
struct RestoreSelectionTests {
    /// 23 rows: tab bar, headers, 20 list rows, status.
    func makeApp(_ model: FakeListModel) -> App {
        let app = App(tabs: [Tab(name: "T", model: model)], options: .init())
        app.resize(TerminalSize(columns: 80, rows: 23))
        return app
    }

    @Test func theSelectionOnTheFirstScreenComesBack() {
        let first = makeApp(FakeListModel.users(100))
        for _ in 0..<4 { first.handle(.character("j")) }
        #expect(first.firstVisibleRow(ofTab: 0) == 0)
        #expect(first.selectedRow(ofTab: 0) == 4)

        let second = makeApp(FakeListModel.users(100))
        second.restore(firstRow: 0, selected: 4, inTab: 0)
        #expect(second.drawn().0.selectedRow == 4)
        #expect(second.firstVisibleRow(ofTab: 0) == 0)
    }

    @Test func aSelectionFurtherDownKeepsBothTheTopAndTheSelectedRow() {
        let app = makeApp(FakeListModel.users(100))
        app.restore(firstRow: 40, selected: 47, inTab: 0)
        let screen = app.drawn().0
        #expect(screen.firstRow == 40)
        #expect(screen.selectedRow == 47)
    }

    /// A selection off the remembered screen (a file edited by hand, a smaller window) keeps the
    /// first row and selects the nearest row on screen.
    @Test func aSelectionOffTheScreenIsBroughtOntoIt() {
        let app = makeApp(FakeListModel.users(100))
        app.restore(firstRow: 10, selected: 90, inTab: 0)
        let screen = app.drawn().0
        #expect(screen.firstRow == 10)
        #expect(screen.selectedRow == 29)
    }

    /// Positions saved before the selection was kept restore the first row, selected, as before.
    @Test func anOlderPositionWithoutASelectionSelectsTheFirstRow() {
        let app = makeApp(FakeListModel.users(100))
        app.restore(firstRow: 40, selected: nil, inTab: 0)
        let screen = app.drawn().0
        #expect(screen.firstRow == 40)
        #expect(screen.selectedRow == 40)
    }
}

extension RestoreSelectionTests {
    /// A picker or a browser restores before its first frame has a size: the selection must
    /// survive until the rows arrive on a screen.
    @Test func aRestoreBeforeTheFirstResizeKeepsTheSelection() {
        let model = FakeListModel.users(0)
        let app = App(tabs: [Tab(name: "T", model: model)], options: .init())
        app.restore(firstRow: 0, selected: 4, inTab: 0)
        model.rows = FakeListModel.users(100).rows  // tells the app, as a page arriving does
        app.resize(TerminalSize(columns: 80, rows: 23))
        #expect(app.drawn().0.selectedRow == 4)
    }
}

extension RestoreSelectionTests {
    /// Before the first page, the list is one loading row: the remembered selection waits for
    /// the rows instead of landing on it.
    @Test func aLoadingRowDoesNotTakeTheSelection() {
        let model = FakeListModel.users(0, trailing: .loading)
        let app = makeApp(model)
        app.restore(firstRow: 0, selected: 4, inTab: 0)
        model.rows = FakeListModel.users(100).rows
        #expect(app.drawn().0.selectedRow == 4)
    }
}

extension RestoreSelectionTests {
    /// A list that now ends before the remembered selection selects its last item (as `G`
    /// does), not the end-of-list row.
    @Test func aListNowShorterThanTheSelectionSelectsItsLastItem() {
        let model = FakeListModel.users(0, trailing: .loading)
        let app = makeApp(model)
        app.restore(firstRow: 12, selected: 40, inTab: 0)
        model.rows = FakeListModel.users(30, trailing: .end("end of list")).rows
        #expect(app.drawn().0.selectedRow == 29)
    }
}
