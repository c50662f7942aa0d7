@testable import Browser
import Catalog
import Clocks
import Networking
import Paging
import Testing
import TestSupport

/// Request economy (issue 17): a page is requested only for rows the user moves toward.
/// Filtering, resizing, switching tabs and opening a detail spend no page of the rate budget.
@MainActor @Suite("Request economy", .timeLimit(.minutes(1)))
struct RequestEconomyTests {
    /// A GitHub-like list without end: `per_page` users a page, a next link, a detail for every user.
    static func endlessUsers() -> StubTransport {
        StubTransport { request in
            if let login = request.url.split(separator: "/users/").last, !request.url.contains("?") {
                return HTTPResponse(status: 200, body: Array("""
                    {"login":"\(login)","id":1,"type":"User","name":"N","followers":1,\
                    "avatar_url":"https://a/u/1","html_url":"https://github.com/\(login)","bio":""}
                    """.utf8))
            }
            let since = Int(Fixtures.query("since", in: request.url) ?? "0") ?? 0
            let size = Int(Fixtures.query("per_page", in: request.url) ?? "100") ?? 100
            return Fixtures.githubResponse(Array((since + 1)...(since + size)),
                                           next: "https://api.test/users?since=\(since + size)&per_page=\(size)")
        }
    }

    func pages(_ transport: StubTransport) -> Int {
        transport.requests.filter { $0.url.contains("/users?") }.count
    }

    /// Draws a frame and reports visibility, then lets any load it started finish.
    func draw(_ app: App, _ model: ListViewModel) async {
        _ = app.frame()
        app.didDraw()
        await model.paginator.quiescent()
        #expect(!model.paginator.inFlight)
    }

    /// A browser on the endless list and a second tab, its first screen drawn and loaded.
    func loaded() async throws -> (App, ListViewModel, StubTransport) {
        let transport = Self.endlessUsers()
        let model = ListViewModel(source: GitHubUsers(base: try APIBase("https://api.test")), transport: transport,
                                  clock: TestClock<Duration>())
        let app = App(tabs: [Tab(name: "GitHub", model: model), Tab(name: "Other", model: FakeListModel.users(5))])
        app.resize(TerminalSize(columns: 80, rows: 24))
        await draw(app, model)
        await draw(app, model)
        #expect(pages(transport) == 1, "the first screen needs the first page")
        return (app, model, transport)
    }

    @Test func filteringFetchesNoPage() async throws {
        let (app, model, transport) = try await loaded()
        // `/user1` drawn key by key, Esc while typing; `/user9`, Enter, then Esc on the applied filter.
        app.handle(.character("/"))
        for character in "user1" {
            app.handle(.character(character))
            await draw(app, model)
        }
        app.handle(.escape)
        await draw(app, model)
        app.handle(.character("/"))
        for character in "user9" { app.handle(.character(character)) }
        await draw(app, model)
        app.handle(.enter)
        await draw(app, model)
        app.handle(.escape)
        await draw(app, model)
        #expect(pages(transport) == 1)
    }

    @Test func resizingFetchesNoPage() async throws {
        let (app, model, transport) = try await loaded()
        for size in [TerminalSize(columns: 200, rows: 80), TerminalSize(columns: 50, rows: 12),
                     TerminalSize(columns: 80, rows: 24)] {
            app.resize(size)
            await draw(app, model)
        }
        #expect(pages(transport) == 1)
    }

    @Test func switchingTabsFetchesNoPage() async throws {
        let (app, model, transport) = try await loaded()
        app.handle(.character("2"))
        await draw(app, model)
        app.handle(.character("1"))
        await draw(app, model)
        app.handle(.tab)
        app.handle(.backTab)
        await draw(app, model)
        #expect(pages(transport) == 1)
    }

    @Test func openingAndClosingADetailFetchesNoPage() async throws {
        let (app, model, transport) = try await loaded()
        app.handle(.enter)
        await draw(app, model)
        await app.detailTask?.value
        await draw(app, model)
        app.handle(.escape)
        await draw(app, model)
        #expect(transport.requests.contains { $0.url.hasSuffix("/users/user1") }, "the detail was fetched")
        #expect(pages(transport) == 1)
    }

    /// A filter's matches far apart (the first page and, after `G`, the last) are not a screen of
    /// rows: neither the pages between them nor the details of rows the filter hides are fetched.
    @Test func aFilterOverRowsFarApartFetchesNothingBetween() async throws {
        let stub = PokemonStub(count: 1_000)
        let model = ListViewModel(source: PokemonList(base: try APIBase("https://p.test"), limit: 100),
                                  transport: stub.transport, clock: TestClock<Duration>())
        let app = App(tabs: [Tab(name: "Pokémon", model: model)])
        app.resize(TerminalSize(columns: 80, rows: 24))
        func quiet() async {
            _ = app.frame()
            app.didDraw()
            await model.quiet()
            #expect(!model.paginator.inFlight && model.details.inFlight == 0)
        }
        await quiet()
        await quiet()
        app.handle(.character("G"))
        await quiet()
        await quiet()
        let (pages, details) = (stub.pages, stub.detailIDs.count)
        #expect(pages == 2, "the first page and the last")
        app.handle(.character("/"))
        for character in "p1" {
            app.handle(.character(character))
            await quiet()
        }
        app.handle(.enter)
        await quiet()
        #expect(app.frame().filter?.matches == 13, "p1, p10…p19, p100 and p1000")
        app.handle(.escape)
        await quiet()
        #expect(stub.pages == pages)
        #expect(stub.detailIDs.count == details)
    }

    /// A window grown taller than the loaded rows shows the loading row: the screen is filled
    /// (a loading row that never loads would say something false), but nothing ahead of it is
    /// fetched until the user moves.
    @Test func aResizePastTheLoadedRowsFillsTheScreenOnly() async throws {
        let transport = Self.endlessUsers()
        let model = ListViewModel(source: GitHubUsers(base: try APIBase("https://api.test"), perPage: 10),
                                  transport: transport, clock: TestClock<Duration>())
        let app = App(tabs: [Tab(name: "GitHub", model: model)])
        app.resize(TerminalSize(columns: 80, rows: 24))
        for _ in 0..<8 { await draw(app, model) }
        #expect(model.paginator.loadedCount == 50, "the first screen of 21 rows and one screen ahead")
        app.resize(TerminalSize(columns: 200, rows: 80))
        #expect(app.listHeight == 77)
        for _ in 0..<8 { await draw(app, model) }
        #expect(model.paginator.loadedCount == 80, "77 rows on screen: filled, nothing ahead")
        #expect(pages(transport) == 8)
    }

    /// The control: moving toward the end of the loaded rows does fetch, ahead of the user.
    @Test func scrollingTowardTheEndPrefetches() async throws {
        let (app, model, transport) = try await loaded()
        #expect(app.listHeight == 21)
        for _ in 0..<2 {
            app.handle(.pageDown)
            await draw(app, model)
        }
        #expect(pages(transport) == 1, "on rows 42..<63 the page still holds a screen ahead")
        app.handle(.pageDown)
        await draw(app, model)
        #expect(pages(transport) == 2)
    }
}
