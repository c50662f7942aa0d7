import Paging
@testable import Shell
import Testing

/// Which pages may be asked for before the paginator asks: only those certain to be wanted.
@Suite struct ReadAheadPlanTests {
    typealias Facts = ReadAheadPlan.Facts

    static let offsets = Facts(first: .offset(0, limit: 20), total: 100, pagesFull: true)
    static let pages = Facts(first: .page(1, perPage: 10), limit: 45, lastPage: 100, pagesFull: true)

    @Test func offsetsStepByAFullPageUpToTheTotal() {
        #expect(ReadAheadPlan.keys(after: .offset(20, limit: 20), count: 5, facts: Self.offsets)
                    == [.offset(40, limit: 20), .offset(60, limit: 20), .offset(80, limit: 20)])
    }

    @Test func pageNumbersStopWhereTheLimitIsReached() {
        #expect(ReadAheadPlan.keys(after: .page(2, perPage: 10), count: 5, facts: Self.pages)
                    == [.page(3, perPage: 10), .page(4, perPage: 10), .page(5, perPage: 10)])
    }

    @Test func theLimitCountsFromTheFirstKey() {
        var facts = Self.offsets
        facts.first = .offset(40, limit: 20)
        facts.total = nil
        facts.limit = 30
        #expect(ReadAheadPlan.keys(after: .offset(40, limit: 20), count: 5, facts: facts) == [.offset(60, limit: 20)])
    }

    @Test func pageNumbersStopAtTheLastPageServed() {
        var facts = Self.pages
        facts.limit = nil
        facts.total = 10_000
        facts.lastPage = 4
        #expect(ReadAheadPlan.keys(after: .page(3, perPage: 10), count: 5, facts: facts) == [.page(4, perPage: 10)])
    }

    @Test func nothingAheadWithoutAnEndOrAfterAShortPage() {
        var noEnd = Self.offsets
        noEnd.total = nil
        noEnd.pagesDecoded = 1
        #expect(ReadAheadPlan.keys(after: .offset(20, limit: 20), count: 5, facts: noEnd) == [])
        var short = Self.offsets
        short.pagesFull = false
        short.pagesDecoded = 1
        #expect(ReadAheadPlan.keys(after: .offset(20, limit: 20), count: 5, facts: short) == [])
    }

    /// Qiita with `--limit 2000` at 100 a page: pages 1 to 20 are wanted before any came back,
    /// and each says `Total-Count`.
    static let limited = Facts(first: .page(1, perPage: 100), limit: 2000, lastPage: 100, pagesSayTotal: true)

    @Test func theSecondPageGoesWithTheFirstWhenTheEndIsKnown() {
        #expect(ReadAheadPlan.count(width: 6, facts: Self.limited) == 1)
        #expect(ReadAheadPlan.keys(after: .page(1, perPage: 100), count: 1, facts: Self.limited) == [.page(2, perPage: 100)])
        // Not with the end unknown (a list of one page, or a server serving fewer than asked,
        // would make it a request wasted), nor when the limit makes it useless, nor at width one.
        let unknown = Facts(first: .offset(0, limit: 5))
        #expect(ReadAheadPlan.keys(after: .offset(0, limit: 5), count: 1, facts: unknown) == [])
        let small = Facts(first: .offset(0, limit: 5), limit: 5)
        #expect(ReadAheadPlan.keys(after: .offset(0, limit: 5), count: 1, facts: small) == [])
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
        #expect(ReadAheadPlan.keys(after: .offset(0, limit: 20), count: 1, facts: unlimited) == [.offset(20, limit: 20)])
        var noTotalCame = unlimited
        noTotalCame.pagesDecoded = 1
        noTotalCame.pagesFull = true
        #expect(ReadAheadPlan.keys(after: .offset(20, limit: 20), count: 2, facts: noTotalCame) == [])
    }

    /// A URL without `--per-page` leaves the size to the server: where its second offset starts is
    /// a blind guess until the first page came back, while page 2 is page 2 whatever the size.
    @Test func aSizeLeftToTheServerSendsNoSecondOffsetWithTheFirst() {
        let unsized = Facts(first: .offset(0, limit: 20), pagesSayTotal: true, sendsPageSize: false)
        #expect(ReadAheadPlan.keys(after: .offset(0, limit: 20), count: 1, facts: unsized) == [])
        var limited = unsized
        limited.limit = 500
        #expect(ReadAheadPlan.keys(after: .offset(0, limit: 20), count: 1, facts: limited) == [])
        let numbered = Facts(first: .page(1, perPage: 20), pagesSayTotal: true, sendsPageSize: false)
        #expect(ReadAheadPlan.keys(after: .page(1, perPage: 20), count: 1, facts: numbered) == [.page(2, perPage: 20)])
        // Unless a limit is set: a default of 100 makes page 2 useless for `--limit 30`.
        var numberedLimited = numbered
        numberedLimited.limit = 30
        #expect(ReadAheadPlan.keys(after: .page(1, perPage: 20), count: 1, facts: numberedLimited) == [])
    }

    /// 80 asked, 50 served (a cap), 137 in all: offsets step by 50 asking 80, as the paginator's
    /// do; page numbers step by one, and end where 50 a page reaches the total.
    @Test func pagesStepByTheSizeServed() {
        let offsets = Facts(first: .offset(0, limit: 80), total: 137, pagesFull: true, pagesDecoded: 1, servedSize: 50)
        #expect(ReadAheadPlan.keys(after: .offset(0, limit: 80), count: 5, facts: offsets)
                    == [.offset(50, limit: 80), .offset(100, limit: 80)])
        var pages = offsets
        pages.first = .page(1, perPage: 80)
        #expect(ReadAheadPlan.keys(after: .page(1, perPage: 80), count: 5, facts: pages)
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
        #expect(ReadAheadPlan.keys(after: .since(5), count: 5, facts: facts) == [])
        #expect(ReadAheadPlan.keys(after: .cursor("x"), count: 5, facts: Self.offsets) == [])
    }
}
