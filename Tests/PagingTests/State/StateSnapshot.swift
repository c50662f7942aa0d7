@testable import Paging

/// What a test asserts of a `PagingState` after each event, compared whole: the rows (item ids,
/// `·` for a placeholder), where the list goes next or why it ended, its counts and totals, the
/// notice, the row moves told since the last snapshot and the rows on screen.
struct StateSnapshot: Equatable, CustomStringConvertible {
    var rows: [String]
    var nextKey: PageKey?
    var endReason: String?
    var total: Int?
    var wrongTotal: Int?
    var loaded: Int
    var held: Int
    var duplicates: Int
    var notice: PagingNotice?
    var changes: [ListChange] = []
    var viewport: Range<Int> = 0..<0

    /// The snapshot of `state`, taking its row moves (as the view does).
    init(taking state: inout PagingState) {
        let layout = state.layout
        rows = (0..<layout.rows).map { row in
            let slot = layout.slotIndex(forRow: row)
            return layout.slots[slot].items.map { $0[row - layout.rowStarts[slot]].id } ?? "·"
        }
        nextKey = state.nextKey
        endReason = state.endReason
        total = state.total
        wrongTotal = state.plan.wrongTotal
        loaded = state.loadedCount
        held = state.heldItemCount
        duplicates = state.duplicates
        notice = state.latestNotice
        changes = state.listChanges
        viewport = state.viewport
        state.listChanges = []
    }

    /// A snapshot written out by a test.
    init(rows: [String], nextKey: PageKey?, endReason: String? = nil, total: Int? = nil,
         wrongTotal: Int? = nil, loaded: Int, held: Int, duplicates: Int = 0, notice: PagingNotice? = nil,
         changes: [ListChange] = [], viewport: Range<Int> = 0..<0) {
        (self.rows, self.nextKey, self.endReason) = (rows, nextKey, endReason)
        (self.total, self.wrongTotal) = (total, wrongTotal)
        (self.loaded, self.held, self.duplicates, self.notice) = (loaded, held, duplicates, notice)
        (self.changes, self.viewport) = (changes, viewport)
    }

    var description: String {
        let shown = rows.count > 12 ? rows.prefix(6).joined(separator: ",") + "…(\(rows.count))"
            : rows.joined(separator: ",")
        return "rows [\(shown)] next \(nextKey.map { "\($0)" } ?? "nil") end \(endReason ?? "nil")"
            + " total \(total.map(String.init) ?? "nil") wrong \(wrongTotal.map(String.init) ?? "nil")"
            + " loaded \(loaded) held \(held) dup \(duplicates)"
            + " notice \(notice.map { "\($0)" } ?? "nil") changes \(changes) viewport \(viewport)"
    }
}
