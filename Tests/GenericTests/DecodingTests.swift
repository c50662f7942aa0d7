import Catalog
import Networking
import Paging
import Testing

/// Decoding pages without a server: rows, totals, next keys and the error messages.
@Suite struct DecodingTests {
    static let body = #"{"data":{"items":[{"id":7,"name":"Seven","tags":[{"name":"t"}],"url":"https://x.test/7"},"#
        + #"{"id":"abc","name":"Letters"}]},"meta":{"total":42,"next_cursor":"c9"}}"#

    func source(items: String? = "data.items", id: String = "id", strategy: String = "cursor:cursor=meta.next_cursor",
                subtitle: String? = "tags.0.name", total: String? = "meta.total") throws -> GenericSource {
        let spec = try GenericSpec.parse(url: "https://api.example.com/v1/things?q=a%20b", items: items, id: id,
                                         title: "name", subtitle: subtitle, webURL: "url", strategy: strategy, total: total)
        return try GenericSource(spec: spec, environment: [:])
    }

    func response(_ text: String, headers: HTTPHeaders = [:]) -> HTTPResponse {
        HTTPResponse(status: 200, headers: headers, body: Array(text.utf8), effectiveURL: "https://api.example.com/v1/things")
    }

    @Test func rowsCellsTotalAndCursor() throws {
        let source = try source()
        let page = try source.decode(response(Self.body))
        #expect(page.items.map(\.id) == ["7", "abc"])
        #expect(page.items.map(\.cells) == [["Seven", "t", "7"], ["Letters", "", "abc"]])
        #expect(page.items[0].webURL == "https://x.test/7")
        #expect(page.total == 42)
        #expect(page.cursor == "c9")
        #expect(source.columns.map(\.title) == ["name", "tags.0.name", "id"])
        // The item's JSON is kept, compact, and its fields are the detail.
        #expect(page.items[1].raw.map { String(decoding: $0, as: UTF8.self) } == #"{"id":"abc","name":"Letters"}"#)
        let detail = try #require(source.localDetail(for: page.items[0]))
        #expect(detail.title == "Seven")
        #expect(detail.fields.map(\.label) == ["id", "name", "tags", "url"])
        #expect(detail.fields[2].value == #"[{"name":"t"}]"#)
        #expect(detail.webURL == "https://x.test/7")
    }

    @Test func itemsPathNotFoundNamesTheTopLevelKeys() throws {
        #expect(throws: PagingError.decoding("items path data.items not found in the response; top-level keys are: data, meta")) {
            try source().decode(response(#"{"data":{"list":[]},"meta":{}}"#))
        }
        #expect(throws: PagingError.decoding("items path data is an object, not an array; top-level keys are: data")) {
            try source(items: "data").decode(response(#"{"data":{"list":[]}}"#))
        }
        #expect(throws: PagingError.decoding("the response is not an array; give an items path; top-level keys are: data")) {
            try source(items: nil).decode(response(#"{"data":[]}"#))
        }
        #expect(throws: PagingError.notJSON(contentType: nil, bytes: 8, begins: "<html>hi")) {
            try source().decode(response("<html>hi"))
        }
    }

    /// A hostile page of a few million tiny values, within the byte cap, would cost about 170 bytes
    /// of memory each once read: it is refused at the value limit, in one line.
    @Test func aPageOfTooManyValuesIsRefusedByCount() throws {
        let values = JSONValue.maxValues + 1
        let text = "{\"data\":{\"items\":[" + Array(repeating: "0", count: values - 3).joined(separator: ",") + "]}}"
        #expect(throws: PagingError.decoding("the response holds more than 2000000 JSON values")) {
            try source().decode(response(text))
        }
        // Counted: every value, objects and arrays included.
        #expect(JSONValue.parse(Array("[1,[2,3],{\"a\":4}]".utf8), maxValues: 7) != nil)
        #expect(JSONValue.parse(Array("[1,[2,3],{\"a\":4}]".utf8), maxValues: 6) == nil)
    }

    @Test func missingIDNamesTheItem() throws {
        let text = #"{"data":{"items":[{"uid":1},{"uid":2},{"uid":3},{"id":4}]}}"#
        #expect(throws: PagingError.decoding("id path 'uid' missing in item 3")) { try source(id: "uid").decode(response(text)) }
        #expect(PagingError.decoding("id path 'uid' missing in item 3").description
            == "unexpected response: id path 'uid' missing in item 3")
    }

    @Test func sortFieldsAndSinceIDsAreChecked() throws {
        let text = #"{"data":{"items":[{"id":1,"at":"2026"},{"id":2}]}}"#
        #expect(throws: PagingError.decoding("field 'at' missing in item 1")) {
            try source(strategy: "time:before=at").decode(response(text))
        }
        #expect(throws: PagingError.decoding("since needs whole-number ids; item 1 has id 'abc'")) {
            try source(strategy: "since:since_id=id").decode(response(Self.body))
        }
    }

    @Test func nextLinksResolveAgainstTheAnsweringURL() throws {
        let next = try source(strategy: "next:links.next", total: nil)
        let page = try next.decode(response(#"{"data":{"items":[{"id":1}]},"links":{"next":"?page=2"}}"#))
        #expect(page.nextURL == "https://api.example.com/v1/things?page=2")
        #expect(page.more == true)
        let end = try next.decode(response(#"{"data":{"items":[{"id":1}]},"links":{"next":null}}"#))
        #expect(end.nextURL == nil && end.more == false)
        let link = try source(strategy: "link", total: nil)
        let linked = try link.decode(response(Self.body, headers: ["Link": "</v1/things?page=3>; rel=\"next\""]))
        #expect(linked.nextURL == "https://api.example.com/v1/things?page=3")
    }

    @Test func requestsKeepTheQueryAndSetTheStrategyParameters() throws {
        let offset = try source(strategy: "offset:offset,limit")
        // No --per-page: no size is sent, the server's own default applies (issue 14, item 8; was limit=50).
        #expect(offset.request(for: offset.strategy.first).url == "https://api.example.com/v1/things?q=a%20b&offset=0")
        let keyset = try source(strategy: "keyset:after_id=id,after=score")
        #expect(keyset.request(for: keyset.strategy.first).url == "https://api.example.com/v1/things?q=a%20b")
        #expect(keyset.request(for: .keyset(value: "4 2", id: "9")).url
            == "https://api.example.com/v1/things?q=a%20b&after_id=9&after=4%202")
        let cursor = try source()
        #expect(cursor.request(for: .cursor("a&b=c")).url == "https://api.example.com/v1/things?q=a%20b&cursor=a%26b%3Dc")
    }
}
