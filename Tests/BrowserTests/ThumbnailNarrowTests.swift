import Testing
@testable import Browser

/// Issue 42 point 9: `t` below 100 columns said nothing, so it seemed broken.
@MainActor
@Suite struct ThumbnailNarrowTests {
    func makeApp(columns: Int) -> App {
        let app = App(tabs: [Tab(name: "T", model: FakeListModel.users(5))])
        app.resize(TerminalSize(columns: columns, rows: 23))
        return app
    }

    @Test func tBelowAHundredColumnsSaysWhyNothingShows() {
        let app = makeApp(columns: 80)
        app.handle(.character("t"))
        #expect(app.frame().message == "thumbnails show at 100 columns or more; this terminal has 80")
        app.handle(.character("t"))
        #expect(app.frame().message == nil, "turning them off says nothing")
    }

    @Test func tAtAHundredColumnsSaysNothing() {
        let app = makeApp(columns: 100)
        app.handle(.character("t"))
        #expect(app.frame().message == nil)
    }
}
