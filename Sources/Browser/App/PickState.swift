import Paging

/// The picker's marks and, once Enter is pressed, its result.
///
/// A value owned by `App` on the main actor. Marks are keyed by item id and hold the whole item
/// (its raw JSON included), so a mark outlives its row: scrolled away, filtered out or dropped
/// from memory by the paginator's window, the item is still there to print.
struct PickState {
    /// One marked item and where it stood in the list when it was marked.
    struct Mark {
        var item: ListItem
        /// Its model row: the list order the result is printed in.
        var row: Int
        /// When it was marked, to order two marks of one row (a list that shifted under them).
        var sequence: Int
    }

    private(set) var marks: [String: Mark] = [:]
    private var sequence = 0
    /// What Enter chose; nil until then (and after Esc, `q` or a signal).
    var result: [ListItem]?
    /// The list `result` came from.
    var list: (any ListModel)?

    /// How many items are marked.
    var count: Int { marks.count }

    /// Whether the item with `id` is marked.
    func isMarked(_ id: String) -> Bool { marks[id] != nil }

    /// Marks `item` (model row `row`), or unmarks it when it was marked.
    mutating func toggle(_ item: ListItem, row: Int) {
        if marks.removeValue(forKey: item.id) != nil { return }
        sequence += 1
        marks[item.id] = Mark(item: item, row: row, sequence: sequence)
    }

    /// Rows moved: each mark's row moves with its item, so the result stays in list order. A
    /// mark outlives its row: one whose row went stays where that row's place went, and a list
    /// started over keeps its marks at the rows they had.
    mutating func apply(_ change: ListChange) {
        for (id, mark) in marks { marks[id]?.row = change.moved(mark.row) ?? mark.row }
    }

    /// The marked items in list order.
    var ordered: [ListItem] {
        marks.values.sorted { ($0.row, $0.sequence) < ($1.row, $1.sequence) }.map(\.item)
    }
}
