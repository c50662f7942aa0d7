import Foundation
import Networking

/// What happens to a list that its paging rules answer (`PagingState.handle`): the view's reports,
/// a load's answer, end or failure, the rate gate's countdown, and the commands. Instants are on
/// the paginator's clock; `wall` is the wall time that rate-limit resets and `Retry-After` dates
/// are read against; nothing here reads a clock.
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
    /// What happens to the pages of a list read in order as they are read ahead (`ReadAheadState`).
    case readAhead(ReadAheadEvent)
    /// The load of a key ended: its answer applied, or nobody's any more.
    case loadEnded(PageKey, at: Duration)
    /// Loading may go on (the gate opened, a retry or refresh asked): the loads to start now.
    case loadsMayStart(at: Duration)
    /// The load of `key` was answered with `page` after `took`: asked again past the cache, or
    /// put in place. `sentAfter`: the answers taken before its first request went out.
    case answered(PageKey, page: Page, headers: HTTPHeaders?, sentAfter: Int, took: Duration,
                  at: Duration, wall: Date)
    /// An answer's headers outside a page put in place (a failure, a detail): the rate budget.
    case headers(HTTPHeaders, at: Duration, wall: Date)
    /// A load's request failed. `sentAfterWaits`: the rate-limit waits begun when it was sent;
    /// `repeatable`: it may be sent again; `wall` reads `Retry-After` dates; `unit` is the jitter (0..<1).
    case failed(key: PageKey, error: PagingError, headers: HTTPHeaders?, sentAfterWaits: Int, repeatable: Bool,
                now: Duration, wall: Date, unit: Double)
    /// The load of `key` is at the rate gate (before sending, or woken in its countdown).
    case gateCheck(PageKey, at: Duration)
    /// The user asks the list again from its first page (`r`).
    case refresh(at: Duration)
    /// Everything dropped, the list loaded again from its first page: a refresh that keeps nothing.
    case restart(at: Duration)
    /// The first page asked by a refresh while held (`PagingEffect.askFirstPage`) answered.
    case refreshAnswered(Result<Page, PagingError>, headers: HTTPHeaders?, at: Duration, wall: Date)
    /// Another source: its strategy and base, and nothing of the old list kept.
    case newSource(any PageStrategy, base: APIBase, at: Duration)
    /// The user asks a failed load, or one waiting for its backoff, again now.
    case retry(at: Duration)
    /// The user stops what is in flight.
    case cancel
    /// A poll of a followed list brought `items` (oldest first) at its head or tail: put in place
    /// once no load is in flight, so that an answer lands in the page it was asked for.
    case followed([ListItem], at: FollowDirection)
    /// The request for `key` could not be sent (the source refused it): loading stops.
    case refused(PageKey, PagingError)
}
