import Browser
import Catalog
import Clocks
import Networking
import Paging
import Testing
import TestSupport

@MainActor @Suite(.timeLimit(.minutes(1))) struct ListViewModelTests {
    func githubStub(gate: Gate? = nil) -> StubTransport {
        StubTransport { request in
            if request.url.hasSuffix("/users/user1") {
                return HTTPResponse(status: 200, body: Array("""
                    {"login":"user1","id":1,"type":"User","name":"One","followers":7,\
                    "avatar_url":"https://a/u/1","html_url":"https://github.com/user1","bio":"hi"}
                    """.utf8))
            }
            await gate?.wait()
            return Fixtures.githubResponse([1, 2], next: nil)
        }
    }

    @Test func rowsAndStatusFollowThePages() async throws {
        let gate = Gate()
        let transport = githubStub(gate: gate)
        let model = try ListViewModel(builtIn: .github, base: "http://127.0.0.1:8080/github", transport: transport,
                                      clock: TestClock<Duration>())
        var changes = 0
        model.onChange = { changes += 1 }
        #expect(model.columns.map(\.title) == ["Login", "Type", "ID"] && model.columns[0].isPrimary)
        #expect(model.rowCount == 1 && model.row(at: 0) == .loading)
        model.appeared(0..<20)
        await gate.waitForWaiters(1)
        #expect(gate.waiting == 1)
        #expect(model.isLoading && !model.isPaging && model.status.inFlight)
        gate.open()
        await model.paginator.quiescent()
        #expect(model.exhausted)
        #expect((0..<model.rowCount).map(model.row(at:)) == [
            .item(RowItem(id: "1", cells: ["user1", "User", "1"], webURL: "https://github.com/user1",
                          imageURL: "https://avatars.githubusercontent.com/u/1?v=4")),
            .item(RowItem(id: "2", cells: ["user2", "User", "2"], webURL: "https://github.com/user2",
                          imageURL: "https://avatars.githubusercontent.com/u/2?v=4")),
            .end("end of list"),
        ])
        #expect(model.status == ListStatus(source: "GitHub users", loaded: 2, rateRemaining: 59, rateLimit: 60))
        #expect(!model.isLoading && model.error == nil && model.rateBudget?.remaining == 59)
        #expect(changes == 2)  // the load started, the page arrived
        #expect(transport.requests[0].url == "http://127.0.0.1:8080/github/users?since=0&per_page=100")
    }

    /// One notification path (issue 13): the `onChange` closure, not Observation, tells of new rows.
    @Test func onChangeSeesTheRowsChange() async {
        let model = ListViewModel(source: GitHubUsers(base: try! APIBase("https://api.test")),
                                  transport: githubStub(), clock: TestClock<Duration>())
        let fired = Counter()
        var rowCounts: [Int] = []
        model.onChange = {
            _ = fired.next()
            rowCounts.append(model.rowCount)
        }
        model.appeared(0..<20)
        await model.paginator.quiescent()
        #expect(model.exhausted)
        #expect(fired.next() > 1)
        #expect(rowCounts.last == 3)
    }

    @Test func detailFetchesTheDetailEndpoint() async throws {
        let transport = githubStub()
        let model = ListViewModel(source: GitHubUsers(base: try APIBase("https://api.test")), transport: transport,
                                  clock: TestClock<Duration>())
        model.appeared(0..<20)
        await model.paginator.quiescent()
        #expect(model.exhausted)
        let detail = try await model.detail(at: 0)
        #expect(detail == ItemDetail(
            title: "One", fields: [("Login", "user1"), ("ID", "1"), ("Type", "User"), ("Name", "One"), ("Followers", "7")],
            body: "hi", imageURL: "https://a/u/1", webURL: "https://github.com/user1"))
        #expect(transport.requests.last?.url == "https://api.test/users/user1")
        await #expect(throws: PagingError.self) { try await model.detail(at: 5) }
    }

    /// The selection lives in the view's viewport only (issue 13): the model has none to clear.
    @Test func refreshReloads() async {
        let transport = githubStub()
        let model = ListViewModel(source: GitHubUsers(base: try! APIBase("https://api.test")), transport: transport,
                                  clock: TestClock<Duration>())
        model.ensureLoaded(around: 0, height: 20)
        await model.paginator.quiescent()
        #expect(model.exhausted)
        model.refresh()
        await model.paginator.quiescent()
        #expect(model.exhausted && transport.requests.count == 2)
        #expect(model.rowCount == 3)
    }

    @Test func switchingSourceShowsTheNewColumnsAndRows() async {
        let transport = StubTransport { request in
            request.url.contains("/pokemon")
                ? HTTPResponse(status: 200, body: Array("""
                    {"count":1,"next":null,"previous":null,"results":[{"name":"pikachu","url":"https://p.test/api/v2/pokemon/25/"}]}
                    """.utf8))
                : Fixtures.githubResponse([1], next: nil)
        }
        let model = ListViewModel(source: GitHubUsers(base: try! APIBase("https://api.test")), transport: transport,
                                  clock: TestClock<Duration>())
        model.appeared(0..<10)
        await model.paginator.quiescent()
        #expect(model.exhausted)
        model.switchSource(to: PokemonList(base: try! APIBase("https://p.test")))
        #expect(model.columns.map(\.title) == ["No.", "Name", "Types"])
        await model.paginator.quiescent()
        #expect(model.exhausted)
        #expect(model.row(at: 0) == .item(RowItem(id: "25", cells: ["25", "pikachu", ""],
                                                  webURL: "https://www.pokemon.com/us/pokedex/pikachu")))
        #expect(model.status.source == "Pokémon" && model.status.total == 1)
    }

    @Test func aBadBaseURLIsRefused() {
        #expect(throws: PagingError.badBase("pokeapi.co")) {
            try ListViewModel(builtIn: .pokemon, base: "pokeapi.co", transport: githubStub())
        }
    }
}
