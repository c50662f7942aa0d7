import Catalog
import Clocks
import Networking
import Paging
import Testing
import TestSupport
@testable import Browser

/// Rows taken out above the selection by a re-plan (a page-number page answering short of its
/// span: the rows after it move up): the selection stays on its item.
@MainActor @Suite(.timeLimit(.minutes(1))) struct RowsRemovedTests {
    /// 100 items with ids 0…99 by page number, 20 a page, a total in every answer; page `short`
    /// answers its first 10 items only.
    static func transport(short: Int) -> StubTransport {
        StubTransport { request in
            let page = Int(Fixtures.query("page", in: request.url) ?? "1") ?? 1
            let start = (page - 1) * 20
            let items = (start..<(start + (page == short ? 10 : 20))).map { "{\"id\":\($0),\"name\":\"item \($0)\"}" }
            return HTTPResponse(status: 200, headers: ["Content-Type": "application/json"],
                                body: Array("{\"items\":[\(items.joined(separator: ","))],\"total\":100}".utf8))
        }
    }

    /// The id of the item selected in `app`'s frame.
    func selectedID(_ app: App, _ model: ListViewModel) -> String? {
        guard let row = app.frame().selectedRow, case .item(let item) = model.row(at: row) else { return nil }
        return item.id
    }

    /// Draws a frame (reporting the rows shown) and lets every load it starts end.
    func draw(_ app: App, _ model: ListViewModel) async {
        _ = app.frame()
        app.didDraw()
        await model.paginator.settled()
    }

    @Test func theSelectionBelowAPageAnsweringShortStaysOnItsItem() async throws {
        let spec = try GenericSpec.parse(url: "https://api.test/items", items: "items", title: "name",
                                         strategy: "page:page,per_page", total: "total", perPage: "20")
        let model = ListViewModel(source: try GenericSource(spec: spec, environment: [:]), transport: Self.transport(short: 3),
                                  clock: TestClock<Duration>())
        let app = App(tabs: [Tab(name: "list", model: model)])
        app.resize(TerminalSize(columns: 80, rows: 23))
        await draw(app, model)
        app.handle(.character("G"))
        await draw(app, model)
        for _ in 0..<3 { app.handle(.up) }
        await draw(app, model)
        let before = selectedID(app, model)
        #expect(before == "96")
        #expect(model.paginator.item(at: 40) == nil, "page 3 is not read yet")
        model.prefetch(40..<60)  // page 3 answers 10 of its 20: the rows after it move up by 10
        await model.paginator.settled()
        #expect(model.rowCount == 91)
        #expect(selectedID(app, model) == before)
    }
}
