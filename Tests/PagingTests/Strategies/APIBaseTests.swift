import Paging
import Testing

@Suite struct APIBaseTests {
    @Test func joinsPathsOntoThePrefix() throws {
        let base = try APIBase("http://127.0.0.1:8080/github/")
        #expect(base.url("/users", query: [("since", "0"), ("per_page", "100")])
            == "http://127.0.0.1:8080/github/users?since=0&per_page=100")
        #expect(base.pathPrefix == "/github")
        #expect(base.resolve("/github/users?since=46") == "http://127.0.0.1:8080/github/users?since=46")
    }

    @Test func encodesQueryValues() throws {
        let base = try APIBase("https://qiita.com")
        #expect(base.url("/api/v2/items", query: [("query", "tag:Swift 日本")])
            == "https://qiita.com/api/v2/items?query=tag%3ASwift%20%E6%97%A5%E6%9C%AC")
    }

    @Test func sameOriginComparesSchemeHostAndPort() throws {
        let base = try APIBase("https://api.github.com")
        #expect(base.isSameOrigin("https://api.github.com/users?since=46"))
        #expect(base.isSameOrigin("https://API.GITHUB.COM:443/users"))
        #expect(!base.isSameOrigin("http://api.github.com/users"))
        #expect(!base.isSameOrigin("https://api.github.com:8443/users"))
        #expect(!base.isSameOrigin("https://evil.example/users"))
        #expect(!base.isSameOrigin("https://api.github.com.evil.example/users"))
        #expect(!base.isSameOrigin("not a url"))
    }

    @Test func refusesBasesThatAreNotHTTP() {
        #expect(throws: PagingError.self) { try APIBase("ftp://example.com") }
        #expect(throws: PagingError.self) { try APIBase("example.com") }
    }
}
