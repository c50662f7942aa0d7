import Catalog
import Networking
@testable import Paging
import Testing

/// The read-ahead's rules as a value: each step sends an event to a `ReadAheadState` and asserts
/// the whole state (the one before, with what the step changed) and the exact effects,
/// synchronously (no transport, task or clock). The list: PokeAPI's, 10 a page, 100 long.
@Suite struct ReadAheadStateTests {
    static let source = SequentialSource(try! BuiltInSource.pokemon.make(base: "https://pokeapi.co", perPage: 10))

    static func key(_ offset: Int) -> PageKey { .offset(offset, limit: 10) }

    static func ids(_ range: Range<Int>) -> [String] { range.map { "\($0)" } }

    static func send(_ offsets: [Int], cap: Int? = nil) -> ReadAheadEffect {
        .send(offsets.map { ReadAheadRequest(key: key($0), bodyCap: cap) })
    }

    static func ok(_ bytes: Int = 100) -> ReadAheadReply { .response(status: 200, bytes: bytes, slowDown: false) }

    /// Rules `parallel` wide; a share of 60 kB per page by default, the page cap.
    static func rules(parallel: Int = 4, aheadBytes: Int = 16 * 60_000, limit: Int? = nil,
                      pagesSayTotal: Bool = true) -> ReadAheadState {
        let facts = ReadAheadPlan.Facts(first: source.strategy.first, limit: limit, pagesSayTotal: pagesSayTotal)
        return ReadAheadState(facts: facts, parallel: parallel, aheadBytes: aheadBytes, maxPageBytes: 60_000)
    }

    /// The paginator asks for the page at `offset`, as `fetchPage` does.
    static func ask(_ state: inout ReadAheadState, _ offset: Int) -> [ReadAheadEffect] {
        state.handle(.asked(key(offset)), strategy: source.strategy)
    }

    /// The page at `offset` answered (taken from ahead, or asked in its turn), handed over and
    /// decoded, full; nothing follows.
    static func answer(_ state: inout ReadAheadState, _ offset: Int, bytes: Int = 100, ahead: Bool = true) {
        let event: ReadAheadEvent = ahead ? .taken(key(offset), ok(bytes)) : .answered(key(offset), ok(bytes))
        #expect(state.handle(event, strategy: source.strategy) == [])
        #expect(state.handle(.handed(key(offset), ok(bytes)), strategy: source.strategy) == [])
        #expect(state.handle(.learned(total: 100, ids: ids(offset..<offset + 10)), strategy: source.strategy) == [])
    }

    /// The first page asked and decoded, the second read ahead with it.
    static func firstPageDecoded(parallel: Int = 4, aheadBytes: Int = 16 * 60_000) -> ReadAheadState {
        var state = rules(parallel: parallel, aheadBytes: aheadBytes)
        let cap = aheadBytes / 16 < 60_000 ? aheadBytes / 16 : nil
        #expect(ask(&state, 0) == [send([10], cap: cap)])
        answer(&state, 0, ahead: false)
        return state
    }

    @Test func pageTwoGoesWithPageOneOnlyWhenPagesSayTheTotal() {
        var saying = Self.rules()
        var expected = saying
        #expect(Self.ask(&saying, 0) == [Self.send([10])])
        expected.ahead = [Self.key(10)]
        expected.lastAsked = Self.key(0)
        expected.sentAhead = 1
        expected.sentAfterFailures = [Self.key(10): 0]
        #expect(saying == expected)

        // Pages without a total: the first page's answer will not say where the list ends.
        var silent = Self.rules(pagesSayTotal: false)
        expected = silent
        #expect(Self.ask(&silent, 0) == [])
        expected.lastAsked = Self.key(0)
        #expect(silent == expected)
        // Nor with a `--limit`: the end it sets is no sign the list reaches the second page.
        var limited = Self.rules(limit: 50, pagesSayTotal: false)
        expected = limited
        #expect(Self.ask(&limited, 0) == [])
        expected.lastAsked = Self.key(0)
        #expect(limited == expected)
    }

    @Test func aFullPageLandedFreesItsPlaceForTheNextKey() {
        var state = Self.firstPageDecoded(parallel: 3)
        #expect(Self.ask(&state, 10) == [Self.send([20, 30])])
        Self.answer(&state, 10)
        var expected = state
        // Full: inside the list and off the wire, its place goes to the page at 40.
        #expect(state.handle(.landed(Self.key(20), Self.ok(), items: 10), strategy: Self.source.strategy) == [Self.send([40])])
        expected.landed = [Self.key(20)]
        expected.ahead.insert(Self.key(40))
        expected.sentAhead += 1
        expected.sentAfterFailures[Self.key(40)] = 0
        #expect(state == expected)
        // Short: it may be the end, and frees nothing.
        #expect(state.handle(.landed(Self.key(30), Self.ok(), items: 4), strategy: Self.source.strategy) == [])
        #expect(state == expected)
    }

    @Test func pageSharesStartAtASixteenthThenTwiceTheLargestBodyAndOnePastItsShareStopsTheRest() {
        // 16 kB ahead: a sixteenth is 1 kB a page.
        var state = Self.firstPageDecoded(aheadBytes: 16_000)
        var expected = state
        // The first body was 3 kB: pages go at 6 kB each, two of them fit.
        #expect(state.handle(.answered(Self.key(0), Self.ok(3_000)), strategy: Self.source.strategy) == [])
        #expect(Self.ask(&state, 10) == [Self.send([20, 30], cap: 6_000)])
        expected.largestBody = 3_000
        expected.ahead = [Self.key(20), Self.key(30)]
        expected.awaited = [Self.key(10): 0]
        expected.lastAsked = Self.key(10)
        expected.sentAhead = 3
        expected.sentAfterFailures = [Self.key(20): 0, Self.key(30): 0]
        #expect(state == expected)

        // The page at 20 passes its share: the pages ahead are dropped, asked in their turn only.
        #expect(state.handle(.landed(Self.key(20), .tooLarge(limit: 6_000), items: nil), strategy: Self.source.strategy)
            == [.cancel([Self.key(20), Self.key(30)])])
        expected.ahead = []
        expected.largestBody = 6_000
        expected.cut = [Self.key(20)]
        expected.cutShare = 6_000
        expected.inTurnOnly = [Self.key(20), Self.key(30)]
        #expect(state == expected)

        // A smaller page handed over says nothing of the size: nothing goes ahead of the page at 20.
        Self.answer(&state, 10, bytes: 3_000)
        #expect(Self.ask(&state, 20) == [])
        expected.awaited = [:]
        expected.facts.pagesDecoded = 2
        expected.recentIDs.append(Set(Self.ids(10..<20)))
        expected.sentAfterFailures = [Self.key(30): 0]
        expected.lastAsked = Self.key(20)
        #expect(state == expected)

        // The page at 20 asked in its turn and handed over shows the size: 13 kB a page, one fits.
        Self.answer(&state, 20, bytes: 6_500, ahead: false)
        #expect(Self.ask(&state, 30) == [Self.send([40], cap: 13_000)])
        expected.largestBody = 6_500
        expected.cut = []
        expected.cutShare = nil
        expected.facts.pagesDecoded = 3
        expected.recentIDs.append(Set(Self.ids(20..<30)))
        expected.ahead = [Self.key(40)]
        expected.lastAsked = Self.key(30)
        expected.sentAhead = 4
        expected.sentAfterFailures = [Self.key(40): 0]
        #expect(state == expected)
    }

    @Test func aFailureSentBeforeAnotherWasHandedOverIsAskedAgain() {
        var state = Self.firstPageDecoded()
        #expect(Self.ask(&state, 10) == [Self.send([20, 30])])
        Self.answer(&state, 10)
        let unavailable = ReadAheadReply.response(status: 503, bytes: 0, slowDown: false)
        // The first failure is handed over as it is: the paginator backs off from it.
        #expect(Self.ask(&state, 20) == [Self.send([40, 50])])
        #expect(state.handle(.taken(Self.key(20), unavailable), strategy: Self.source.strategy) == [])
        #expect(state.handle(.handed(Self.key(20), unavailable), strategy: Self.source.strategy) == [])
        var expected = state
        #expect(expected.failuresHanded == 1)
        #expect(expected.awaited == [:])
        // The page at 30 failed at the same moment, before that one was handed over: asked again.
        #expect(Self.ask(&state, 30) == [Self.send([60])])
        expected.awaited = [Self.key(30): 0]
        expected.ahead.remove(Self.key(30))
        expected.ahead.insert(Self.key(60))
        expected.sentAhead += 1
        expected.sentAfterFailures[Self.key(30)] = nil
        expected.sentAfterFailures[Self.key(60)] = 1
        expected.lastAsked = Self.key(30)
        #expect(state == expected)
        #expect(state.handle(.taken(Self.key(30), unavailable), strategy: Self.source.strategy) == [.askAgain(Self.key(30))])
        expected.awaited = [:]
        #expect(state == expected)
    }

    @Test func itemsRepeatedFromRecentPagesCancelEveryAnswerAhead() {
        var state = Self.firstPageDecoded()
        #expect(Self.ask(&state, 10) == [Self.send([20, 30])])
        Self.answer(&state, 10)
        #expect(Self.ask(&state, 20) == [Self.send([40, 50])])
        var expected = state
        // Five items posted at the head pushed 15…19 into the page at 20: every answer ahead may
        // be from before the move.
        #expect(state.handle(.learned(total: 105, ids: Self.ids(15..<25)), strategy: Self.source.strategy)
            == [.cancel([Self.key(30), Self.key(40), Self.key(50)])])
        expected.ahead = []
        expected.doubtful = true
        expected.facts.total = 105
        expected.facts.pagesDecoded = 3
        expected.facts.pagesFull = false
        expected.recentIDs.append(Set(Self.ids(15..<25)))
        #expect(state == expected)
    }

    @Test func aSecondPageRepeatingTheFirstWholeStopsTheGuesses() {
        var state = Self.firstPageDecoded()
        #expect(Self.ask(&state, 10) == [Self.send([20, 30])])
        var expected = state
        // The server ignores the page parameter: the runaway guard stops it; nothing is dropped here.
        #expect(state.handle(.learned(total: 100, ids: Self.ids(0..<10)), strategy: Self.source.strategy) == [])
        expected.ignoresPage = true
        expected.doubtful = true
        expected.facts.pagesDecoded = 2
        expected.facts.pagesFull = false
        expected.recentIDs.append(Set(Self.ids(0..<10)))
        #expect(state == expected)
        // No more guesses after it.
        #expect(Self.ask(&state, 20) == [])
    }

    @Test func anAnswerSayingToSlowDownStopsTheReadAheadForGood() {
        var state = Self.firstPageDecoded(parallel: 3)
        #expect(Self.ask(&state, 10) == [Self.send([20, 30])])
        Self.answer(&state, 10)
        var expected = state
        // A full page whose rate budget is at its floor (or a 429): what is in flight goes on,
        // and its place goes to nothing.
        let low = ReadAheadReply.response(status: 200, bytes: 100, slowDown: true)
        #expect(state.handle(.landed(Self.key(20), low, items: 10), strategy: Self.source.strategy) == [])
        expected.throttled = true
        expected.landed = [Self.key(20)]
        #expect(state == expected)
        // Nor goes anything ahead when the paginator asks.
        #expect(Self.ask(&state, 20) == [])
    }

    /// The size the server serves is the paginator's to learn (`PagePlan.servedSize`): the rules
    /// step by it once the second page came back at it too, and stop guessing at any other.
    @Test func pagesStepByTheSizeThePaginatorLearnedOnceTheSecondPageAgrees() {
        var state = Self.rules()
        #expect(Self.ask(&state, 0) == [Self.send([10])])
        // Five where ten were asked, more to follow: not yet known (nor is the page at 10 dropped).
        #expect(state.handle(.learned(total: 100, ids: Self.ids(0..<5)), strategy: Self.source.strategy) == [])
        #expect(state.facts.servedSize == nil && !state.facts.pagesFull && !state.doubtful)
        // The paginator steps by the five it learned; nothing goes ahead of the page at 5 yet.
        #expect(state.handle(.asked(.offset(5, limit: 10)), strategy: Self.source.strategy) == [])
        var doubted = state
        // The second page at the paginator's five: pages ahead go at five from now on.
        #expect(state.handle(.learned(total: 100, ids: Self.ids(5..<10)), strategy: Self.source.strategy, served: 5) == [])
        #expect(state.facts.servedSize == 5 && state.facts.pagesFull)
        // The page at 10 went with the first; the three the width allows go after it, five apart.
        #expect(Self.ask(&state, 10) == [.send([15, 20, 25].map {
            ReadAheadRequest(key: .offset($0, limit: 10), bodyCap: nil)
        })])
        // Without the paginator's size (or at another), the guesses stop.
        #expect(doubted.handle(.learned(total: 100, ids: Self.ids(5..<10)), strategy: Self.source.strategy) == [])
        #expect(doubted.facts.servedSize == nil && doubted.doubtful && !doubted.facts.pagesFull)
    }

    /// A list read in order read again from its first page (`r`, a new first page): the answers
    /// still ahead are dropped and the rules learn the list anew; they keep only what the server
    /// said of its budget, and the count of requests sent.
    @Test func aListStartedOverDropsThePagesAheadAndLearnsAnew() throws {
        var configuration = PagingConfiguration()
        configuration.readsInOrder = true
        configuration.parallel = 4
        configuration.maxPageBytes = 60_000
        configuration.readAheadBytes = 16 * 60_000
        var state = PagingState(strategy: Self.source.strategy, base: Self.source.base, configuration: configuration)
        state.readAhead = ReadAheadState(source: Self.source, configuration: configuration)
        #expect(state.readAhead == Self.rules())
        let ask = PagingEvent.readAhead(.asked(Self.key(0)))
        #expect(state.handle(ask, gate: nil) == [.readAhead(Self.send([10]))])
        _ = state.handle(.readAhead(.learned(total: 100, ids: Self.ids(0..<10))), gate: nil)
        #expect(state.handle(.readAhead(.asked(Self.key(10))), gate: nil) == [.readAhead(Self.send([20, 30]))])
        let restart = state.handle(.restart(at: .zero), gate: nil)
        #expect(restart.contains(.readAhead(.cancel([Self.key(20), Self.key(30)]))), "\(restart)")
        var expected = Self.rules()
        expected.sentAhead = 3
        #expect(state.readAhead == expected)
        // As at the start: the second page with the first, nothing repeated taken for a move.
        #expect(state.handle(ask, gate: nil) == [.readAhead(Self.send([10]))])
    }
}
