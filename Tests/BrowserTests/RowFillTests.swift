import Catalog
import Clocks
import Images
import Paging
import Testing
import TestSupport
@testable import Browser

/// The browser shows Pokémon rows filling in as they appear: the Types column, and with `t`
/// the sprite from the detail as the row's thumbnail; the detail pane asks nothing again.
@MainActor @Suite("Row fill", .timeLimit(.minutes(1)))
struct RowFillTests {
    func draw(_ app: App) -> Screen {
        let screen = app.frame()
        app.didDraw()
        return screen
    }

    @Test func typesAndThumbnailsFillInOnScreen() async throws {
        let stub = PokemonStub(count: 300)
        let model = ListViewModel(source: PokemonList(base: try APIBase("https://p.test"), limit: 100),
                                  transport: stub.transport, clock: TestClock<Duration>())
        let provider = FakeImageProvider()
        let app = App(tabs: [Tab(name: "Pokémon", model: model)], images: provider)
        app.resize(TerminalSize(columns: 120, rows: 24))
        app.handle(.character("t"))
        _ = draw(app)
        await model.paginator.quiescent()
        #expect(model.paginator.item(at: 20) != nil)
        _ = draw(app)
        await model.quiet()
        #expect(model.details.inFlight == 0 && stub.detailIDs.count >= 21)
        let screen = draw(app)
        guard case .item(let first) = screen.rows.first else { Issue.record("no row"); return }
        #expect(first.cells == ["1", "p1", "type-1"])
        #expect(await provider.waitForRequests(21))
        #expect(provider.requests.contains { $0.url == "https://p.test/sprites/1.png" })
        let asked = stub.detailIDs.count
        app.handle(.enter)
        await app.detailTask?.value
        #expect(stub.detailIDs.count == asked, "the pane shows the detail the row was filled from")
    }
}
