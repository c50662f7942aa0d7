import Catalog
import Foundation
import Networking
import Paging
import Testing
import TestSupport

@Suite struct GitHubDecodingTests {
    let source = GitHubUsers(base: try! APIBase("https://api.github.com"))

    @Test func the2013PageDecodes() throws {
        let page = try source.decode(try Datasets.response("github/users_since0_2013-06-24"))
        #expect(page.items.count == 100)
        #expect(page.items.first == ListItem(id: "1", cells: ["mojombo", "User", "1"],
                                             webURL: "https://github.com/mojombo", detailKey: "mojombo",
                                             imageURL: "https://secure.gravatar.com/avatar/25c7c18223fb42a4c6ae1c8db6f50f9b?d=https://a248.e.akamai.net/assets.github.com%2Fimages%2Fgravatars%2Fgravatar-user-420.png"))
        #expect(page.items.last?.id == "135")
        #expect(page.nextURL == "https://api.github.com/users?since=135" && page.more == true)
    }

    @Test func the2016PageDecodesWithAnOrganization() throws {
        let page = try source.decode(try Datasets.response("github/users_since0_2016-09-30"))
        #expect(page.items.count == 30 && page.items.last?.id == "46")
        #expect(page.items.first { $0.cells[0] == "errfree" }?.cells == ["errfree", "Organization", "44"])
        #expect(page.nextURL == "https://api.github.com/users?since=46")
    }

    @Test func the2026PageDecodes() throws {
        let page = try source.decode(try Datasets.response(
            body: "github/users_since0_2026-04-20.reconstructed.body.json",
            headers: try Datasets.response("github/users_since0_2016-09-30").headers))
        #expect(page.items.count == 30)
        #expect(page.items[0].cells == ["mojombo", "User", "1"])
        #expect(page.summary.lastID == "46")
    }

    @Test func theUserDetailsDecode() throws {
        let sferik = try source.decodeDetail(try Datasets.response("github/user_sferik_2013-06-24"))
        #expect(sferik.title == "Erik Michaels-Ober")
        #expect(sferik.fields.contains(DetailInfo.Field("Followers", "688")))
        #expect(sferik.webURL == "https://github.com/sferik")
        let bot = try source.decodeDetail(try Datasets.response("github/user_shipit-bot_2018-04-18"))
        #expect(bot.title == "shipit[bot]" && bot.fields.contains(DetailInfo.Field("Type", "Bot")))
        #expect(bot.imageURL?.hasPrefix("https://avatars") == true)
    }

    @Test func requestsCarryTheHeadersAndKeepThePathPrefix() throws {
        let mock = GitHubUsers(base: try APIBase("http://127.0.0.1:8080/github"), perPage: 50)
        let request = mock.request(for: .since(46))
        #expect(request.url == "http://127.0.0.1:8080/github/users?since=46&per_page=50")
        #expect(request.headers["Accept"] == "application/vnd.github+json")
        #expect(request.headers["X-GitHub-Api-Version"] == "2022-11-28")
        // The token is the transport's, on the base's origin (`CredentialTransport`).
        #expect(request.headers["Authorization"] == nil)
        let credentials = BuiltInSource.github.credentials(base: "http://127.0.0.1:8080/github", token: "t0k")
        #expect(credentials?.applied(to: request).headers["Authorization"] == "Bearer t0k")
        #expect(source.request(for: .since(0)).headers["Authorization"] == nil)
        let detail = mock.detailRequest(for: ListItem(id: "1", cells: [], detailKey: "shipit[bot]"))
        #expect(detail.url == "http://127.0.0.1:8080/github/users/shipit%5Bbot%5D")
    }

    @Test func rawCaptureKeepsEachUsersBytes() throws {
        let raw = GitHubUsers(base: try APIBase("https://api.github.com"), captureRaw: true)
        let page = try raw.decode(try Datasets.response("github/users_since0_2016-09-30"))
        let first = try #require(page.items.first?.raw)
        let object = try JSONSerialization.jsonObject(with: Data(first)) as? [String: Any]
        #expect(object?["login"] as? String == "mojombo")
        #expect(page.items.allSatisfy { $0.raw?.first == UInt8(ascii: "{") && $0.raw?.last == UInt8(ascii: "}") })
        #expect(try source.decode(try Datasets.response("github/users_since0_2016-09-30")).items[0].raw == nil)
    }

    @Test func malformedJSONIsADecodingError() {
        #expect(throws: PagingError.decoding("GitHub users: malformed JSON")) {
            try source.decode(HTTPResponse(status: 200, body: Array("[{\"login\": ".utf8)))
        }
        #expect(throws: PagingError.self) {
            try source.decode(HTTPResponse(status: 200, body: Array(#"{"message":"Not Found"}"#.utf8)))
        }
    }
}
