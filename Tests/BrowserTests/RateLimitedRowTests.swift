import Testing
@testable import Browser

/// Issue 42 point 2: while a rate limit holds loading the loading row says what it waits for
/// (it said `⠋ loading…` although nothing loads), and `r` keeps the rows shown.
@MainActor
@Suite struct RateLimitedRowTests {
    func makeApp(_ model: FakeListModel) -> App {
        let app = App(tabs: [Tab(name: "T", model: model)])
        app.resize(TerminalSize(columns: 80, rows: 8))
        return app
    }

    func lines(_ app: App) -> [String] {
        var canvas = MemoryCanvas(size: app.size)
        Renderer.render(app.frame(), into: &canvas)
        app.didDraw()
        return canvas.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func theLoadingRowSaysItWaitsForTheReset() {
        let model = FakeListModel.users(3, trailing: .loading)
        model.status = ListStatus(source: "GitHub users", loaded: 3, rateRemaining: 0, rateLimit: 60,
                                  rateResetIn: 3583, rateLimited: true)
        let shown = lines(makeApp(model))
        #expect(shown[5].hasPrefix("waiting for the rate-limit reset, in 59m43s"), "\(shown[5])")
        #expect(!shown.contains { $0.contains("loading…") })
    }

    @Test func withoutALimitTheLoadingRowSpins() {
        let model = FakeListModel.users(3, trailing: .loading)
        let shown = lines(makeApp(model))
        #expect(shown[5].hasPrefix("⠋ loading…"), "\(shown[5])")
    }

    @Test func rWhileRateLimitedKeepsTheSelectionAndSaysWhy() {
        let model = FakeListModel.users(3, trailing: .loading)
        model.status = ListStatus(source: "GitHub users", loaded: 3, rateResetIn: 3583, rateLimited: true)
        let app = makeApp(model)
        app.handle(.down)
        app.handle(.down)
        app.handle(.character("r"))
        #expect(model.calls.contains(.refresh))
        #expect(app.frame().selectedRow == 2, "the rows shown stay, and the selection with them")
        #expect(app.frame().message?.hasPrefix("r: asking for the first page") == true)
    }
}
