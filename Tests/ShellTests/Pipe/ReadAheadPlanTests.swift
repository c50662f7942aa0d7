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

    @Test func sequentialKeysAreNeverReadAhead() {
        var facts = Self.offsets
        facts.first = .since(0)
        #expect(ReadAheadPlan.keys(after: .since(5), count: 5, facts: facts) == [])
        #expect(ReadAheadPlan.keys(after: .cursor("x"), count: 5, facts: Self.offsets) == [])
    }
}
