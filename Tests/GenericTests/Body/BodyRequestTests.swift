import Catalog
import Networking
import Paging
import Testing

/// `--method`, `--body` and the body strategies, without a server: requests and errors.
@Suite struct BodyRequestTests {
    static let url = "https://api.example.com/v1/databases/d1/query"

    func spec(strategy: String = "body-cursor:start_cursor=next_cursor", method: String? = nil, body: String? = nil,
              graphql: String? = nil) throws -> GenericSpec {
        try GenericSpec.parse(url: Self.url, items: "results", strategy: strategy, graphql: graphql)
            .requesting(method: method, body: body)
    }

    @Test func bodyStrategiesPostAndWriteTheirCursor() throws {
        let source = try GenericSource(spec: spec(body: #"{"filter":{"property":"Done","checkbox":{"equals":false}},"page_size":50}"#),
                                       environment: [:])
        let first = source.request(for: source.strategy.first)
        #expect(first.method == .post)
        #expect(first.url == Self.url)
        #expect(first.headers["Content-Type"] == "application/json")
        #expect(first.body.map { String(decoding: $0, as: UTF8.self) } == #"{"filter":{"property":"Done","checkbox":{"equals":false}},"page_size":50}"#)
        let next = source.request(for: .cursor("abc\"d"))
        #expect(next.body.map { String(decoding: $0, as: UTF8.self) }
            == #"{"filter":{"property":"Done","checkbox":{"equals":false}},"page_size":50,"start_cursor":"abc\"d"}"#)
        let page = try source.decode(HTTPResponse(status: 200, body: Array(#"{"results":[{"id":"a"}],"next_cursor":"n2","has_more":true}"#.utf8)))
        #expect(page.cursor == "n2")
    }

    @Test func searchAfterSendsTheSortValuesAsJSONAndReplacesAGivenOne() throws {
        let spec = try spec(strategy: "search-after:search_after=sort", body: #"{"size":2,"search_after":[0,0]}"#)
        let source = try GenericSource(spec: spec, environment: [:])
        let page = try source.decode(HTTPResponse(status: 200, body: Array(
            #"{"results":[{"id":"a","sort":[1,"a"]},{"id":"b","sort":[1.5,"b"]}]}"#.utf8)))
        #expect(page.cursor == #"[1.5,"b"]"#)
        #expect(page.more == nil)
        let next = source.request(for: .cursor(try #require(page.cursor)))
        #expect(next.body.map { String(decoding: $0, as: UTF8.self) } == #"{"size":2,"search_after":[1.5,"b"]}"#)
        // Fewer hits than the size asked: the last page.
        let short = try source.decode(HTTPResponse(status: 200, body: Array(#"{"results":[{"id":"c","sort":[2,"c"]}]}"#.utf8)))
        #expect(short.more == false)
        #expect(throws: PagingError.decoding("field 'sort' missing in item 0")) {
            try source.decode(HTTPResponse(status: 200, body: Array(#"{"results":[{"id":"c"}]}"#.utf8)))
        }
    }

    @Test func aBodyAloneMeansPostAndAnyStrategyKeepsIt() throws {
        let spec = try spec(strategy: "cursor:cursor=next", body: #"{"q":"x"}"#)
        #expect(spec.method == .post)
        let source = try GenericSource(spec: spec, environment: [:])
        let next = source.request(for: .cursor("c2"))
        #expect(next.url == Self.url + "?cursor=c2")
        #expect(next.body.map { String(decoding: $0, as: UTF8.self) } == #"{"q":"x"}"#)
        // No body, no method: GET as before.
        let plain = try GenericSource(spec: self.spec(strategy: "cursor:cursor=next"), environment: [:])
        #expect(plain.request(for: .cursor("c2")).method == .get)
        #expect(plain.request(for: .cursor("c2")).body == nil)
    }

    @Test func optionErrorsAreOneClearLine() throws {
        #expect(throws: GenericSpecError.badMethod("PUT")) { try spec(method: "PUT") }
        #expect(throws: GenericSpecError.bodyNeedsPost) { try spec(method: "get") }
        #expect(throws: GenericSpecError.bodyNeedsPost) { try spec(strategy: "link", method: "GET", body: "{}") }
        #expect(throws: GenericSpecError.badBody("[1]")) { try spec(body: "[1]") }
        #expect(throws: GenericSpecError.badBody("@/nonexistent/body.json")) { try spec(body: "@/nonexistent/body.json") }
        #expect(throws: GenericSpecError.notFor(option: "body", "graphql:data.items")) {
            try spec(strategy: "graphql:data.items", body: "{}", graphql: "query { items { nodes { id } } }")
        }
        #expect(GenericSpecError.bodyNeedsPost.description
            == "a request body is sent with POST: --method GET cannot have --body or a body-cursor or search-after strategy")
        #expect(throws: GenericSpecError.badStrategy("body-cursor:start_cursor")) { try spec(strategy: "body-cursor:start_cursor") }
    }

    @Test func profilesTakeMethodAndBody() throws {
        let spec = try GenericSpec(profile: ["url": Self.url, "items": "results", "strategy": "body-cursor:start_cursor=next_cursor",
                                             "method": "POST", "body": #"{"page_size":100}"#])
        #expect(spec.method == .post)
        #expect(spec.body == JSONValue.parse(Array(#"{"page_size":100}"#.utf8)))
        #expect(GenericStrategy.bodyCursor(key: "start_cursor", path: JSONPath("next_cursor")!).text == "body-cursor:start_cursor=next_cursor")
    }
}
