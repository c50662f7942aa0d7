import Catalog
import Foundation
import Networking
import Paging
import TestSupport
import Testing

/// Every zoo API paged to the end as a user would: the options they would type, the real
/// `Paginator` over `CurlTransport` (`ZooPipeTests`: the built binary in pipe mode).
@MainActor @Suite(.timeLimit(.minutes(1))) struct ZooTests {
    @Test(arguments: ZooAPI.all.filter { !ZooAPI.inexpressible.contains($0.name) })
    func pagesEveryItemOnceInOrder(api: ZooAPI) async throws {
        let server = try LoopbackServer { api.respond(ZooRequest($0)) }
        defer { server.stop() }
        let source = try GenericSource(spec: try api.spec(root: server.baseURL),
                                       environment: [ZooAPI.gitHubToken.variable: ZooAPI.gitHubToken.value])
        let result = await readToEnd(source)
        #expect(result.ids == api.ids)
        #expect(Set(result.ids).count == api.ids.count)
        #expect(result.last == "end: end of list")
        let requests = server.requests.count
        #expect((api.pages...api.pages + 1).contains(requests), "\(api.name): \(requests) requests for \(api.pages) pages")
        #expect(requests == api.requests)
    }
}
