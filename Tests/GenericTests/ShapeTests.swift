import Catalog
import Networking
import Paging
import Testing

/// The common pagination shapes without a server: parsing, URL building and what a page says.
@Suite struct ShapeTests {
    static let url = "https://api.example.com/v1/things?q=a%20b"

    func source(_ strategy: String, items: String? = "data", perPage: String? = nil, firstPage: String? = nil,
                more: String? = nil, totalPages: String? = nil, totalPagesHeader: String? = nil,
                url: String = url) throws -> GenericSource {
        try GenericSource(spec: try GenericSpec.parse(
            url: url, items: items, strategy: strategy, perPage: perPage, firstPage: firstPage, more: more,
            totalPages: totalPages, totalPagesHeader: totalPagesHeader), environment: [:])
    }

    func response(_ text: String, url: String = url, headers: HTTPHeaders = [:]) -> HTTPResponse {
        HTTPResponse(status: 200, headers: headers, body: Array(text.utf8), effectiveURL: url)
    }

    @Test(arguments: ["page:page,hitsPerPage@0", "after:starting_after=id", "before:max_id=id", "graphql:data.search"])
    func newFormsRoundTrip(text: String) throws {
        #expect(try GenericStrategy(parsing: text).text == text)
    }

    @Test func pageNumbersFromZeroByStrategyOrOption() throws {
        for source in [try source("page:page,hitsPerPage@0"), try source("page:page,hitsPerPage", firstPage: "0")] {
            // Keys count from 1; the wire from the API's first page. No size asked: none sent.
            #expect(source.request(for: .page(1, perPage: 20)).url == Self.url + "&page=0")
            #expect(source.request(for: .page(3, perPage: 20)).url == Self.url + "&page=2")
        }
        let sized = try source("page:p,n@5", perPage: "30")
        #expect(sized.request(for: .page(1, perPage: 30)).url == Self.url + "&p=5&n=30")
        #expect(throws: GenericSpecError.badStrategy("page:page,n@x")) { try source("page:page,n@x") }
        #expect(throws: GenericSpecError.notFor(option: "first-page", "link")) { try source("link", firstPage: "0") }
    }

    @Test func noSizeSendsOnlyTheOffset() throws {
        let source = try source("offset:offset,limit")
        #expect(source.spec.perPage == nil)
        #expect(source.request(for: .offset(40, limit: 20)).url == Self.url + "&offset=40")
        let sized = try self.source("offset:offset,limit", perPage: "25")
        #expect(sized.request(for: .offset(25, limit: 25)).url == Self.url + "&offset=25&limit=25")
    }

    @Test func bracketParametersArePercentEncodedAndReplaceTheURLsOwn() throws {
        let source = try source("offset:page[offset],page[limit]", perPage: "5",
                                url: "https://api.example.com/articles?sort=-created&page%5Blimit%5D=9")
        #expect(source.request(for: .offset(10, limit: 5)).url
            == "https://api.example.com/articles?sort=-created&page%5Boffset%5D=10&page%5Blimit%5D=5")
    }

    @Test func afterTheLastIDKeepsIDsBeyond2To53Exact() throws {
        let source = try source("before:max_id=id", items: nil)
        let big = "113401234567890123456"
        let page = try source.decode(response(#"[{"id":113401234567890123457},{"id":\#(big)}]"#))
        #expect(page.items.map(\.id) == ["113401234567890123457", big])
        let step = source.strategy.next(after: source.strategy.first, page: page.summary)
        #expect(step == .next(.afterID(big)))
        guard case .next(let key) = step else { return }
        #expect(source.request(for: key).url == Self.url + "&max_id=" + big)
        #expect(source.request(for: .afterID(nil)).url == Self.url)
    }

    @Test func afterIDsStopWhenTheyDoNotMoveTheWayTheListRuns() {
        let down = AfterIDStrategy(direction: .descending)
        // Ids that grow again on a newest-first list: the server ignored the parameter.
        #expect(down.next(after: .afterID("90071992547409930"), page: PageSummary(count: 2, lastID: "90071992547409931"))
            == .end("the list stopped advancing"))
        #expect(down.next(after: .afterID("90071992547409931"), page: PageSummary(count: 2, lastID: "90071992547409930"))
            == .next(.afterID("90071992547409930")))
        let opaque = AfterIDStrategy(direction: .ascending)
        #expect(opaque.next(after: .afterID("cus_b"), page: PageSummary(count: 1, lastID: "cus_a")) == .next(.afterID("cus_a")))
        #expect(opaque.next(after: .afterID("cus_a"), page: PageSummary(count: 1, lastID: "cus_a")) == .end("the list stopped advancing"))
        #expect(opaque.next(after: .afterID("cus_a"), page: PageSummary(count: 1, lastID: "cus_b", more: false)) == .endOfList)
    }

    @Test func endFlagsFromABodyPath() throws {
        let source = try source("after:starting_after=id", more: "has_more")
        #expect(try source.decode(response(#"{"data":[{"id":"a"}],"has_more":false}"#)).more == false)
        #expect(try source.decode(response(#"{"data":[{"id":"a"}],"has_more":true}"#)).more == true)
        #expect(try source.decode(response(#"{"data":[{"id":"a"}]}"#)).more == nil)
        // A next link the server still sends loses to its own "no more".
        let link = try self.source("next:links.next", more: "meta.has_more")
        let page = try link.decode(response(#"{"data":[{"id":"a"}],"links":{"next":"/p2"},"meta":{"has_more":"false"}}"#))
        #expect(page.nextURL == nil)
        #expect(page.more == false)
    }

    @Test func totalPagesFromTheBodyOrAHeader() throws {
        let body = try source("page:page,hitsPerPage@0", items: "hits", totalPages: "nbPages")
        let text = #"{"hits":[{"id":1}],"nbPages":3}"#
        #expect(try body.decode(response(text, url: Self.url + "&page=1")).more == true)
        #expect(try body.decode(response(text, url: Self.url + "&page=2")).more == false)
        let header = try source("page:page,per_page", items: nil, totalPagesHeader: "X-Total-Pages")
        #expect(try header.decode(response("[{\"id\":1}]", url: Self.url + "&page=1", headers: ["X-Total-Pages": "2"])).more == true)
        #expect(try header.decode(response("[{\"id\":1}]", url: Self.url + "&page=2", headers: ["X-Total-Pages": "2"])).more == false)
        #expect(throws: GenericSpecError.notFor(option: "total-pages", "cursor:c=n")) { try source("cursor:c=n", totalPages: "n") }
    }

    @Test(arguments: [
        ("/articles?page%5Boffset%5D=10", "https://api.example.com/articles?page%5Boffset%5D=10"),
        ("?page=2", "https://api.example.com/v1/things?page=2"),
        ("things?page=3", "https://api.example.com/v1/things?page=3"),
    ])
    func relativeNextLinksResolveAgainstTheRequestURL(link: String, absolute: String) throws {
        let source = try source("next:links.next")
        let page = try source.decode(response(#"{"data":[{"id":1}],"links":{"next":"\#(link)"}}"#))
        #expect(page.nextURL == absolute)
    }
}
