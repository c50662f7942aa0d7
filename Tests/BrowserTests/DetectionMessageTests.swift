import Testing
@testable import Browser

/// What `pagetty url` detected is said once on the status line: shown until the next key.
@MainActor @Suite struct DetectionMessageTests {
    @Test func toldOnceUntilTheNextKey() {
        let app = App(tabs: [Tab(name: "api.example/things", model: FakeListModel.users(30))])
        app.resize(TerminalSize(columns: 120, rows: 10))
        var asked = 0
        app.onNeedsDisplay = { asked += 1 }
        app.tell("no pagination found: showing one page; --strategy sets it")
        #expect(asked == 1)
        #expect(StatusBar.text(app.drawn().0).contains("no pagination found: showing one page; --strategy sets it"))
        _ = app.handle(.character("j"))
        #expect(!StatusBar.text(app.drawn().0).contains("no pagination found"))
    }
}
