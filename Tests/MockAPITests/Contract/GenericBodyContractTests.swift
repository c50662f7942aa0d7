import Foundation
import MockSupport
import Testing
@testable import MockAPI

/// The mock's lists paged in a POSTed body: Notion's and Elasticsearch's shapes and errors.
@Suite struct GenericBodyContractTests {
    static func post(_ url: String, _ body: String) async throws -> RawResponse {
        try await RawHTTP.send("POST", url, headers: ["Content-Type": "application/json"], body: Array(body.utf8))
    }

    @Test func notionQueryShapeAndErrors() async throws {
        try await withServer { server in
            let url = server.baseURL + "/generic/notion"
            let first = try #require(try await Self.post(url, #"{"page_size":2}"#).json() as? [String: Any])
            #expect(Set(first.keys) == ["object", "results", "next_cursor", "has_more", "type", "page_or_database"])
            let results = try #require(first["results"] as? [[String: Any]])
            #expect(results.compactMap { $0["id"] as? String } == ["5c6a2821-8a3b-4c1e-9f20-000000000060", "5c6a2821-8a3b-4c1e-9f20-000000000059"])
            #expect(first["next_cursor"] as? String == "5c6a2821-8a3b-4c1e-9f20-000000000058")
            #expect(first["has_more"] as? Bool == true)
            // The cursor is where the next page starts (inclusive), as on Notion.
            let next = try #require(try await Self.post(url, #"{"page_size":100,"start_cursor":"5c6a2821-8a3b-4c1e-9f20-000000000058"}"#).json() as? [String: Any])
            #expect((next["results"] as? [[String: Any]])?.count == 58)
            #expect(next["next_cursor"] is NSNull)
            #expect(next["has_more"] as? Bool == false)
            #expect(try await RawHTTP.get(url).status == 405)
            let bad = try await Self.post(url, #"{"start_cursor":"nope"}"#)
            #expect(bad.status == 400)
            #expect((try bad.json() as? [String: Any])?["code"] as? String == "validation_error")
            #expect(try await Self.post(url, #"{"page_size":101}"#).status == 400)
        }
    }

    @Test func searchAfterShapeAndErrors() async throws {
        try await withServer { server in
            let url = server.baseURL + "/generic/search"
            let body = try #require(try await Self.post(url, #"{"size":3,"search_after":[0,51]}"#).json() as? [String: Any])
            let hits = try #require(body["hits"] as? [String: Any])
            #expect((hits["total"] as? [String: Any])?["value"] as? Int == 60)
            let list = try #require(hits["hits"] as? [[String: Any]])
            // After (score 0, id 51): score 1's ids 4, 14, 24.
            #expect(list.compactMap { $0["_id"] as? String } == ["4", "14", "24"])
            #expect(list.first?["sort"] as? [Int] == [1, 4])
            #expect((list.first?["_source"] as? [String: Any])?["name"] as? String == "Item 4")
            let bad = try await Self.post(url, #"{"search_after":[1]}"#)
            #expect(bad.status == 400)
            #expect(((try bad.json() as? [String: Any])?["error"] as? [String: Any])?["type"] as? String == "parsing_exception")
        }
    }
}
