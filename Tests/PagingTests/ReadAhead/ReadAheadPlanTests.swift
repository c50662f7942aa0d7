@testable import Paging
import Testing

/// Which pages may be asked for before the paginator asks: only those certain to be wanted.
@Suite struct ReadAheadPlanTests {
    typealias Facts = ReadAheadPlan.Facts

    static let offsets = Facts(first: .offset(0, limit: 20), total: 100, pagesFull: true)
    static let pages = Facts(first: .page(1, perPage: 10), limit: 45, pagesFull: true)
    static let byTwenty = OffsetStrategy(limit: 20)
    static let tenAPage = PageNumberStrategy(perPage: 10, cap: (pages: 100, notice: "100 pages"))

    @Test func offsetsStepByAFullPageUpToTheTotal() {
        #expect(ReadAheadPlan.keys(after: .offset(20, limit: 20), count: 5, facts: Self.offsets, strategy: Self.byTwenty)
                    == [.offset(40, limit: 20), .offset(60, limit: 20), .offset(80, limit: 20)])
    }

    @Test func pageNumbersStopWhereTheLimitIsReached() {
        #expect(ReadAheadPlan.keys(after: .page(2, perPage: 10), count: 5, facts: Self.pages, strategy: Self.tenAPage)
                    == [.page(3, perPage: 10), .page(4, perPage: 10), .page(5, perPage: 10)])
    }

    @Test func theLimitCountsFromTheFirstKey() {
        var facts = Self.offsets
        facts.first = .offset(40, limit: 20)
        facts.total = nil
        facts.limit = 30
        #expect(ReadAheadPlan.keys(after: .offset(40, limit: 20), count: 5, facts: facts, strategy: Self.byTwenty) == [.offset(60, limit: 20)])
    }

    @Test func pageNumbersStopAtTheLastPageServed() {
        var facts = Self.pages
        facts.limit = nil
        facts.total = 10_000
        let fourPages = PageNumberStrategy(perPage: 10, cap: (pages: 4, notice: "the server serves 4 pages"))
        #expect(ReadAheadPlan.keys(after: .page(3, perPage: 10), count: 5, facts: facts, strategy: fourPages) == [.page(4, perPage: 10)])
    }

    @Test func nothingAheadWithoutAnEndOrAfterAShortPage() {
        var noEnd = Self.offsets
        noEnd.total = nil
        noEnd.pagesDecoded = 1
        #expect(ReadAheadPlan.keys(after: .offset(20, limit: 20), count: 5, facts: noEnd, strategy: Self.byTwenty) == [])
        var short = Self.offsets
        short.pagesFull = false
        short.pagesDecoded = 1
        #expect(ReadAheadPlan.keys(after: .offset(20, limit: 20), count: 5, facts: short, strategy: Self.byTwenty) == [])
    }

    /// Qiita with `--limit 2000` at 100 a page: pages 1 to 20 are wanted before any came back,
    /// and each says `Total-Count`.
    static let limited = Facts(first: .page(1, perPage: 100), limit: 2000, pagesSayTotal: true)
    static let qiita = PageNumberStrategy(perPage: 100, cap: (pages: 100, notice: "Qiita serves 100 pages"))

    @Test func theSecondPageGoesWithTheFirstWhenTheEndIsKnown() {
        #expect(ReadAheadPlan.count(width: 6, facts: Self.limited) == 1)
        #expect(ReadAheadPlan.keys(after: .page(1, perPage: 100), count: 1, facts: Self.limited, strategy: Self.qiita) == [.page(2, perPage: 100)])
        // Not with the end unknown (a list of one page, or a server serving fewer than asked,
        // would make it a request wasted), nor when the limit makes it useless, nor at width one.
        let unknown = Facts(first: .offset(0, limit: 5))
        #expect(ReadAheadPlan.keys(after: .offset(0, limit: 5), count: 1, facts: unknown, strategy: OffsetStrategy(limit: 5)) == [])
        let small = Facts(first: .offset(0, limit: 5), limit: 5)
        #expect(ReadAheadPlan.keys(after: .offset(0, limit: 5), count: 1, facts: small, strategy: OffsetStrategy(limit: 5)) == [])
        #expect(ReadAheadPlan.count(width: 1, facts: Self.limited) == 0)
        // Nor when pages say no total: an older second page would go unnoticed.
        var silent = Self.limited
        silent.pagesSayTotal = false
        #expect(ReadAheadPlan.count(width: 6, facts: silent) == 0)
    }

    /// PokeAPI without `--limit`: nothing says where the list ends before the first page, but
    /// that page will (its `count`), so the second goes with it; a list of one page makes it the
    /// one request wasted, and a first page without the total stops the guesses there.
    @Test func theSecondPageGoesWithTheFirstWhenTheFirstWillSayTheEnd() {
        let unlimited = Facts(first: .offset(0, limit: 20), pagesSayTotal: true)
        #expect(ReadAheadPlan.count(width: 6, facts: unlimited) == 1)
        #expect(ReadAheadPlan.keys(after: .offset(0, limit: 20), count: 1, facts: unlimited, strategy: Self.byTwenty) == [.offset(20, limit: 20)])
        var noTotalCame = unlimited
        noTotalCame.pagesDecoded = 1
        noTotalCame.pagesFull = true
        #expect(ReadAheadPlan.keys(after: .offset(20, limit: 20), count: 2, facts: noTotalCame, strategy: Self.byTwenty) == [])
    }

    /// A URL without `--per-page` leaves the size to the server: where its second offset starts is
    /// a blind guess until the first page came back, while page 2 is page 2 whatever the size.
    @Test func aSizeLeftToTheServerSendsNoSecondOffsetWithTheFirst() {
        let unsized = Facts(first: .offset(0, limit: 20), pagesSayTotal: true, sendsPageSize: false)
        #expect(ReadAheadPlan.keys(after: .offset(0, limit: 20), count: 1, facts: unsized, strategy: Self.byTwenty) == [])
        var limited = unsized
        limited.limit = 500
        #expect(ReadAheadPlan.keys(after: .offset(0, limit: 20), count: 1, facts: limited, strategy: Self.byTwenty) == [])
        let numbered = Facts(first: .page(1, perPage: 20), pagesSayTotal: true, sendsPageSize: false)
        #expect(ReadAheadPlan.keys(after: .page(1, perPage: 20), count: 1, facts: numbered, strategy: PageNumberStrategy(perPage: 20)) == [.page(2, perPage: 20)])
        // Unless a limit is set: a default of 100 makes page 2 useless for `--limit 30`.
        var numberedLimited = numbered
        numberedLimited.limit = 30
        #expect(ReadAheadPlan.keys(after: .page(1, perPage: 20), count: 1, facts: numberedLimited, strategy: PageNumberStrategy(perPage: 20)) == [])
    }

    /// 80 asked, 50 served (a cap), 137 in all: offsets step by 50 asking 80, as the paginator's
    /// do; page numbers step by one, and end where 50 a page reaches the total.
    @Test func pagesStepByTheSizeServed() {
        let offsets = Facts(first: .offset(0, limit: 80), total: 137, pagesFull: true, pagesDecoded: 1, servedSize: 50)
        #expect(ReadAheadPlan.keys(after: .offset(0, limit: 80), count: 5, facts: offsets, strategy: OffsetStrategy(limit: 80))
                    == [.offset(50, limit: 80), .offset(100, limit: 80)])
        var pages = offsets
        pages.first = .page(1, perPage: 80)
        #expect(ReadAheadPlan.keys(after: .page(1, perPage: 80), count: 5, facts: pages, strategy: PageNumberStrategy(perPage: 80))
                    == [.page(2, perPage: 80), .page(3, perPage: 80)])
    }

    @Test func twoMoreAfterTheFirstPageAndTheFullWidthAfterTwo() {
        // Qiita's 20 pages for `--limit 2000` take 4 round trips (2, 6, 6, 6 pages) where they
        // took 5 with page 1 alone (1, 3, 6, 6, 4).
        let counts = (0...4).map { decoded in
            ReadAheadPlan.count(width: 6, facts: Facts(first: .page(1, perPage: 100), limit: 2000, pagesFull: true,
                                                       pagesDecoded: decoded, pagesSayTotal: true))
        }
        #expect(counts == [1, 2, 5, 5, 5])
    }

    /// Full pages come back and not yet taken are off the wire, each freeing its place, once the
    /// second page proved the server steps through the list; before, only the early counts go.
    @Test func fullPagesBackFreeTheirPlacesFromTheThirdPage() {
        let counts = (0...3).map { decoded in
            ReadAheadPlan.count(width: 6, facts: Facts(first: .page(1, perPage: 100), limit: 2000, pagesFull: true,
                                                       pagesDecoded: decoded, pagesSayTotal: true), landed: 4)
        }
        #expect(counts == [1, 2, 9, 9])
        #expect(ReadAheadPlan.count(width: 1, facts: Self.offsets, landed: 4) == 0)
    }

    @Test func sequentialKeysAreNeverReadAhead() {
        var facts = Self.offsets
        facts.first = .since(0)
        #expect(ReadAheadPlan.keys(after: .since(5), count: 5, facts: facts, strategy: SinceIDStrategy()) == [])
        #expect(ReadAheadPlan.keys(after: .cursor("x"), count: 5, facts: Self.offsets, strategy: CursorStrategy()) == [])
    }

    /// A search API that says 5,000 matches but serves the first 1,000 only (GitHub's search): its
    /// strategy ends the list there, and nothing is read ahead past where the strategy ends.
    @Test func theKeysAreTheStrategysOwnSteps() {
        let facts = Facts(first: .offset(0, limit: 100), total: 5000, pagesFull: true, pagesDecoded: 2)
        #expect(ReadAheadPlan.keys(after: .offset(700, limit: 100), count: 5, facts: facts, strategy: FirstThousand())
                    == [.offset(800, limit: 100), .offset(900, limit: 100)])
    }
}

/// Offsets that end at item 1,000, whatever the total says.
private struct FirstThousand: PageStrategy {
    var first: PageKey { .offset(0, limit: 100) }

    func next(after key: PageKey, page: PageSummary) -> PageStep {
        guard case .offset(let offset, let limit) = key, offset + page.count < 1000 else {
            return .end("only the first 1000 results are served")
        }
        return .next(.offset(offset + page.count, limit: limit))
    }
}
