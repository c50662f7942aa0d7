import Catalog
import Clocks
import Paging
import Testing
import TestSupport
@testable import Browser

/// A Pokémon's types are its related lists once its row knows them (the list carries none): the
/// detail pane opened before the row's detail came numbers them when that detail arrives.
@MainActor @Suite("Pokémon types menu", .timeLimit(.minutes(1)))
struct PokemonTypesMenuTests {
    @Test func theTypesJoinTheMenuWhenTheDetailArrives() async throws {
        let gate = Gate()
        let stub = PokemonStub(count: 300, gate: gate)
        let model = ListViewModel(source: PokemonList(base: try APIBase("https://p.test"), limit: 100),
                                  transport: stub.transport, clock: TestClock<Duration>())
        let app = App(tabs: [Tab(name: "Pokémon", model: model)])
        app.resize(TerminalSize(columns: 120, rows: 24))
        _ = app.frame()
        app.didDraw()
        await model.paginator.quiescent()
        #expect(model.paginator.item(at: 0) != nil)
        #expect(model.relatedLists(at: 0).isEmpty, "no types yet: nothing guessed")
        app.handle(.enter)
        gate.open()
        await app.detailTask?.value
        #expect(model.relatedLists(at: 0).map(\.name) == ["type-1"])
        guard case .detail(.loaded(let detail), _)? = app.frame().pane else {
            Issue.record("no detail shown")
            return
        }
        #expect(detail.related == ["type-1"])
    }
}
