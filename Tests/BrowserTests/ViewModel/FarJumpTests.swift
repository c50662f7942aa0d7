import Browser
import Catalog
import Clocks
import Networking
import Paging
import Testing
import TestSupport

/// A far jump in the browser loads the pages it lands among side by side, up to the same
/// `parallel` setting pipe mode reads ahead with.
@MainActor @Suite(.timeLimit(.minutes(1))) struct FarJumpTests {
    /// A model over 200 Pokémon in pages of 10, its first screen loaded; details answer 404 at once.
    func model(parallel: Int) async -> (ListViewModel, HeldTransport) {
        let transport = HeldTransport { PokemonStub.detailID($0.url) != nil ? Fixtures.status(404) : nil }
        var configuration = PagingConfiguration()
        configuration.parallel = parallel
        let model = ListViewModel(source: PokemonList(base: try! APIBase("https://p.test"), limit: 10),
                                  transport: transport, clock: TestClock<Duration>(), configuration: configuration)
        model.appeared(0..<30)
        await drain(model, transport)
        return (model, transport)
    }

    /// Answers the held pages, the latest first when `lastFirst`, until nothing is in flight.
    func drain(_ model: ListViewModel, _ transport: HeldTransport, lastFirst: Bool = false) async {
        while model.paginator.inFlight {
            // Every load held (details answer at once): nothing changes until one is answered.
            await model.paginator.parked(transport)
            guard let url = lastFirst ? transport.held.last?.url : transport.held.first?.url else { return }
            transport.answer(where: { $0.url == url }) { PokemonStub.page($0.url, count: 200, rateLimit: nil) }
        }
    }

    @Test func aFarJumpHasParallelPagesInFlightAtOnce() async {
        let (model, transport) = await model(parallel: 4)
        #expect(model.paginator.layout.slots.count == 20)
        let pages = { transport.requests.count { PokemonStub.detailID($0.url) == nil } }
        let before = pages()
        model.appeared(120..<150)
        await transport.holding(4)
        #expect(transport.held.count == 4)
        #expect(pages() == before + 4, "four sent before any answered")
        // Answered last first: every page still lands where its key says.
        await drain(model, transport, lastFirst: true)
        #expect((120..<150).map { model.paginator.item(at: $0)?.cells[1] } == (120..<150).map { "p\($0 + 1)" })
        #expect(transport.mostAtOnce == 4)
    }
}
