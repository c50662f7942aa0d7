@testable import Paging
import Testing

/// The runaway guard alone: pages in a row that add nothing stop loading after three, an empty
/// page inside a laid-out list counts as adding nothing, and an empty page read at the end does
/// not (it ends the list by itself).
@Suite struct RunawayGuardTests {
    /// One recorded page: items sent, of them new, and whether it had a place in a laid-out list.
    struct Step: Sendable, CustomStringConvertible {
        var sent: Int, added: Int, placed: Bool
        /// The total the page reported.
        var total: Int? = nil
        var description: String { "sent \(sent) added \(added)\(placed ? " placed" : "")\(total.map { " of \($0)" } ?? "")" }
    }

    @Test(arguments: [
        // Repeats only: the third barren page stops.
        ([Step(sent: 20, added: 0, placed: false), Step(sent: 20, added: 0, placed: false), Step(sent: 20, added: 0, placed: false)], [false, false, true]),
        // Empty placed pages (a total that lies high): the same three stop a walk through placeholders.
        ([Step(sent: 0, added: 0, placed: true), Step(sent: 0, added: 0, placed: true), Step(sent: 0, added: 0, placed: true)], [false, false, true]),
        // Mixed barren pages count together.
        ([Step(sent: 20, added: 0, placed: true), Step(sent: 0, added: 0, placed: true), Step(sent: 20, added: 0, placed: false)], [false, false, true]),
        // A page with one new row starts the count again.
        ([Step(sent: 0, added: 0, placed: true), Step(sent: 0, added: 0, placed: true), Step(sent: 20, added: 1, placed: true),
          Step(sent: 0, added: 0, placed: true), Step(sent: 0, added: 0, placed: true)], [false, false, false, false, false]),
        // An empty page read at the end is the end, not a runaway: it counts nothing.
        ([Step(sent: 20, added: 0, placed: false), Step(sent: 20, added: 0, placed: false), Step(sent: 0, added: 0, placed: false)], [false, false, false]),
    ])
    func stopsAfterThreeBarrenPages(steps: [Step], stops: [Bool]) {
        var guardian = RunawayGuard()
        #expect(steps.map { guardian.record(sent: $0.sent, added: $0.added, placed: $0.placed, total: $0.total) } == stops)
    }

    @Test(arguments: [
        // The total grew by 80 since the last new rows: four pages of 20 repeats are the items it
        // pushed down, and go on; a fifth is more than the growth explains, and counts as barren.
        ([Step(sent: 20, added: 20, placed: true, total: 100)] + Array(repeating: Step(sent: 20, added: 0, placed: true, total: 180), count: 5),
         [false, false, false, false, false, false]),
        // Growth of 10 explains none of 20 repeats: three pages stop, as without a total.
        ([Step(sent: 20, added: 20, placed: true, total: 100)] + Array(repeating: Step(sent: 20, added: 0, placed: true, total: 110), count: 3),
         [false, false, false, true]),
        // A total claiming as much growth as every page repeats: the sixteenth page stops.
        ([Step(sent: 20, added: 20, placed: true, total: 100)] + (1...16).map { Step(sent: 20, added: 0, placed: true, total: 100 + 20 * $0) },
         [false] + Array(repeating: false, count: 15) + [true]),
        // An empty placed page is never explained by growth.
        ([Step(sent: 20, added: 20, placed: true, total: 100)] + Array(repeating: Step(sent: 0, added: 0, placed: true, total: 500), count: 3),
         [false, false, false, true]),
    ])
    func repeatsTheGrowthExplainsCountApart(steps: [Step], stops: [Bool]) {
        var guardian = RunawayGuard()
        #expect(steps.map { guardian.record(sent: $0.sent, added: $0.added, placed: $0.placed, total: $0.total) } == stops)
    }
}
