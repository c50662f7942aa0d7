import Networking
import Testing

/// The one store of ETags: bounded, pages kept apart from everything else (the first page on
/// its own), a 304 keeping the tag, and a tag per credential.
@Suite struct ETagStoreTests {
    static func request(_ path: String, token: String? = nil) -> HTTPRequest {
        HTTPRequest(url: "https://api.test/\(path)", headers: token.map { ["Authorization": "Bearer \($0)"] } ?? [:])
    }

    static func answer(_ tag: String?) -> HTTPResponse {
        HTTPResponse(status: 200, headers: tag.map { ["ETag": $0] } ?? [:])
    }

    /// GraphQL pages are POSTs to one URL, the cursor in the body: each body keeps its own tag,
    /// and a GET of that URL is another request again.
    @Test func postsWithDifferentBodiesAtOneURLKeepTheirOwnTags() {
        let store = ETagStore()
        func post(_ body: String) -> HTTPRequest {
            HTTPRequest(url: "https://api.test/graphql", method: .post, body: Array(body.utf8))
        }
        store.record(Self.answer("one"), for: post(#"{"after":null}"#), as: .firstPage)
        store.record(Self.answer("two"), for: post(#"{"after":"c2"}"#), as: .page)
        #expect(store.tag(for: post(#"{"after":null}"#)) == "one")
        #expect(store.tag(for: post(#"{"after":"c2"}"#)) == "two")
        #expect(store.tag(for: HTTPRequest(url: "https://api.test/graphql")) == nil)
    }

    @Test func detailsNeverPushAPagesTagOutAndAreBoundedThemselves() {
        let store = ETagStore()
        store.record(Self.answer("p"), for: Self.request("list?page=2"), as: .page)
        for id in 0..<100 { store.record(Self.answer("d\(id)"), for: Self.request("items/\(id)")) }
        #expect(store.pageTag(for: Self.request("list?page=2")) == "p")
        #expect(store.tag(for: Self.request("items/35")) == nil, "64 others are kept, the oldest go")
        #expect(store.tag(for: Self.request("items/36")) == "d36")
        #expect(store.pageTag(for: Self.request("items/99")) == nil, "a detail is no page")
    }

    @Test func theFirstPageIsKeptApartFromTheOtherPages() {
        let store = ETagStore()
        store.record(Self.answer("first"), for: Self.request("list"), as: .firstPage)
        for page in 2..<42 { store.record(Self.answer("p\(page)"), for: Self.request("list?page=\(page)"), as: .page) }
        #expect(store.tag(for: Self.request("list")) == "first")
        #expect(store.tag(for: Self.request("list?page=9")) == nil, "32 other pages are kept, the oldest go")
        #expect(store.tag(for: Self.request("list?page=10")) == "p10")
    }

    @Test func a304KeepsTheTagAndASuccessWithoutOneForgetsIt() {
        let store = ETagStore()
        let page = Self.request("list")
        store.record(Self.answer("a"), for: page, as: .firstPage)
        store.record(HTTPResponse(status: 304, headers: [:]), for: page, as: .firstPage)
        #expect(store.tag(for: page) == "a")
        store.record(HTTPResponse(status: 304, headers: ["ETag": "b"]), for: page)
        #expect(store.tag(for: page) == "b", "the 304's own tag, where the page's stood")
        store.record(HTTPResponse(status: 500, headers: ["ETag": "c"]), for: page)
        #expect(store.tag(for: page) == "b", "a failure says nothing of the page")
        store.record(Self.answer(nil), for: page, as: .firstPage)
        #expect(store.tag(for: page) == nil)
    }

    @Test func aTagIsPerCredential() {
        let store = ETagStore()
        store.record(Self.answer("alice's"), for: Self.request("list", token: "alice"), as: .firstPage)
        store.record(Self.answer("bob's"), for: Self.request("list", token: "bob"), as: .page)
        #expect(store.tag(for: Self.request("list", token: "alice")) == "alice's")
        #expect(store.tag(for: Self.request("list", token: "bob")) == "bob's")
        #expect(store.tag(for: Self.request("list")) == nil, "no token is a credential of its own")
        var other = Self.request("list", token: "alice")
        other.headers.set("User-Agent", "another")
        other.headers.set("If-None-Match", "x")
        #expect(store.tag(for: other) == "alice's", "a harmless header selects nothing")
    }
}
