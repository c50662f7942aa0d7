import Browser
import Catalog
import Clocks
import Networking
import Paging
import Testing
import TestSupport

/// Pokémon types are not in the list: a fetched detail fills the row's Types column.
@MainActor @Suite(.timeLimit(.minutes(1))) struct DetailColumnTests {
    @Test func aFetchedDetailFillsTheTypesColumn() async throws {
        let transport = StubTransport { request in
            if request.url.contains("/pokemon/25/") {
                return HTTPResponse(status: 200, body: Array("""
                    {"id":25,"name":"pikachu","height":4,"weight":60,"base_experience":112,
                     "types":[{"slot":1,"type":{"name":"electric","url":"x"}}],"stats":[],"abilities":[],
                     "species":{"name":"pikachu","url":"x"},"sprites":{"front_default":null}}
                    """.utf8))
            }
            return HTTPResponse(status: 200, body: Array("""
                {"count":2,"next":null,"previous":null,"results":[
                 {"name":"pikachu","url":"https://pokeapi.co/api/v2/pokemon/25/"},
                 {"name":"raichu","url":"https://pokeapi.co/api/v2/pokemon/26/"}]}
                """.utf8))
        }
        let model = try ListViewModel(builtIn: .pokemon, base: "https://pokeapi.co", transport: transport,
                                      clock: TestClock<Duration>())
        #expect(model.columns.map(\.title) == ["No.", "Name", "Types"])
        // The pager alone is told: no row is reported on screen, so none fills in the background.
        model.paginator.appeared(0..<20)
        await model.paginator.quiescent()
        #expect(model.exhausted)
        guard case .item(let before) = model.row(at: 0) else { Issue.record("no item row"); return }
        #expect(before.cells == ["25", "pikachu", ""])
        var changed = 0
        model.onChange = { changed += 1 }
        let detail = try await model.detail(at: 0)
        #expect(detail.fields.contains { $0.label == "Types" && $0.value == "electric" })
        guard case .item(let after) = model.row(at: 0), case .item(let other) = model.row(at: 1) else {
            Issue.record("no item rows"); return
        }
        #expect(after.cells == ["25", "pikachu", "electric"])
        #expect(other.cells == ["26", "raichu", ""])
        #expect(changed == 1)
    }
}
