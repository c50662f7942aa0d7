import Catalog
import Foundation
import Networking
import Paging
import Testing
import TestSupport

@Suite struct QiitaDecodingTests {
    let source = QiitaItems(base: try! APIBase("https://qiita.com"), query: "tag:Swift")

    /// A list page made of the documentation's example Item, once as is and once in the 2018
    /// shape (no `stocks_count`, `slide`, `organization_url_name`, `team_membership`).
    func examplePage() throws -> HTTPResponse {
        let examples = try JSONSerialization.jsonObject(
            with: Data(try Datasets.bytes("qiita/docs_examples.item_user_group_tag.json"))) as? [String: Any]
        var item = try #require(examples?["Item"] as? [String: Any])
        var old = item
        for key in ["stocks_count", "slide", "organization_url_name", "team_membership"] { old[key] = nil }
        old["id"] = "0123456789abcdef0123"
        item["likes_count"] = 100
        let body = try JSONSerialization.data(withJSONObject: [item, old])
        return HTTPResponse(status: 200, headers: [
            "Total-Count": "680484",
            "Link": "<https://qiita.com/api/v2/items?page=1>; rel=\"first\", <https://qiita.com/api/v2/items?page=2>; rel=\"next\", <https://qiita.com/api/v2/items?page=34025>; rel=\"last\"",
        ], body: Array(body))
    }

    @Test func theExampleItemsDecode() throws {
        let page = try source.decode(try examplePage())
        #expect(page.items.count == 2)
        #expect(page.items[0] == ListItem(
            id: "c686397e4a0f4f11683d", cells: ["Example title", "@qiita", "100", "Ruby", "2000-01-01"],
            webURL: "https://qiita.com/Qiita/items/c686397e4a0f4f11683d", sortValue: "2000-01-01T00:00:00+00:00",
            imageURL: "https://s3-ap-northeast-1.amazonaws.com/qiita-image-store/0/88/ccf90b557a406157dbb9d2d7e543dae384dbb561/large.png?1575443439"))
        #expect(page.items[1].id == "0123456789abcdef0123")
        #expect(page.total == 680_484 && page.more == true)
    }

    @Test func theDetailDecodes() throws {
        let examples = try JSONSerialization.jsonObject(
            with: Data(try Datasets.bytes("qiita/docs_examples.item_user_group_tag.json"))) as? [String: Any]
        let item = try JSONSerialization.data(withJSONObject: try #require(examples?["Item"]))
        let detail = try source.decodeDetail(HTTPResponse(status: 200, body: Array(item)))
        #expect(detail.title == "Example title" && detail.body == "# Example")
        #expect(detail.fields.first == DetailInfo.Field("User", "@qiita (Qiita キータ)"))
        #expect(detail.fields.contains(DetailInfo.Field("Tags", "Ruby")))
    }

    @Test func requestsCarryPageQueryAndToken() throws {
        let mock = QiitaItems(base: try APIBase("http://127.0.0.1:9000/qiita"), query: "tag:Swift 日本")
        let request = mock.request(for: .page(3, perPage: 100))
        #expect(request.url
            == "http://127.0.0.1:9000/qiita/api/v2/items?page=3&per_page=100&query=tag%3ASwift%20%E6%97%A5%E6%9C%AC")
        // The token is the transport's, on the base's origin (`CredentialTransport`).
        #expect(request.headers["Authorization"] == nil)
        let credentials = BuiltInSource.qiita.credentials(base: "http://127.0.0.1:9000/qiita", token: "abc")
        #expect(credentials?.applied(to: request).headers["Authorization"] == "Bearer abc")
        #expect(mock.detailRequest(for: ListItem(id: "c686397e4a0f4f11683d", cells: [])).url
            == "http://127.0.0.1:9000/qiita/api/v2/items/c686397e4a0f4f11683d")
    }

    @Test func thePageCapIsAHundredPages() {
        #expect(source.strategy.pageCap?.pages == 100)
        #expect(source.strategy.pageCap?.notice == "Qiita serves at most 100 pages (10,000 items)")
    }
}
