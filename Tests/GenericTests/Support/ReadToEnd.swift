import Catalog
import Clocks
import Foundation
import Networking
import Paging

/// What a paginator showed after reading a list to its end.
struct ListRead {
    /// Item ids in row order.
    var ids: [String]
    /// The trailing row: `end: …` or `error: …`.
    var last: String
    /// The status-bar notice (drift), if any.
    var notice: String?
    /// Each item's first cell (its title), in row order.
    var titles: [String] = []
}

/// Pages `source` to the end through `transport` with the real paginator, scrolling down a screen
/// at a time as each fills: after each report it waits for the loads it started to end (they are
/// the only thing that changes the list; a load asleep on the test clock, never advanced, stays
/// asleep), and it stops when three reports in a row fill nothing more. Model time is a test
/// clock: no sleeps. A generic source's credentials are added on their origin by a
/// `CredentialTransport`, as the session adds them (the source's own requests carry none).
@MainActor
func readToEnd(_ source: any PageSource, over transport: any Transport = CurlTransport()) async -> ListRead {
    let credentials = (source as? GenericSource)?.credentials
    let paginator = Paginator(source: source, transport: CredentialTransport.wrapping(transport, in: credentials),
                              clock: TestClock<Duration>())
    var top = 0
    var stalls = 0
    while paginator.failure == nil, stalls < 3 {
        // The row count can shrink (a short last page): never start past it.
        top = min(top, max(0, paginator.rowCount - 1))
        let rows = top..<min(top + 10, paginator.rowCount)
        paginator.appeared(rows)
        await paginator.quiescent()
        let filled = rows.allSatisfy { index in
            switch paginator.row(at: index) {
            case .placeholder, .loading: return false
            default: return true
            }
        }
        if filled, rows.upperBound >= paginator.rowCount { break }
        if filled {
            top += 10
            stalls = 0
        } else {
            stalls += 1
        }
    }
    await paginator.quiescent()
    var ids: [String] = []
    var titles: [String] = []
    var last = "loading"
    for index in 0..<paginator.rowCount {
        switch paginator.row(at: index) {
        case .item(let item):
            ids.append(item.id)
            titles.append(item.cells.first ?? "")
        case .placeholder: ids.append("_")
        case .loading: last = "loading"
        case .error(let message): last = "error: \(message)"
        case .end(let reason): last = "end: \(reason)"
        }
    }
    return ListRead(ids: ids, last: last, notice: paginator.notice, titles: titles)
}
