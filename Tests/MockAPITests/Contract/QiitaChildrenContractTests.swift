import Foundation
import MockSupport
import Testing
@testable import MockAPI
import TestSupport

/// An item's comments and an author's items answer as Qiita documents them: Comments (the keys
/// its OpenAPI description requires) and Items, paged by `page`/`per_page` with `Link` and `Total-Count`.
@Suite struct QiitaChildrenContractTests {
    static let description = "qiita/openapi.nanato12-qiita-openapi.yml"

    @Test func anItemsCommentsAreAsManyAsItsCountNewestFirst() async throws {
        let comment = try OpenAPISchema.required("Comment", in: Self.description)
        let user = try OpenAPISchema.required("User", in: Self.description)
        #expect(comment.contains("rendered_body") && user.contains("permanent_id"), "the judge read the schemas")
        try await withServer { server in
            let items = try #require(try await RawHTTP.get(server.baseURL + "/qiita/api/v2/items?per_page=100").json() as? [[String: Any]])
            let item = try #require(items.first { ($0["comments_count"] as? Int ?? 0) >= 3 })
            let id = try #require(item["id"] as? String)
            let count = try #require(item["comments_count"] as? Int)
            let base = server.baseURL + "/qiita/api/v2/items/\(id)/comments"
            let first = try await RawHTTP.get(base + "?page=1&per_page=2")
            #expect(first.status == 200)
            #expect(first.header("total-count") == String(count))
            let last = (count + 1) / 2
            #expect(first.header("link") == "<\(base)?page=1&per_page=2>; rel=\"first\", <\(base)?page=2&per_page=2>; rel=\"next\", <\(base)?page=\(last)&per_page=2>; rel=\"last\"")
            let all = try #require(try await RawHTTP.get(base + "?per_page=100").json() as? [[String: Any]])
            #expect(all.count == count)
            for mock in all {
                #expect(Set(mock.keys) == comment, "\(Set(mock.keys).symmetricDifference(comment))")
                let author = try #require(mock["user"] as? [String: Any])
                #expect(user.isSubset(of: Set(author.keys)))
                #expect((mock["id"] as? String)?.wholeMatch(of: /[0-9a-f]{20}/) != nil)
            }
            let dates = all.compactMap { $0["created_at"] as? String }
            #expect(dates == dates.sorted(by: >) && dates.count == count)
            #expect(try await RawHTTP.get(server.baseURL + "/qiita/api/v2/items/0123456789abcdef0123/comments").status == 404)
            #expect(try await RawHTTP.get(base + "?page=0").status == 400)
        }
    }

    @Test func anAuthorsItemsAreTheirsNewestFirstAndCounted() async throws {
        let documented = try #require(try Datasets.json("qiita/docs_examples.item_user_group_tag.json") as? [String: Any])
        let itemKeys = Set(try #require(documented["Item"] as? [String: Any]).keys)
        try await withServer { server in
            let items = try #require(try await RawHTTP.get(server.baseURL + "/qiita/api/v2/items?per_page=5").json() as? [[String: Any]])
            let author = try #require((items.first?["user"] as? [String: Any])?["id"] as? String)
            let base = server.baseURL + "/qiita/api/v2/users/\(author)/items"
            let response = try await RawHTTP.get(base + "?per_page=100")
            #expect(response.status == 200)
            let theirs = try #require(try response.json() as? [[String: Any]])
            #expect(!theirs.isEmpty && response.header("total-count") == String(theirs.count))
            #expect(response.header("link")?.hasPrefix("<\(base)?page=1&per_page=100>; rel=\"first\"") == true)
            for item in theirs {
                #expect(Set(item.keys) == itemKeys)
                #expect((item["user"] as? [String: Any])?["id"] as? String == author)
            }
            let dates = theirs.compactMap { $0["created_at"] as? String }
            #expect(dates == dates.sorted(by: >))
            #expect(theirs.contains { $0["id"] as? String == items.first?["id"] as? String })
            let nobody = try await RawHTTP.get(server.baseURL + "/qiita/api/v2/users/no_such_person_here/items")
            #expect(nobody.status == 404)
        }
    }
}
