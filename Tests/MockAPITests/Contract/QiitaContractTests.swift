import Foundation
import MockSupport
import Testing
@testable import MockAPI
import TestSupport

/// The mock's Qiita answers have the documented example's keys and types, and the documented headers.
@Suite struct QiitaContractTests {
    @Test func itemsPageMatchesDocumentedItem() async throws {
        let examples = try #require(try Datasets.json("qiita/docs_examples.item_user_group_tag.json") as? [String: Any])
        let item = try #require(examples["Item"] as? [String: Any])
        let user = try #require(examples["User"] as? [String: Any])
        let itemKeyOrder = Self.topLevelKeys(String(decoding: try Datasets.data("qiita/docs_examples.item_user_group_tag.json"), as: UTF8.self), object: "Item")
        try await withServer { server in
            let response = try await RawHTTP.get(server.baseURL + "/qiita/api/v2/items")
            #expect(response.status == 200)
            #expect(response.header("content-type") == "application/json; charset=utf-8")
            let items = try #require(try response.json() as? [[String: Any]])
            #expect(items.count == 20)
            for mock in items {
                #expect(Set(mock.keys) == Set(item.keys))
                #expect(JSONShape.typeMismatches(recorded: item, mock: mock).isEmpty)
                let mockUser = try #require(mock["user"] as? [String: Any])
                #expect(Set(mockUser.keys) == Set(user.keys))
                #expect(JSONShape.typeMismatches(recorded: user, mock: mockUser).isEmpty)
                #expect((mock["id"] as? String)?.wholeMatch(of: /[0-9a-f]{20}/) != nil)
                #expect((mock["created_at"] as? String)?.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+09:00/) != nil)
            }
            #expect(Self.keys(response.text, from: response.text.range(of: "{")!.upperBound) == itemKeyOrder)
            // Newest first.
            let dates = items.compactMap { $0["created_at"] as? String }
            #expect(dates == dates.sorted(by: >))
        }
    }

    @Test func linkAndTotalCountHeaders() async throws {
        try await withServer { server in
            let response = try await RawHTTP.get(server.baseURL + "/qiita/api/v2/items?page=3&per_page=100")
            let base = server.baseURL + "/qiita/api/v2/items"
            let total = try #require(response.header("total-count").flatMap(Int.init))
            let last = (total + 99) / 100
            #expect(last > 100, "last may point past page 100, like the real one")
            #expect(response.header("link") == "<\(base)?page=1&per_page=100>; rel=\"first\", <\(base)?page=2&per_page=100>; rel=\"prev\", <\(base)?page=4&per_page=100>; rel=\"next\", <\(base)?page=\(last)&per_page=100>; rel=\"last\"")
            #expect(response.header("rate-limit") == "60")
            #expect(response.header("rate-remaining") == "59")
            #expect(response.header("rate-reset").flatMap(Int.init) != nil)
            let first = try await RawHTTP.get(base)
            #expect(first.header("link")?.contains("rel=\"prev\"") == false)
            #expect(first.header("link")?.hasPrefix("<\(base)?page=1>; rel=\"first\", <\(base)?page=2>; rel=\"next\"") == true)
        }
    }

    /// Qiita's search for simple words: each word in the title, body or a tag; `tag:` exactly.
    @Test(arguments: ["Swift", "tag:swift", "swift%20tag:ios"])
    func aQueryServesOnlyMatchingItemsAndCountsThem(_ query: String) async throws {
        try await withServer { server in
            let response = try await RawHTTP.get(server.baseURL + "/qiita/api/v2/items?per_page=100&query=\(query)")
            let items = try #require(try response.json() as? [[String: Any]])
            let total = try #require(response.header("total-count").flatMap(Int.init))
            #expect(items.count == 100 && total > 100 && total < server.qiitaItemCount, "\(items.count) of \(total)")
            for item in items {
                let tags = (item["tags"] as? [[String: Any]] ?? []).compactMap { ($0["name"] as? String)?.lowercased() }
                let title = (item["title"] as? String ?? "").lowercased()
                if query.hasPrefix("tag:") { #expect(tags.contains("swift"), "\(tags)") }
                else { #expect(title.contains("swift") || tags.contains("swift"), "\(title) \(tags)") }
                if query.hasSuffix("tag:ios") { #expect(tags.contains("ios"), "\(tags)") }
            }
            #expect(response.header("link")?.contains("query=\(query.replacingOccurrences(of: ":", with: "%3A"))>; rel=\"next\"") == true,
                    "\(response.header("link") ?? "")")
        }
    }

    @Test(arguments: ["page=0", "page=101", "per_page=0", "per_page=101", "page=abc"])
    func outOfRangeParametersAre400(_ query: String) async throws {
        try await withServer { server in
            let response = try await RawHTTP.get(server.baseURL + "/qiita/api/v2/items?\(query)")
            #expect(response.status == 400)
            let body = try #require(try response.json() as? [String: Any])
            #expect(body["message"] is String)
            #expect((body["type"] as? String)?.wholeMatch(of: /[a-z0-9_]+/) != nil)
        }
    }

    @Test func detailByIDAndNotFound() async throws {
        try await withServer { server in
            let items = try #require(try await RawHTTP.get(server.baseURL + "/qiita/api/v2/items?per_page=3&page=7").json() as? [[String: Any]])
            for item in items {
                let id = try #require(item["id"] as? String)
                let detail = try await RawHTTP.get(server.baseURL + "/qiita/api/v2/items/\(id)")
                #expect(detail.status == 200)
                let body = try #require(try detail.json() as? [String: Any])
                #expect(body["title"] as? String == item["title"] as? String)
            }
            let missing = try await RawHTTP.get(server.baseURL + "/qiita/api/v2/items/0123456789abcdef0123")
            #expect(missing.status == 404)
            #expect(missing.text == #"{"message":"Not found","type":"not_found"}"#)
        }
    }

    /// The keys of one named object in the examples file, in order.
    static func topLevelKeys(_ json: String, object: String) -> [String] {
        guard let start = json.range(of: "\"\(object)\": {") else { return [] }
        return keys(json, from: start.upperBound)
    }

    /// The keys of the object whose body starts at `start`, in order, skipping nested objects.
    static func keys(_ json: String, from start: String.Index) -> [String] {
        var depth = 0
        var keys: [String] = []
        var index = start
        var inString = false
        var current = ""
        var afterKey = false
        while index < json.endIndex {
            let c = json[index]
            if inString {
                if c == "\"" { inString = false; afterKey = true } else { current.append(c) }
            } else if c == "\"" {
                inString = true
                current = ""
            } else if c == ":" && afterKey {
                if depth == 0 { keys.append(current) }
                afterKey = false
            } else {
                afterKey = false
                if c == "{" || c == "[" { depth += 1 }
                if c == "}" || c == "]" {
                    if depth == 0 { break }
                    depth -= 1
                }
            }
            index = json.index(after: index)
        }
        return keys
    }
}
