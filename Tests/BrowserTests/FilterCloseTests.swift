import Testing
@testable import Browser

/// Issue 42 point 3: closing a filter keeps the item it found selected, and the Esc right after
/// a filter closed does not quit.
@MainActor
@Suite struct FilterCloseTests {
    /// 23 rows: tab bar, headers, 20 list rows, status.
    func makeApp(_ model: FakeListModel) -> App {
        let app = App(tabs: [Tab(name: "T", model: model)])
        app.resize(TerminalSize(columns: 80, rows: 23))
        _ = app.frame()
        app.didDraw()
        return app
    }

    func filter(_ app: App, _ query: String) {
        app.handle(.character("/"))
        for character in query { app.handle(.character(character)) }
    }

    @Test func escOnAnAppliedFilterKeepsTheItemFound() {
        let app = makeApp(FakeListModel.users(100))
        app.handle(.down)
        filter(app, "user42")
        app.handle(.enter)
        #expect(app.handle(.escape) == nil)
        let screen = app.frame()
        #expect(screen.filter == nil)
        #expect(screen.selectedRow == 42, "the item found, not row 1 where the selection was")
        let offset = 42 - screen.firstRow
        #expect(screen.rows.indices.contains(offset) && screen.rows[offset] == FakeListModel.users(100).rows[42])
    }

    @Test func escWhileTypingKeepsTheMatchSelected() {
        let app = makeApp(FakeListModel.users(100))
        filter(app, "user63")
        app.handle(.escape)
        #expect(app.frame().filter == nil)
        #expect(app.frame().selectedRow == 63)
    }

    @Test func theEscRightAfterAFilterClosedDoesNotQuit() {
        let app = makeApp(FakeListModel.users(10))
        filter(app, "user3")
        app.handle(.enter)
        #expect(app.handle(.escape) == nil, "closes the filter")
        #expect(app.handle(.escape) == nil, "one Esc too many")
        #expect(app.frame().message == App.escapeAfterFilter)
        #expect(app.handle(.escape) == .quit, "a second one is meant")
    }

    @Test func qStillQuitsRightAfterAFilterClosed() {
        let app = makeApp(FakeListModel.users(10))
        filter(app, "user3")
        app.handle(.escape)
        #expect(app.handle(.character("q")) == .quit)
    }
}
