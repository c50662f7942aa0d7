import Testing
@testable import Browser

/// In a picker, Enter and Tab on a status row (loading, error, end) never do nothing silently:
/// they say why on the status line; the error row's retry and type-ahead onto a loading row stay.
@MainActor
@Suite("Pick on status rows")
struct PickStatusRowTests {
    /// 23 rows: tab bar, headers, 20 list rows, status.
    func makeApp(_ model: FakeListModel) -> App {
        let app = App(tabs: [Tab(name: "T", model: model)], options: .init(pick: true))
        app.resize(TerminalSize(columns: 80, rows: 23))
        return app
    }

    /// Selects the trailing row of a list of 3 items.
    func onTrailingRow(_ trailing: ListRow) -> (App, FakeListModel) {
        let model = FakeListModel.users(3, trailing: trailing)
        let app = makeApp(model)
        for _ in 0..<3 { app.handle(.character("j")) }
        #expect(app.drawn().0.selectedRow == 3)
        return (app, model)
    }

    @Test(arguments: [
        (ListRow.end("end of list"), "the end of the list is not an item: pick one above"),
        (.loading, "this row is still loading: nothing to pick yet"),
        (.placeholder, "this row is not loaded yet: nothing to pick yet"),
    ])
    func enterOnAStatusRowSaysWhy(_ trailing: ListRow, _ said: String) {
        let (app, _) = onTrailingRow(trailing)
        #expect(app.handle(.enter) == nil)
        #expect(app.pickedItems == nil)
        let (screen, canvas) = app.drawn()
        #expect(screen.message == said)
        #expect(canvas.line(22).contains(said))
    }

    @Test func enterOnTheErrorRowRetriesAndSaysSo() {
        let (app, model) = onTrailingRow(.error("HTTP 503"))
        #expect(app.handle(.enter) == nil)
        #expect(model.calls.contains(.retry))
        #expect(app.drawn().0.message == "retrying: nothing picked yet")
        model.clearCalls()
        app.handle(.character("R"))
        #expect(model.calls == [.retry], "R still retries")
    }

    /// A row whose retry cannot help (an answer that is not JSON, issue 42 point 8): Enter asks
    /// nothing again and says so; R, asked for by name, still does.
    @Test func enterOnARowNoRetryHelpsAsksNothing() {
        var error = RowError(reason: "not JSON (text/html)", message: "not JSON: the answer is text/html")
        error.retryable = false
        let (app, model) = onTrailingRow(.error(error))
        #expect(app.handle(.enter) == nil)
        #expect(app.pickedItems == nil)
        #expect(!model.calls.contains(.retry), "Enter retried")
        #expect(app.drawn().0.message == "an error row is not an item: nothing to pick")
        app.handle(.tab)
        #expect(app.drawn().0.message == "an error row is not an item: nothing to mark")
    }

    @Test(arguments: [
        (ListRow.end("end of list"), "the end of the list is not an item: mark one above"),
        (.error("HTTP 503"), "an error row is not an item: R retries"),
        (.loading, "this row is still loading: nothing to mark yet"),
    ])
    func tabOnAStatusRowMarksNothingAndSaysWhy(_ trailing: ListRow, _ said: String) {
        let (app, _) = onTrailingRow(trailing)
        app.handle(.tab)
        let (screen, _) = app.drawn()
        #expect(screen.markCount == 0)
        #expect(screen.message == said)
    }

    @Test func typeAheadOntoTheLoadingRowStillWaitsForTheRows() {
        let model = FakeListModel.users(3, trailing: .loading)
        let app = makeApp(model)
        for _ in 0..<5 { app.handle(.character("j")) }
        #expect(app.drawn().0.selectedRow == 3)
        model.rows = FakeListModel.users(10, trailing: .loading).rows
        #expect(app.drawn().0.selectedRow == 5)
        #expect(app.handle(.enter) == .quit)
        #expect(app.pickedItems?.map { $0.cells[0] } == ["user5"])
    }

    @Test func aStatusRowsWordsAreNilForAnItem() {
        #expect(PickRefusal.message(for: .item(RowItem(id: "1", cells: ["a"])), marking: false) == nil)
    }
}
