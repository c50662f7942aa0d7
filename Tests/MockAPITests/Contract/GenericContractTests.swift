import Foundation
import MockSupport
import Testing
@testable import MockAPI

/// The mock's `/generic` lists: the shapes the generic source is tested against, and their edges.
@Suite struct GenericContractTests {
    @Test func offsetPageShape() async throws {
        try await withServer { server in
            let response = try await RawHTTP.get(server.baseURL + "/generic/offset?offset=55&limit=10")
            #expect(response.status == 200)
            let body = try #require(try response.json() as? [String: Any])
            #expect(Set(body.keys) == ["data", "meta"])
            #expect((body["meta"] as? [String: Any])?["total"] as? Int == 60)
            let items = try #require((body["data"] as? [String: Any])?["items"] as? [[String: Any]])
            #expect(items.compactMap { $0["id"] as? Int } == [5, 4, 3, 2, 1])
            #expect(Set(items[0].keys) == ["id", "name", "score", "created_at", "url", "tags"])
            #expect(items[0]["created_at"] as? String == "2026-01-01T04:00:00Z")
            #expect(items[0]["url"] as? String == server.baseURL + "/generic/items/5")
        }
    }

    @Test func linkAndDetailAndErrors() async throws {
        try await withServer { server in
            let base = server.baseURL + "/generic"
            let link = try await RawHTTP.get(base + "/link?page=2&per_page=25")
            #expect(link.header("link") == "<\(base)/link?page=3&per_page=25>; rel=\"next\"")
            #expect(link.header("x-total-count") == "60")
            #expect(try await RawHTTP.get(base + "/link?page=3&per_page=25").header("link") == nil)
            #expect(try await RawHTTP.get(base + "/items/60").status == 200)
            #expect(try await RawHTTP.get(base + "/items/61").status == 404)
            #expect(try await RawHTTP.get(base + "/offset?limit=0").status == 400)
            #expect(try await RawHTTP.get(base + "/cursor?cursor=zz").status == 400)
        }
    }

    @Test func driftInsertsAtTheHeadOnEveryRequest() async throws {
        try await withServer { server in
            let url = server.baseURL + "/generic/page?page=1&per_page=2&drift=3"
            for expected in [[63, 62], [66, 65]] {
                let body = try #require(try await RawHTTP.get(url).json() as? [String: Any])
                let items = try #require((body["data"] as? [String: Any])?["items"] as? [[String: Any]])
                #expect(items.compactMap { $0["id"] as? Int } == expected)
            }
        }
    }

    /// docs/any-api.md runs a drifting example before others against one mock: they still see 60.
    @Test func driftStaysWithTheRequestsThatAskForIt() async throws {
        try await withServer { server in
            _ = try await RawHTTP.get(server.baseURL + "/generic/offset?limit=2&drift=27")
            for list in ["offset?limit=1", "page?per_page=1"] {
                let body = try #require(try await RawHTTP.get(server.baseURL + "/generic/" + list).json() as? [String: Any])
                #expect((body["meta"] as? [String: Any])?["total"] as? Int == 60, "\(list)")
            }
        }
    }
}
