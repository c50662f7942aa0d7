import Paging
import TestSupport

/// A screen over a paginator, moved as a user moves the browser's (`G`, PgDn), reporting the
/// rows it shows after every change as the view does.
@MainActor
struct Screen {
    let paginator: Paginator
    var height = 20

    /// `G`: the last rows, shown again after every answer (the selection stays on the last row)
    /// until an answer changes nothing; at most `rounds` answers, so a walk without end stops.
    func bottom(rounds: Int = 500) async {
        paginator.appeared(last)
        for _ in 0..<rounds {
            let before = (paginator.rowCount, describe(paginator))
            await paginator.quiescent()
            if before == (paginator.rowCount, describe(paginator)) { return }
            paginator.shown(last)
        }
    }

    /// PgDn from the top to the end, each screen settled before the next.
    func pageDownToEnd() async {
        var top = 0
        while top < paginator.rowCount {
            paginator.appeared(top..<min(paginator.rowCount, top + height))
            await paginator.quiescent()
            top += height
        }
    }

    /// PgUp from the end to the top, each screen settled before the next.
    func pageUpToTop() async {
        var bottom = paginator.rowCount
        while bottom > 0 {
            bottom = min(bottom, paginator.rowCount)
            paginator.appeared(max(0, bottom - height)..<bottom)
            await paginator.quiescent()
            bottom -= height
        }
    }

    private var last: Range<Int> { max(0, paginator.rowCount - height)..<paginator.rowCount }
}
