import Catalog
import Clocks
import Foundation
import Networking
import Paging
import Testing
import TestSupport

/// Qiita's cap is page 100 whatever `per_page` is: the layout never plans a page past it.
@MainActor @Suite(.timeLimit(.minutes(1))) struct PaginatorQiitaCapTests {
    @Test(arguments: [(50, "5,000"), (20, "2,000"), (100, "10,000")])
    func theLayoutHasAHundredSlots(perPage: Int, items: String) async {
        let transport = StubTransport { request in
            let page = Int(Fixtures.query("page", in: request.url) ?? "1") ?? 1
            let ids = (0..<perPage).map { String(format: "%020x", page * 1000 + $0) }
            return Fixtures.qiitaResponse(ids, total: 680_484, page: page, lastPage: 680_484 / perPage + 1)
        }
        let source = QiitaItems(base: try! APIBase("https://qiita.test"), perPage: perPage)
        let paginator = Paginator(source: source, transport: transport, clock: TestClock<Duration>())
        paginator.appeared(0..<10)
        await paginator.quiescent()
        #expect(transport.requests.count >= 1 && !paginator.inFlight)
        #expect(paginator.rowCount == 100 * perPage + 1)
        #expect(describe(paginator.row(at: 100 * perPage)) == "end: Qiita serves at most 100 pages (\(items) items)")
        // A jump to the end asks for page 100, the last there is.
        paginator.appeared((100 * perPage - 5)..<(100 * perPage + 1))
        await paginator.quiescent()
        #expect(!paginator.inFlight && paginator.item(at: 100 * perPage - 1) != nil)
        #expect(transport.requests.compactMap { Fixtures.query("page", in: $0.url) }.allSatisfy { (Int($0) ?? 0) <= 100 })
        #expect(transport.requests.last.flatMap { Fixtures.query("page", in: $0.url) } == "100")
    }
}
