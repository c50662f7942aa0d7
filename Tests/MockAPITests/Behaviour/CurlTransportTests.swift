import Foundation
import MockSupport
import Networking
import Testing
@testable import MockAPI

/// The project's own transport and header parsers read the mock like the real APIs.
@Suite struct CurlTransportTests {
    @Test func followsGitHubNextLinksAcrossPages() async throws {
        try await withServer { server in
            let transport = CurlTransport()
            var url = server.baseURL + "/github/users?per_page=50"
            var ids: [Int] = []
            for _ in 0..<3 {
                let response = try await transport.send(HTTPRequest(url: url))
                #expect(response.status == 200)
                let users = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [[String: Any]])
                ids += users.compactMap { $0["id"] as? Int }
                #expect(LinkHeader.links(in: response.headers).contains { $0.rels == ["first"] && $0.isTemplate })
                let rate = try #require(RateLimitStatus.parse(response.headers))
                #expect(rate.limit == 60 && rate.resource == "core")
                url = try #require(LinkHeader.target(rel: "next", in: response.headers))
            }
            #expect(ids.count == 150)
            #expect(ids == ids.sorted() && Set(ids).count == 150)
            // curl asks for gzip; the body came back decoded and the request was logged with its user agent.
            #expect(server.requestLog.allSatisfy { $0.headers.contains { $0.name == "user-agent" && $0.value.hasPrefix("pagetty/") } })
        }
    }

    @Test func qiitaAndPokeAPIThroughCurl() async throws {
        try await withServer { server in
            let transport = CurlTransport()
            let qiita = try await transport.send(HTTPRequest(url: server.baseURL + "/qiita/api/v2/items?page=2&per_page=10"))
            #expect(qiita.headers["Total-Count"] == "680484")
            #expect(LinkHeader.target(rel: "prev", in: qiita.headers) == server.baseURL + "/qiita/api/v2/items?page=1&per_page=10")
            #expect(RateLimitStatus.parse(qiita.headers)?.limit == 60)
            var url: String? = server.baseURL + "/pokeapi/api/v2/pokemon?offset=1200&limit=100"
            var names = 0
            while let next = url {
                let page = try await transport.send(HTTPRequest(url: next))
                let body = try #require(try JSONSerialization.jsonObject(with: Data(page.body)) as? [String: Any])
                names += (body["results"] as? [Any])?.count ?? 0
                url = body["next"] as? String
            }
            #expect(names == 151)
        }
    }

    @Test func truncatedBodyIsATransportError() async throws {
        try await withServer { server in
            server.addFault(FaultRule(pathPrefix: "/pokeapi", kind: .truncatedBody, count: 1))
            await #expect(throws: HTTPError.self) {
                _ = try await CurlTransport().send(HTTPRequest(url: server.baseURL + "/pokeapi/api/v2/pokemon"))
            }
        }
    }
}
