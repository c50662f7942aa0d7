import Clocks
import Foundation
import Networking
import Paging
import Testing
import TestSupport

/// Pages loaded side by side from a list that grew meanwhile: a later page answered from before
/// the growth (a lower total than the page before it) is asked again, past any cache.
@MainActor @Suite(.timeLimit(.minutes(1))) struct PaginatorSideBySideTotalTests {
    /// The list after 3 items came: the answer says 103.
    static func grown(_ request: HTTPRequest) -> HTTPResponse {
        HTTPResponse(status: 200, effectiveURL: request.url + "&count=103")
    }

    static func offsets(_ requests: [HTTPRequest]) -> [String] {
        requests.compactMap { Fixtures.query("offset", in: $0.url) }
    }

    @Test func aLaterPageAnsweredFirstFromTheOlderListIsAskedAgain() async {
        let (paginator, transport) = await PaginatorParallelTests().started(parallel: 4)
        paginator.appeared(40..<70)  // pages 40, 50 and 60 at once
        await paginator.parked(transport)
        #expect(Set(Self.offsets(transport.held)).isSuperset(of: ["40", "50", "60"]))
        // Page 60 answers from the list of 100; then the list grows and pages 40 and 50 answer.
        transport.answer(where: { Fixtures.query("offset", in: $0.url) == "60" }, with: NumbersSource.respond)
        await paginator.parked(transport)
        #expect(paginator.item(at: 60) != nil)
        transport.answer(where: { ["40", "50"].contains(Fixtures.query("offset", in: $0.url)) }, with: Self.grown)
        let isSixty: (HTTPRequest) -> Bool = { Fixtures.query("offset", in: $0.url) == "60" }
        await paginator.parked(transport)
        #expect(transport.held.contains(where: isSixty))
        let again = transport.held.first(where: isSixty)
        #expect(again.flatMap { Fixtures.query("offset", in: $0.url) } == "60")
        #expect(again?.headers["Cache-Control"] == "no-cache")
        await drain(paginator, transport, respond: Self.grown)
        let sixty = transport.requests.filter { Fixtures.query("offset", in: $0.url) == "60" }
        #expect(sixty.count == 2)
        #expect((40..<70).allSatisfy { paginator.item(at: $0)?.id == String($0) })
    }

    @Test func aHigherTotalOnTheLaterPageAsksNothingAgain() async {
        let (paginator, transport) = await PaginatorParallelTests().started(parallel: 4)
        let before = transport.requests.count
        paginator.appeared(40..<70)
        await paginator.parked(transport)
        #expect(Set(Self.offsets(transport.held)).isSuperset(of: ["40", "50", "60"]))
        // Page 60 from the grown list, the pages before it from the older one: an overlap, no loss.
        transport.answer(where: { Fixtures.query("offset", in: $0.url) == "60" }, with: Self.grown)
        await paginator.parked(transport)
        #expect(paginator.item(at: 60) != nil)
        await drain(paginator, transport)
        let asked = transport.requests.dropFirst(before).compactMap { Fixtures.query("offset", in: $0.url) }
        #expect(asked.filter { ["40", "50", "60"].contains($0) }.sorted() == ["40", "50", "60"])
    }

    @Test func aPageAnsweredAfterTheOneBeforeItFromTheOlderListIsAskedAgain() async {
        let (paginator, transport) = await PaginatorParallelTests().started(parallel: 4)
        paginator.appeared(40..<70)
        await paginator.parked(transport)
        #expect(Set(Self.offsets(transport.held)).isSuperset(of: ["40", "50", "60"]))
        // Page 40 answers from the grown list first; pages 50 and 60 then from the older one.
        transport.answer(where: { Fixtures.query("offset", in: $0.url) == "40" }, with: Self.grown)
        await paginator.parked(transport)
        #expect(paginator.item(at: 40) != nil)
        transport.answer(where: { ["50", "60"].contains(Fixtures.query("offset", in: $0.url)) }, with: NumbersSource.respond)
        // Page 50 is asked again at once; page 60 once page 50's new answer says the higher total.
        await paginator.parked(transport)
        #expect(Self.offsets(transport.held).contains("50"))
        #expect(transport.held.first { Fixtures.query("offset", in: $0.url) == "50" }?.headers["Cache-Control"] == "no-cache")
        await drain(paginator, transport, respond: Self.grown)
        let asked = transport.requests.compactMap { Fixtures.query("offset", in: $0.url) }
        #expect(asked.filter { ["40", "50", "60"].contains($0) }.sorted() == ["40", "50", "50", "60", "60"])
        #expect((40..<70).allSatisfy { paginator.item(at: $0)?.id == String($0) })
    }

    @Test func aPageStillSayingALowerTotalWhenAskedAgainIsToldOf() async {
        let (paginator, transport) = await PaginatorParallelTests().started(parallel: 4)
        paginator.appeared(40..<70)
        await paginator.parked(transport)
        #expect(Set(Self.offsets(transport.held)).isSuperset(of: ["40", "50"]))
        // Page 40 says 103; page 50 says 100 however often it is asked (3 items deleted before it).
        transport.answer(where: { Fixtures.query("offset", in: $0.url) == "40" }, with: Self.grown)
        await paginator.parked(transport)
        #expect(paginator.item(at: 40) != nil)
        await drain(paginator, transport)
        let fifty = transport.requests.filter { Fixtures.query("offset", in: $0.url) == "50" }
        // Asked again once: the second answer said the same, so the list stood still since.
        #expect(fifty.count == 2)
        #expect(paginator.latestNotice == .rowsMayBeMissing(count: 3, after: "49", before: "50"))
    }

    /// Pages 50 and 60 answer from the older list, then page 40 from the grown one: both go back
    /// to be asked again. Page 50 alone was, and its new answer was compared only with pages
    /// answered after it was sent again, not page 60: the rows between them were in no answer.
    @Test func everyOlderPageAfterANewerOneInTheSameBatchIsAskedAgain() async {
        let (paginator, transport) = await PaginatorParallelTests().started(parallel: 4)
        paginator.appeared(40..<70)
        await paginator.parked(transport)
        #expect(Set(Self.offsets(transport.held)).isSuperset(of: ["40", "50", "60"]))
        transport.answer(where: { ["50", "60"].contains(Fixtures.query("offset", in: $0.url)) }, with: NumbersSource.respond)
        await paginator.parked(transport)
        #expect(paginator.item(at: 50) != nil && paginator.item(at: 60) != nil)
        transport.answer(where: { Fixtures.query("offset", in: $0.url) == "40" }, with: Self.grown)
        await drain(paginator, transport, respond: Self.grown)
        let asked = transport.requests.compactMap { Fixtures.query("offset", in: $0.url) }
        #expect(asked.filter { ["50", "60"].contains($0) }.sorted() == ["50", "50", "60", "60"])
        #expect((40..<70).allSatisfy { paginator.item(at: $0)?.id == String($0) })
    }

    /// A page was read from the list of 300; later, scrolling up, the page before it answers
    /// from the grown list (303). The older page is not asked again (read long ago, it says an
    /// older total whatever), but the rows the posts pushed past its start are in no answer: said.
    @Test func aNewerPageBeforeOneReadLongAgoSaysRowsMayBeMissing() async throws {
        let (paginator, transport) = await PaginatorParallelTests().started(count: 300, parallel: 4)
        paginator.appeared(200..<210)
        await drain(paginator, transport)
        // The nearest page above the jump that nothing prefetched, and the older page after it.
        let above = try #require(stride(from: 190, through: 10, by: -10).first { paginator.item(at: $0) == nil })
        #expect(paginator.item(at: above + 10) != nil)
        let before = transport.requests.count
        paginator.appeared(above..<(above + 10))
        await paginator.parked(transport)
        #expect(Self.offsets(transport.held).contains(String(above)))
        transport.answer(where: { Fixtures.query("offset", in: $0.url) == String(above) }) { request in
            HTTPResponse(status: 200, effectiveURL: request.url + "&count=303")
        }
        await paginator.parked(transport)
        #expect(paginator.item(at: above) != nil)
        #expect(!Self.offsets(Array(transport.requests.dropFirst(before))).contains(String(above + 10)))
        #expect(paginator.latestNotice == .rowsMayBeMissing(count: 3, after: String(above + 9), before: String(above + 10)))
    }
}
