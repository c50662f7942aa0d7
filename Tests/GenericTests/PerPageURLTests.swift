import Catalog
import Testing

/// Where `--per-page` goes for each kind of strategy: the strategy's own size parameter, the size
/// the URL already asks (next links and cursors keep it), or nowhere, refused.
@Suite struct PerPageURLTests {
    static let base = "https://api.example.com/v1/things"

    @Test(arguments: [
        // The strategy sets each page's size itself: the URL is left as it is.
        ("offset:offset,limit", base + "?sort=new", base + "?sort=new"),
        ("page:page,per_page", base, base),
        ("graphql:data.search", base, base),
        // Links and cursors follow the first request's size: the one the URL asks is set.
        ("link", base + "?per_page=5&sort=new", base + "?sort=new&per_page=7"),
        ("next:links.next", base + "?page%5Bsize%5D=5&pageSize=5", base + "?page%5Bsize%5D=5&pageSize=7"),
        ("cursor:cursor=meta.next", base + "?limit=4", base + "?limit=7"),
        // No size asked, but an offset or page parameter: the size that goes with it.
        ("link", base + "?offset=0", base + "?offset=0&limit=7"),
        ("next:next", base + "?page%5Bnumber%5D=1", base + "?page%5Bnumber%5D=1&page%5Bsize%5D=7"),
        // JSON:API's page family, brackets as typed or percent-encoded.
        ("next:links.next", base + "?sort=-created&page[limit]=80", base + "?sort=-created&page%5Blimit%5D=7"),
        ("next:links.next", base + "?page%5Bsize%5D=5&page%5Bcursor%5D=x", base + "?page%5Bcursor%5D=x&page%5Bsize%5D=7"),
        ("since:since=id", base + "?per_page=30", base + "?per_page=7"),
    ])
    func theSizeGoesWhereTheStrategyReadsIt(strategy: String, url: String, expected: String) throws {
        #expect(try GenericSpec.url(url, strategy: strategy, askingSize: 7) == expected)
    }

    @Test(arguments: ["link", "next:next", "cursor:cursor=meta.next_cursor", "keyset:after_id=id,after_score=score"])
    func aSizeWithNowhereToGoIsRefused(strategy: String) {
        #expect(throws: GenericSpecError.sizeNotInURL(strategy)) {
            try GenericSpec.url(Self.base + "?sort=new", strategy: strategy, askingSize: 7)
        }
        #expect(GenericSpecError.sizeNotInURL(strategy).key == "per_page")
    }
}
