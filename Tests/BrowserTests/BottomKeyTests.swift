import Testing
@testable import Browser

/// `G` and End land on the last item, as in less and vim: the end-of-list row is no item.
@MainActor
@Suite("Bottom key")
struct BottomKeyTests {
    /// 23 rows: tab bar, headers, 20 list rows, status.
    func makeApp(_ model: FakeListModel, pick: Bool = false) -> App {
        let app = App(tabs: [Tab(name: "T", model: model)], options: .init(pick: pick))
        app.resize(TerminalSize(columns: 80, rows: 23))
        return app
    }

    @Test(arguments: [Key.character("G"), Key.end])
    func landsOnTheLastItemWithTheEndRowInSight(_ key: Key) {
        let app = makeApp(FakeListModel.users(50, trailing: .end("end of list")))
        app.handle(key)
        let (screen, canvas) = app.drawn()
        #expect(screen.selectedRow == 49)
        #expect(screen.firstRow == 31, "the end row (50) is the screen's last")
        #expect(canvas.text.contains("end of list"))
    }

    @Test func aShortListToo() {
        let app = makeApp(FakeListModel.users(3, trailing: .end("end of list")))
        app.handle(.character("G"))
        #expect(app.drawn().0.selectedRow == 2)
        app.handle(.character("j"))
        #expect(app.drawn().0.selectedRow == 3, "j still reaches the end row")
    }

    @Test func aListOfNothingButTheEndRowStaysThere() {
        let app = makeApp(FakeListModel(rows: [.end("no items")]))
        app.handle(.character("G"))
        #expect(app.drawn().0.selectedRow == 0)
    }

    /// A growing list's loading row and an error row are where `G` goes: rows arrive there, and R retries.
    @Test(arguments: [ListRow.loading, .error("HTTP 503")])
    func aLoadingOrErrorRowIsTheBottom(_ trailing: ListRow) {
        let app = makeApp(FakeListModel.users(50, trailing: trailing))
        app.handle(.character("G"))
        #expect(app.drawn().0.selectedRow == 50)
    }

    @Test func aPickerPicksTheLastItemAfterG() {
        let app = makeApp(FakeListModel.users(50, trailing: .end("end of list")), pick: true)
        app.handle(.character("G"))
        #expect(app.handle(.enter) == .quit)
        #expect(app.pickedItems?.map { $0.cells[0] } == ["user49"])
    }
}
