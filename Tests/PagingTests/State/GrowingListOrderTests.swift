import Foundation
import Networking
@testable import Paging
import Testing
import TestSupport

/// A list that grows at its head while its laid-out pages load side by side: pages before offset 20
/// answer from the list of 40, the rest from the list of 60 (20 items came in at the head). Every
/// order of the answers should show each row once, in order, to the end. Pure: the answers are
/// events on a `PagingState`, in the order chosen, with no paginator, task or clock.
@Suite struct GrowingListOrderTests {
    static func respond(_ request: HTTPRequest) -> HTTPResponse {
        let offset = Int(Fixtures.query("offset", in: request.url) ?? "0") ?? 0
        let (from, total) = offset < 20 ? (offset, 40) : (offset - 20, 60)
        let page = HTTPRequest(url: "https://capped.test/list?offset=\(from)&limit=5")
        let body = String(decoding: CappedSource.respond(page, count: 40, cap: 5, withTotal: true).body, as: UTF8.self)
        return HTTPResponse(status: 200, body: Array(body.replacingOccurrences(of: "\"total\":40", with: "\"total\":\(total)").utf8))
    }

    /// The rows and the end after answering the loads at the `first` offsets in that order, then
    /// every other load oldest first; each load knows the answers taken before it was sent.
    static func rows(answering first: [Int]) throws -> [String] {
        let source = CappedSource(shape: .offset, asked: 5)
        var state = PagingState(strategy: source.strategy, base: source.base, configuration: PagingConfiguration())
        var loads: [(key: PageKey, sentAfter: Int)] = []
        var first = first
        func started(_ effects: [PagingEffect]) {
            for case .start(let key, _) in effects { loads.append((key, state.plan.answers)) }
        }
        started(state.handle(.appeared(0..<300, at: .zero), gate: nil))
        while !loads.isEmpty, state.plan.answers < 100 {
            let chosen = first.first.flatMap { offset in loads.firstIndex { $0.key.startItem() == offset } }
            if chosen != nil { first.removeFirst() }
            let (key, sentAfter) = loads[chosen ?? 0]
            let page = try source.decode(Self.respond(source.request(for: key)))
            let effects = state.handle(.answered(key, page: page, headers: nil, sentAfter: sentAfter, took: .zero,
                                                 at: .zero, wall: Date(timeIntervalSince1970: 0)), gate: nil)
            if !effects.contains(.askAgain(key)) { loads.remove(at: chosen ?? 0) }
            started(effects)
        }
        let items = state.layout.slots.flatMap { $0.items ?? [] }.map(\.id)
        return items + [state.endReason ?? "not ended"]
    }

    static let everyRow = (0..<40).map { "r\($0)" } + [PageStep.endOfListReason]

    @Test func answeredInListOrderEveryRowShowsOnceToTheEnd() throws {
        #expect(try Self.rows(answering: []) == Self.everyRow)
    }

    /// Known: some orders end at the runaway guard (the pages of repeats from after the move are
    /// answered apart, so the grown total does not explain them), or put a page after the one it
    /// precedes. 26 of the 210 orders of the first three answers do. Read one at a time
    /// (`parallel = 1`) such a list shows every row once (`PaginatorRunawayTests`).
    @Test(arguments: [[5, 10, 35], [5, 15, 30]])
    func answeredOutOfOrderEveryRowShouldShowOnceToTheEnd(first: [Int]) throws {
        let rows = try Self.rows(answering: first)
        withKnownIssue("side-by-side answers of a list growing at its head mid-read") {
            #expect(rows == Self.everyRow)
        }
    }
}
