import Testing
@testable import Browser

@MainActor
@Suite("App")
struct AppTests {
    /// 23 rows: tab bar, headers, 20 list rows, status.
    func makeApp(_ models: [FakeListModel], clipboard: Bool = false) -> App {
        let app = App(tabs: models.enumerated().map { Tab(name: "T\($0.offset)", model: $0.element) },
                      options: .init(clipboard: clipboard))
        app.resize(TerminalSize(columns: 80, rows: 23))
        return app
    }

    func draw(_ app: App) -> Screen {
        let screen = app.frame()
        var canvas = MemoryCanvas(size: app.size)
        Renderer.render(screen, into: &canvas)
        app.didDraw()
        return screen
    }

    /// How far ahead to load is the paginator's policy alone: the view reports only what it shows.
    @Test func theFirstFrameReportsVisibleRowsAndNoPrefetch() {
        let model = FakeListModel.users(100)
        let app = makeApp([model])
        _ = draw(app)
        #expect(model.calls == [.appeared(0..<20)])
        model.clearCalls()
        _ = draw(app)
        #expect(model.calls.isEmpty, "an unchanged frame reports nothing")
    }

    @Test func scrollingReportsWhatLeftAndWhatCame() {
        let model = FakeListModel.users(100)
        let app = makeApp([model])
        _ = draw(app)
        model.clearCalls()
        for _ in 0..<21 { app.handle(.character("j")) }
        _ = draw(app)
        #expect(model.calls == [.disappeared(0..<2), .appeared(2..<22)])
        model.clearCalls()
        app.handle(.character("g"))
        _ = draw(app)
        #expect(model.calls == [.disappeared(20..<22), .appeared(0..<20)])
    }

    /// Prefetching above is the paginator's (`PaginatorDirectionTests`); the view reports rows only.
    @Test func scrollingUpReportsTheRowsAbove() {
        let model = FakeListModel.users(200)
        let app = makeApp([model])
        app.handle(.character("G"))
        _ = draw(app)
        model.clearCalls()
        app.handle(.pageUp)
        _ = draw(app)
        #expect(model.calls == [.disappeared(180..<200), .appeared(160..<180)])
    }

    @Test func aLoadedPageUnderAVisibleLoadingRowIsReportedAgain() {
        let model = FakeListModel.users(5, trailing: .loading)
        let app = makeApp([model])
        _ = draw(app)
        model.clearCalls()
        model.rows = FakeListModel.users(10, trailing: .loading).rows
        _ = draw(app)
        #expect(model.calls == [.appeared(0..<11)])
    }

    @Test func aFrameReadsOnlyTheRowsOnScreen() {
        let small = HugeListModel(rowCount: 1_000)
        let huge = HugeListModel(rowCount: 1_000_000)
        for model in [small, huge] {
            let app = App(tabs: [Tab(name: "H", model: model)])
            app.resize(TerminalSize(columns: 200, rows: 50))
            app.handle(.character("G"))
            _ = draw(app)
            app.handle(.character("k"))
            _ = draw(app)
        }
        #expect(small.rowReads == huge.rowReads)
        // Two frames, and G's look at the last row (an end row is not where G stops: issue 24).
        #expect(huge.rowReads <= 2 * 47 + 1)
    }

    @Test func tabsKeepTheirOwnPositions() {
        let first = FakeListModel.users(100)
        let second = FakeListModel.users(100)
        let app = makeApp([first, second])
        for _ in 0..<30 { app.handle(.down) }
        #expect(draw(app).selectedRow == 30)
        app.handle(.character("2"))
        #expect(draw(app).selectedRow == 0)
        #expect(first.calls.last == .disappeared(11..<31))
        app.handle(.character("j"))
        app.handle(.tab)
        let screen = draw(app)
        #expect(screen.activeTab == 0)
        #expect(screen.selectedRow == 30)
        #expect(screen.firstRow == 11)
        app.handle(.backTab)
        #expect(draw(app).selectedRow == 1)
    }

    @Test func theFilterNarrowsLoadedRowsIncrementally() {
        let model = FakeListModel.users(100)
        let app = makeApp([model])
        app.handle(.character("/"))
        #expect(app.mode == .filterEditing)
        for character in "user9" { app.handle(.character(character)) }
        #expect(draw(app).filter?.matches == 11)
        app.handle(.character("9"))
        var screen = draw(app)
        #expect(screen.filter?.matches == 1)
        #expect(screen.rows == [model.rows[99]])
        app.handle(.backspace)
        app.handle(.enter)
        screen = draw(app)
        #expect(app.mode == .list)
        #expect(screen.filter == .init(query: "user9", editing: false, matches: 11))
        #expect(app.handle(.escape) == nil, "Esc clears an applied filter before it quits")
        #expect(draw(app).filter == nil)
        #expect(app.handle(.escape) == nil, "the Esc right after a filter closed is one too many (issue 42)")
        #expect(app.handle(.escape) == .quit)
    }

    @Test func escapeClearsTheFilterWhileTyping() {
        let app = makeApp([FakeListModel.users(10)])
        app.handle(.character("/"))
        app.handle(.character("x"))
        app.handle(.escape)
        #expect(draw(app).filter == nil)
    }

    @Test func enterOpensTheDetailPane() async {
        let model = FakeListModel.users(10)
        model.details[1] = ItemDetail(title: "user1", fields: [("Followers", "7")], webURL: "https://example.com/user1")
        let app = makeApp([model])
        app.handle(.down)
        app.handle(.enter)
        #expect(draw(app).pane == .detail(.loading("user1"), scroll: 0))
        await app.detailTask?.value
        #expect(draw(app).pane == .detail(.loaded(model.details[1]!), scroll: 0))
        #expect(app.handle(.character("o")) == .open("https://example.com/user1"))
        app.handle(.escape)
        #expect(draw(app).pane == nil)
        #expect(app.mode == .list)
    }

    @Test func aFailedDetailSaysSo() async {
        let app = makeApp([FakeListModel.users(3)])
        app.handle(.enter)
        await app.detailTask?.value
        guard case .detail(.failed, _)? = draw(app).pane else {
            Issue.record("expected a failed detail")
            return
        }
    }

    @Test func openAndCopyCheckTheURL() {
        let model = FakeListModel.users(3)
        model.rows[1] = .item(RowItem(id: "x", cells: ["x"], webURL: "javascript:alert(1)"))
        model.rows[2] = .item(RowItem(id: "y", cells: ["y"], webURL: "https://example.com/a b"))
        let app = makeApp([model])
        #expect(app.handle(.character("o")) == .open("https://example.com/user0"))
        #expect(app.handle(.character("y")) == nil, "copying is off by default")
        #expect(app.frame().message?.contains("--osc52 or osc52 = true") == true, "the message names how to turn it on")
        app.handle(.down)
        #expect(app.handle(.character("o")) == nil)
        app.handle(.down)
        #expect(app.handle(.character("o")) == nil)
        let copying = makeApp([FakeListModel.users(1)], clipboard: true)
        #expect(copying.handle(.character("y")) == .copy("https://example.com/user0"))
    }

    /// Enter on an error row asks again only where asking again can help: a "not JSON" answer is
    /// said whole instead (R still asks when the user wants it).
    @Test func enterOnAnErrorRowNoRetryHelpsSaysWhyAndAsksNothing() {
        var error = RowError(reason: "not JSON (text/html)", message: "not JSON: the answer is text/html")
        error.retryable = false
        let model = FakeListModel.users(3, trailing: .error(error))
        let app = makeApp([model])
        for _ in 0..<3 { app.handle(.character("j")) }
        app.handle(.enter)
        #expect(!model.calls.contains(.retry), "Enter retried")
        #expect(app.frame().message == "not JSON: the answer is text/html; asking again would not help (R asks anyway)")
        app.handle(.character("R"))
        #expect(model.calls.contains(.retry))
        let failing = FakeListModel.users(3, trailing: .error("HTTP 503"))
        let retrying = makeApp([failing])
        for _ in 0..<3 { retrying.handle(.character("j")) }
        retrying.handle(.enter)
        #expect(failing.calls.contains(.retry), "a retryable error row is asked again")
    }

    @Test func commandsReachTheModel() {
        let model = FakeListModel.users(3)
        let app = makeApp([model])
        app.handle(.character("r"))
        app.handle(.character("R"))
        #expect(app.handle(.character("q")) == .quit)
        #expect(model.calls == [.refresh, .retry, .cancel])
        #expect(makeApp([FakeListModel.users(1)]).handle(.escape) == .quit)
    }

    @Test func helpOpensAndAnyKeyClosesIt() {
        let app = makeApp([FakeListModel.users(3)])
        app.handle(.character("?"))
        #expect(draw(app).pane == .help(scroll: 0))
        #expect(app.handle(.character("q")) == nil)
        #expect(draw(app).pane == nil)
    }

    @Test func keysMoveTheSelectionLikeLess() {
        let app = makeApp([FakeListModel.users(100)])
        app.handle(.character(" "))
        #expect(draw(app).selectedRow == 20)
        app.handle(.character("b"))
        #expect(draw(app).selectedRow == 0)
        app.handle(.control("d"))
        #expect(draw(app).selectedRow == 10)
        app.handle(.control("u"))
        #expect(draw(app).selectedRow == 0)
        app.handle(.end)
        #expect(draw(app).selectedRow == 99)
        app.handle(.home)
        #expect(draw(app).selectedRow == 0)
        app.handle(.wheel(3))
        #expect(draw(app).firstRow == 3)
        app.handle(.click(y: 5))
        #expect(draw(app).selectedRow == 6)
    }

    @Test func theSpinnerTicksOnlyWhileBusy() {
        let model = FakeListModel.users(3)
        let app = makeApp([model])
        #expect(!app.isBusy)
        model.status.inFlight = true
        #expect(app.isBusy)
        app.tick()
        #expect(draw(app).spinnerTick == 1)
    }

    @Test func modelChangesAskForAFrame() {
        let model = FakeListModel.users(3)
        let app = makeApp([model])
        var asked = 0
        app.onNeedsDisplay = { asked += 1 }
        model.rows.append(.loading)
        #expect(asked == 1)
    }
}
