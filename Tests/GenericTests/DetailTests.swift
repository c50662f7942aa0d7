import Catalog
import MockAPI
import MockSupport
import Networking
import Paging
import Testing

/// The detail: from the kept JSON without a request, or from an item URL on the API's origin.
@MainActor @Suite struct DetailTests {
    @Test func itemURLOnTheSameOriginIsTheDetailEndpoint() async throws {
        try await withServer { server in
            let source = try mockSource(server.baseURL, "offset", strategy: "offset:offset,limit")
            let page = try source.decode(try await CurlTransport().send(source.request(for: source.strategy.first)))
            let item = try #require(page.items.first)
            #expect(source.localDetail(for: item)?.fields.first?.value == "60")
            let request = source.detailRequest(for: item)
            #expect(request.url == server.baseURL + "/generic/items/60")
            let detail = try source.decodeDetail(try await CurlTransport().send(request))
            #expect(detail.title == "Item 60")
            #expect(detail.fields.map(\.label) == ["id", "name", "score", "created_at", "url", "tags"])
            #expect(detail == source.localDetail(for: item))
        }
    }
}
