import Catalog
import Testing

/// When detection's probe of the URL as typed is the paginator's first page, so it is not asked twice.
@Suite struct FirstPageURLTests {
    func first(_ url: String, _ strategy: String, perPage: String? = nil) throws -> String? {
        try GenericSource(spec: GenericSpec.parse(url: url, strategy: strategy, perPage: perPage), environment: [:])
            .firstPageURL(answeredBy: url)
    }

    @Test func theProbeIsTheFirstPageUnlessAnotherSizeIsAsked() throws {
        let base = "https://api.example/posts"
        #expect(try first(base, "page:page,per_page") == base + "?page=1")
        #expect(try first(base, "offset:offset,limit") == base + "?offset=0")
        // A size the URL does not ask: the probe's answer is another page size.
        #expect(try first(base, "page:page,per_page", perPage: "7") == nil)
        #expect(try first(base + "?per_page=10", "page:page,per_page", perPage: "7") == nil)
        #expect(try first(base + "?limit=10", "offset:offset,limit", perPage: "7") == nil)
        // The size the URL already asks: the probe is the first page.
        let sized = try first(base + "?per_page=7", "page:page,per_page", perPage: "7")
        #expect(sized == base + "?page=1&per_page=7", "\(sized ?? "nil")")
        let limited = try first(base + "?limit=7", "offset:offset,limit", perPage: "7")
        #expect(limited == base + "?offset=0&limit=7", "\(limited ?? "nil")")
    }

    @Test func theURLAsTypedMatchesItsEncodedSelf() throws {
        // Brackets typed raw, written encoded by the strategy: the same page.
        let typed = "https://api.example/articles?page[number]=1&page[size]=25"
        let first = try first(typed, "page:page[number],page[size]", perPage: "25")
        #expect(first == "https://api.example/articles?page%5Bnumber%5D=1&page%5Bsize%5D=25", "\(first ?? "nil")")
        // Another value is still another page.
        #expect(try self.first("https://api.example/articles?page[number]=2", "page:page[number],page[size]") == nil)
    }
}
