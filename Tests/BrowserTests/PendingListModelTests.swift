import Testing
@testable import Browser

/// The list of a `pagetty url` browser opened before its source is known (issue 42, point 7).
@MainActor
@Suite("Pending list")
struct PendingListModelTests {
    @Test func aLoadingRowUntilTheModelArrivesWhichHearsWhatIsOnScreen() {
        let pending = PendingListModel(source: "api.example", asking: "asking https://api.example/items for the first page…")
        let app = App(tabs: [Tab(name: "api.example", model: pending)])
        app.resize(TerminalSize(columns: 80, rows: 24))
        let (screen, canvas) = app.drawn()
        #expect(screen.rows == [.loading])
        #expect(canvas.line(23).contains("asking https://api.example/items for the first page…"), "\(canvas.text)")
        let model = FakeListModel.users(30)
        pending.attach(model)
        #expect(model.calls == [.appeared(0..<1)], "the first page is asked for the rows on screen")
        let (after, _) = app.drawn()
        #expect(after.rows.count == 21 && after.rows.first == model.rows.first)
        model.clearCalls()
        app.handle(.character("r"))
        #expect(model.calls.contains(.refresh))
    }

    @Test func aFailedProbeIsAnErrorRowAndRAsksAgain() {
        let pending = PendingListModel(source: "api.example", asking: "asking…")
        var asked = 0
        pending.onRetry = { asked += 1 }
        pending.retry()
        #expect(asked == 0, "nothing to retry while waiting")
        pending.fail(RowError(reason: "timed out after 15 s", message: "timed out after 15 s waiting for https://api.example/items"))
        #expect(pending.row(at: 0) == .error(RowError(reason: "timed out after 15 s",
                                                      message: "timed out after 15 s waiting for https://api.example/items")))
        #expect(pending.status.lastError == "timed out after 15 s" && !pending.status.inFlight)
        pending.retry()
        #expect(asked == 1)
        pending.wait(asking: "asking…")
        #expect(pending.row(at: 0) == .loading && pending.status.inFlight)
    }

    /// `App.end()` closes the browser from outside the keys: a list that cannot open.
    @Test func endAsksTheLoopToClose() {
        let app = App(tabs: [Tab(name: "x", model: FakeListModel.users(1))])
        var asked = 0
        app.onNeedsDisplay = { asked += 1 }
        #expect(!app.endRequested)
        app.end()
        #expect(app.endRequested && asked == 1)
    }
}
