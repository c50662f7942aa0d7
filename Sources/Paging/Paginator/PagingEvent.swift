import Foundation
import Networking

/// What happens to a list that its paging rules answer (`PagingState.handle`): the view's reports,
/// a load's end or failure. Instants are on the paginator's clock; nothing here reads a clock.
enum PagingEvent: Sendable {
    /// Rows on screen because the user moved to them (a scroll, a jump), at an instant.
    case appeared(Range<Int>, at: Duration)
    /// Rows on screen without a move (a resize, a filter cleared, a tab shown again).
    case shown(Range<Int>, at: Duration)
    /// Rows the caller expects to show soon (a jump it is about to make).
    case prefetch(Range<Int>, at: Duration)
    /// A reader taking the rows in order, each once (pipe mode), needs `row` next, at an instant.
    case wanted(row: Int, at: Duration)
    /// Rows that left the screen.
    case disappeared(Range<Int>)
    /// The load of a key ended: its answer applied, or nobody's any more.
    case loadEnded(PageKey, at: Duration)
    /// Loading may go on (the gate opened, a retry or refresh asked): the loads to start now.
    case loadsMayStart(at: Duration)
    /// A load's request failed. `sentAfterWaits`: the rate-limit waits begun when it was sent;
    /// `repeatable`: it may be sent again; `wall` reads `Retry-After` dates; `unit` is the jitter (0..<1).
    case failed(key: PageKey, error: PagingError, headers: HTTPHeaders?, sentAfterWaits: Int, repeatable: Bool,
                now: Duration, wall: Date, unit: Double)
}
