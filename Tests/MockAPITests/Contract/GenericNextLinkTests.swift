import Foundation
import MockSupport
import Testing
@testable import MockAPI

/// The mock's own next links keep every query parameter of the request they answer (issue 42):
/// `/generic/next?count=300` once linked to a 60-item list after its first page.
@Suite struct GenericNextLinkTests {
    /// The parameters a reader adds: a longer list, a smaller cap, and one the mock ignores.
    static let extra = "count=45&max_limit=7&x=a%20b"

    /// Each endpoint that writes next links, and how its next link is read from an answer.
    static let linked: [(path: String, next: @Sendable (RawResponse) throws -> String?)] = [
        ("/generic/next", { response in (try response.json() as? [String: Any])?["next"] as? String }),
        ("/generic/link", { response in
            response.header("link").flatMap { $0.firstMatch(of: #/<([^>]+)>; rel="next"/#).map { String($0.output.1) } }
        }),
    ]

    @Test(arguments: [0, 1]) func followingTheLinksReadsTheWholeListAsAsked(endpoint: Int) async throws {
        let (path, next) = Self.linked[endpoint]
        try await withServer { server in
            var url: String? = server.baseURL + path + "?" + Self.extra
            var ids: [Int] = []
            var requests = 0
            while let current = url, requests < 20 {
                requests += 1
                let response = try await RawHTTP.get(current)
                #expect(response.status == 200, "\(current)")
                let body = try response.json()
                let items = ((body as? [String: Any]).flatMap { ($0["data"] as? [String: Any])?["items"] } ?? body) as? [[String: Any]] ?? []
                #expect(items.count <= 7, "\(current): max_limit kept")
                ids += items.compactMap { $0["id"] as? Int }
                url = try next(response)
                if let url {
                    #expect(url.contains("count=45") && url.contains("max_limit=7") && url.contains("x=a%20b"), "\(url) dropped a parameter")
                }
            }
            #expect(ids == Array((1...45).reversed()), "\(path)")
            #expect(requests == 7, "\(path): 45 items at 7 a page")
        }
    }

    /// A parameter the link sets itself is replaced in place, not repeated.
    @Test func theLinksOwnParametersReplaceTheRequests() async throws {
        try await withServer { server in
            let base = server.baseURL + "/generic"
            let link = try await RawHTTP.get(base + "/link?per_page=5&count=12&page=2")
            #expect(link.header("link") == "<\(base)/link?per_page=5&count=12&page=3>; rel=\"next\"")
        }
    }
}
