import Paging
import Testing

@Suite struct StrategyTests {
    @Test func offsetAdvancesByLimitAndEndsAtTheTotal() {
        let strategy = OffsetStrategy(limit: 20)
        #expect(strategy.first == .offset(0, limit: 20))
        #expect(strategy.next(after: .offset(0, limit: 20), page: PageSummary(count: 20, more: true, total: 1351))
            == .next(.offset(20, limit: 20)))
        #expect(strategy.next(after: .offset(1340, limit: 20), page: PageSummary(count: 11, more: false, total: 1351))
            == .endOfList)
        #expect(strategy.next(after: .offset(40, limit: 20), page: PageSummary(count: 0)) == .endOfList)
        #expect(strategy.key(forPage: 67) == .offset(1340, limit: 20))
    }

    @Test func pageNumberStopsAtTheCapEvenWhenTheTotalSaysMore() {
        let strategy = PageNumberStrategy(perPage: 100, cap: (pages: 100, notice: "capped"))
        #expect(strategy.first == .page(1, perPage: 100))
        #expect(strategy.next(after: .page(1, perPage: 100), page: PageSummary(count: 100, more: true, total: 680_484))
            == .next(.page(2, perPage: 100)))
        #expect(strategy.next(after: .page(100, perPage: 100), page: PageSummary(count: 100, more: true, total: 680_484))
            == .end("capped"))
        #expect(strategy.next(after: .page(3, perPage: 100), page: PageSummary(count: 50, total: 250)) == .endOfList)
        #expect(strategy.key(forPage: 99) == .page(100, perPage: 100))
        #expect(strategy.key(forPage: 100) == nil)
    }

    @Test func sinceStartsAfterTheLastIDAndStopsWhenItDoesNotGrow() {
        let strategy = SinceIDStrategy()
        #expect(strategy.first == .since(0))
        #expect(strategy.next(after: .since(0), page: PageSummary(count: 30, lastID: "46")) == .next(.since(46)))
        #expect(strategy.next(after: .since(46), page: PageSummary(count: 30, lastID: "46"))
            == .end("the list stopped advancing"))
        #expect(strategy.next(after: .since(46), page: PageSummary(count: 0)) == .endOfList)
        #expect(strategy.key(forPage: 3) == nil)
    }

    @Test func cursorFollowsTheBodyCursorUntilItIsGone() {
        let strategy = CursorStrategy()
        #expect(strategy.first == .cursor(nil))
        #expect(strategy.next(after: .cursor(nil), page: PageSummary(count: 10, cursor: "abc")) == .next(.cursor("abc")))
        #expect(strategy.next(after: .cursor("abc"), page: PageSummary(count: 10, cursor: nil)) == .endOfList)
        #expect(strategy.next(after: .cursor("abc"), page: PageSummary(count: 10, cursor: "")) == .endOfList)
    }

    @Test func timeAsksForItemsAfterTheLastTimestamp() {
        let strategy = TimeStrategy()
        let page = PageSummary(count: 2, lastID: "b", lastValue: "2026-04-20T10:00:00Z")
        #expect(strategy.next(after: .time(nil), page: page) == .next(.time("2026-04-20T10:00:00Z")))
        #expect(strategy.next(after: .time("2026-04-20T10:00:00Z"), page: page) == .end("the list stopped advancing"))
        #expect(strategy.next(after: .time(nil), page: PageSummary(count: 0)) == .endOfList)
    }

    @Test func keysetCarriesTheLastValueAndID() {
        let strategy = KeysetStrategy()
        let page = PageSummary(count: 5, lastID: "42", lastValue: "7")
        #expect(strategy.first == .keyset(value: nil, id: nil))
        #expect(strategy.next(after: strategy.first, page: page) == .next(.keyset(value: "7", id: "42")))
        #expect(strategy.next(after: .keyset(value: "7", id: "42"), page: page) == .end("the list stopped advancing"))
        #expect(strategy.next(after: strategy.first, page: PageSummary(count: 5, lastID: "42")) == .endOfList)
    }

    @Test func nextURLFollowsTheLinkAndEndsWithoutOne() {
        let strategy = NextURLStrategy(first: .since(0))
        #expect(strategy.first == .since(0))
        #expect(strategy.next(after: .since(0), page: PageSummary(count: 30, nextURL: "https://a/users?since=46"))
            == .next(.url("https://a/users?since=46")))
        #expect(strategy.next(after: .url("x"), page: PageSummary(count: 30, nextURL: nil)) == .endOfList)
        #expect(strategy.next(after: .url("x"), page: PageSummary(count: 0, nextURL: "y")) == .endOfList)
    }
}
