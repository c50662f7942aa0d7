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
        #expect(ReadAheadPlan.keys(after: .offset(0, limit: 20), count: 5, facts: noEnd) == [])
        var short = Self.offsets
        short.pagesFull = false
        #expect(ReadAheadPlan.keys(after: .offset(0, limit: 20), count: 5, facts: short) == [])
    }

    /// Qiita with `--limit 2000` at 100 a page: pages 1 to 20 are wanted before any came back.
    static let limited = Facts(first: .page(1, perPage: 100), limit: 2000, lastPage: 100)

    @Test func nothingGoesWithTheFirstPageNorAtWidthOne() {
        // Even with pages 1 to 20 wanted: pages 1 and 2 read at once from a list growing at its
        // head may be served page 2 first, losing the rows between them
        // (PipeSourceFaultTests.qiitaHeadInsertionsAreNeitherRepeatedNorSkipped).
        #expect(ReadAheadPlan.count(width: 6, facts: Self.limited) == 0)
        var proven = Self.limited
        proven.pagesDecoded = 3
        #expect(ReadAheadPlan.count(width: 1, facts: proven) == 0)
    }

    @Test func twoPagesAheadAfterTheFirstPageAndTheFullWidthAfterTwo() {
        // Two after the first (a server repeating its first page is found out within the four
        // requests the runaway guard makes), then all the width allows, not 4 then 8.
        let counts = (1...4).map { decoded in
            ReadAheadPlan.count(width: 6, facts: Facts(first: .page(1, perPage: 100), limit: 2000, pagesFull: true,
                                                       pagesDecoded: decoded))
        }
        #expect(counts == [2, 5, 5, 5])
    }

    @Test func sequentialKeysAreNeverReadAhead() {
        var facts = Self.offsets
        facts.first = .since(0)
        #expect(ReadAheadPlan.keys(after: .since(5), count: 5, facts: facts) == [])
        #expect(ReadAheadPlan.keys(after: .cursor("x"), count: 5, facts: Self.offsets) == [])
    }
}
