import Catalog
import Networking
import Paging
import Testing

/// A path given for a row's parts that no item of the first page has is a notice, once; a path
/// that some item has, or a page with no items, says nothing.
@Suite struct UnmatchedPathTests {
    static let body = #"{"items":[{"id":1,"name":"One","url":"https://x.test/1"},{"id":2,"name":"Two"}]}"#

    func source(title: String? = "name", subtitle: String? = nil, webURL: String? = "url") throws -> GenericSource {
        let spec = try GenericSpec.parse(url: "https://api.example.com/things", items: "items", title: title,
                                         subtitle: subtitle, webURL: webURL, strategy: "link")
        return try GenericSource(spec: spec, environment: [:])
    }

    func decode(_ source: GenericSource, _ text: String = body) throws -> Page {
        try source.decode(HTTPResponse(status: 200, headers: [:], body: Array(text.utf8), effectiveURL: "https://api.example.com/things"))
    }

    @Test(arguments: [
        ("nam", nil, "url", PagingNotice.pathMatchedNothing(option: "--title", path: "nam")),
        ("name", "nme", "url", .pathMatchedNothing(option: "--subtitle", path: "nme")),
        ("name", nil, "html_url", .pathMatchedNothing(option: "--web-url", path: "html_url")),
    ])
    func theFirstPageTellsOnce(title: String, subtitle: String?, webURL: String, notice: PagingNotice) throws {
        let source = try source(title: title, subtitle: subtitle, webURL: webURL)
        #expect(try decode(source).notice == notice)
        #expect(try decode(source).notice == nil)
    }

    @Test func aPathOneItemHasIsFine() throws {
        // Only the first item has `url`: that is a sparse field, not a misspelt one.
        #expect(try decode(source()).notice == nil)
    }

    @Test func anEmptyFirstPageSaysNothing() throws {
        #expect(try decode(source(title: "nam"), #"{"items":[]}"#).notice == nil)
    }

    @Test func noticeText() {
        #expect(PagingNotice.pathMatchedNothing(option: "--title", path: "nam").description
            == "--title nam matches nothing in the first page's items")
    }
}
