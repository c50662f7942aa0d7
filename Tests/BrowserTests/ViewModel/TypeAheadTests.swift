import Browser
import Catalog
import Clocks
import Networking
import Paging
import Testing
import TestSupport

/// Issue 14 item 7: keys pressed while the next page loads are kept and land where they meant.
@MainActor @Suite(.timeLimit(.minutes(1))) struct TypeAheadTests {
    /// GitHub users in pages of 100 up to `last`, each answer taking a second of test time.
    func slowGitHub(last: Int = 1_000) -> SlowStub {
        SlowStub(latency: .seconds(1)) { request in
            let since = Int(Fixtures.query("since", in: request.url) ?? "0") ?? 0
            let ids = Array((since + 1)...min(last, since + 100))
            let next = since + 100 < last ? "https://api.test/users?since=\(since + 100)&per_page=100" : nil
            return Fixtures.githubResponse(ids, next: next)
        }
    }

    /// An app on a 23-row terminal (20 list rows) over the stub, with its first page shown.
    func app(_ stub: SlowStub) async -> (App, ListViewModel) {
        let model = ListViewModel(source: GitHubUsers(base: try! APIBase("https://api.test")),
                                  transport: stub.transport, clock: stub.clock)
        let app = App(tabs: [Tab(name: "GitHub", model: model)])
        app.resize(TerminalSize(columns: 80, rows: 23))
        await deliver(stub, app) { model.rowCount == 101 }
        return (app, model)
    }

    /// Draws (reporting the rows shown), then moves time on a second at a time until `done`.
    func deliver(_ stub: SlowStub, _ app: App, until done: @MainActor () -> Bool) async {
        let paginator = (app.model as? ListViewModel)?.paginator
        for _ in 0..<20 where !done() {
            _ = app.frame()
            app.didDraw()
            await paginator?.parked(stub)
            #expect(stub.pending || done())
            await stub.advance(by: .seconds(1))
            // The answer is taken in: the list is idle, or already waits for the next one.
            await paginator?.parked(stub)
        }
        _ = app.frame()
        app.didDraw()
    }

    func requestedSince(_ stub: SlowStub) -> [String] {
        stub.transport.requests.map { Fixtures.query("since", in: $0.url) ?? "?" }
    }

    @Test func threeHundredDownPressesLandOnRow300() async {
        let stub = slowGitHub()
        let (app, model) = await app(stub)
        for _ in 0..<300 { app.handle(.character("j")) }
        #expect(app.frame().selectedRow == 100, "on the loading row while page 2 loads")
        await deliver(stub, app) { app.frame().selectedRow == 300 && model.row(at: 300) != .loading }
        let screen = app.frame()
        #expect(screen.selectedRow == 300)
        #expect(model.paginator.item(at: 300)?.id == "301")
        #expect(Array(requestedSince(stub).prefix(3)) == ["0", "100", "200"])
        #expect(screen.message == nil, "nothing was dropped")
    }

    @Test func fivePageDownsLandFiveScreensFurther() async {
        let stub = slowGitHub()
        let (app, model) = await app(stub)
        for _ in 0..<5 { app.handle(.pageDown) }
        #expect(app.frame().selectedRow == 100)
        for _ in 0..<5 { app.handle(.pageDown) }
        await deliver(stub, app) { app.frame().selectedRow == 200 && model.paginator.item(at: 200) != nil }
        let screen = app.frame()
        #expect(screen.selectedRow == 200)
        #expect(screen.firstRow == 181, "the screen moved with the selection")
    }

    @Test func pastTheLimitTheSelectionStopsAndTheStatusSaysSo() async {
        let stub = slowGitHub()
        let (app, _) = await app(stub)
        for _ in 0..<500 { app.handle(.character("j")) }
        let kept = 200  // ten screens of 20 rows
        #expect(app.frame().message?.hasPrefix("type-ahead keeps 200 rows") == true)
        await deliver(stub, app) { app.frame().selectedRow == 100 + kept }
        #expect(app.frame().selectedRow == 300)
    }

    @Test func aListEndingShortStopsOnItsLastRowAndSaysSo() async {
        let stub = slowGitHub(last: 150)
        let (app, model) = await app(stub)
        for _ in 0..<300 { app.handle(.character("j")) }
        await deliver(stub, app) { model.exhausted }
        let screen = app.frame()
        #expect(screen.selectedRow == 150, "the end row")
        #expect(screen.message?.hasPrefix("the list stopped 150 rows before") == true)
    }

    @Test func upKeysCountFromWhereTheKeptKeysMeant() async {
        let stub = slowGitHub()
        let (app, model) = await app(stub)
        for _ in 0..<150 { app.handle(.character("j")) }
        for _ in 0..<10 { app.handle(.character("k")) }
        await deliver(stub, app) { model.paginator.item(at: 140) != nil && app.frame().selectedRow == 140 }
        #expect(app.frame().selectedRow == 140)
    }
}
