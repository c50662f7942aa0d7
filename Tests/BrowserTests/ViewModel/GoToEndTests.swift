import Browser
import Catalog
import Clocks
import Networking
import Paging
import Testing
import TestSupport

/// Issue 42 point 1: `G` on a list read one page after another rides along to the end as pages
/// arrive, instead of stopping where the loaded rows ended (a Django-style next-link list with a
/// count stopped on item 51 with 80 of 95 loaded; a `has_more` list on item 31 with 30 loaded).
@MainActor @Suite(.timeLimit(.minutes(1))) struct GoToEndTests {
    /// A Django REST-style list: `count`, `next` URLs, `results`, 10 a page, each answer a second.
    func django(count: Int = 95) -> SlowStub {
        SlowStub(latency: .seconds(1)) { request in
            let page = Int(Fixtures.query("page", in: request.url) ?? "1") ?? 1
            let ids = Array(((page - 1) * 10 + 1)...min(count, page * 10))
            let next = page * 10 < count ? "\"https://api.test/items?page=\(page + 1)\"" : "null"
            let results = ids.map { "{\"id\":\($0),\"name\":\"item \($0)\"}" }.joined(separator: ",")
            return HTTPResponse(status: 200, headers: ["Content-Type": "application/json"],
                                body: Array("{\"count\":\(count),\"next\":\(next),\"previous\":null,\"results\":[\(results)]}".utf8))
        }
    }

    /// A Stripe-style list: `data`, `has_more`, `starting_after`, 10 a page.
    func stripe(count: Int = 45) -> SlowStub {
        SlowStub(latency: .seconds(1)) { request in
            let after = Int(Fixtures.query("starting_after", in: request.url) ?? "0") ?? 0
            let ids = Array((after + 1)...min(count, after + 10))
            let data = ids.map { "{\"id\":\($0),\"email\":\"c\($0)@example.com\"}" }.joined(separator: ",")
            return HTTPResponse(status: 200, headers: ["Content-Type": "application/json"],
                                body: Array("{\"object\":\"list\",\"data\":[\(data)],\"has_more\":\(ids.last! < count)}".utf8))
        }
    }

    func app(_ stub: SlowStub, _ spec: GenericSpec) async throws -> (App, ListViewModel) {
        let model = ListViewModel(source: try GenericSource(spec: spec, environment: [:]), transport: stub.transport, clock: stub.clock)
        let app = App(tabs: [Tab(name: "list", model: model)])
        app.resize(TerminalSize(columns: 80, rows: 23))
        await deliver(stub, app) { model.rowCount > 10 }
        return (app, model)
    }

    /// Draws (reporting the rows shown), then moves time on a second at a time until `done`.
    func deliver(_ stub: SlowStub, _ app: App, until done: @MainActor () -> Bool) async {
        let paginator = (app.model as? ListViewModel)?.paginator
        for _ in 0..<30 where !done() {
            _ = app.frame()
            app.didDraw()
            await paginator?.parked(stub)
            await stub.advance(by: .seconds(1))
            await paginator?.parked(stub)
        }
        _ = app.frame()
        app.didDraw()
    }

    @Test func gOnANextLinkListWithACountReachesItsLastItem() async throws {
        let stub = django()
        let spec = try GenericSpec.parse(url: "https://api.test/items", items: "results", title: "name",
                                         strategy: "next:next", total: "count")
        let (app, model) = try await app(stub, spec)
        app.handle(.character("G"))
        await deliver(stub, app) { model.exhausted }
        let screen = app.frame()
        #expect(model.paginator.item(at: 94)?.id == "95")
        #expect(screen.selectedRow == 94, "the last item, the end row below it")
    }

    @Test func gOnAHasMoreListReachesItsLastItem() async throws {
        let stub = stripe()
        let spec = try GenericSpec.parse(url: "https://api.test/v1/customers", items: "data", title: "email",
                                         strategy: "after:starting_after=id", more: "has_more")
        let (app, model) = try await app(stub, spec)
        app.handle(.character("G"))
        await deliver(stub, app) { model.exhausted }
        #expect(app.frame().selectedRow == 44)
    }

    @Test func aMoveWhileRidingStopsTheRide() async throws {
        let stub = stripe(count: 200)
        let spec = try GenericSpec.parse(url: "https://api.test/v1/customers", items: "data", title: "email",
                                         strategy: "after:starting_after=id", more: "has_more")
        let (app, model) = try await app(stub, spec)
        app.handle(.character("G"))
        let riding = app.frame().selectedRow ?? 0
        app.handle(.character("k"))
        await deliver(stub, app) { model.rowCount > 60 }
        #expect(app.frame().selectedRow == riding - 1, "k took back the ride")
    }
}
