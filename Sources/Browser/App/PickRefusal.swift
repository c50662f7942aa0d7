/// Why Enter or Tab in a picker did not take the selected row: only loaded items are picked or
/// marked, and a status row says so on the status line instead of doing nothing.
///
/// Pure; any thread.
enum PickRefusal {
    /// The status line for `row` when `marking` (Tab, Shift-Tab) or picking (Enter) it; nil for an item.
    static func message(for row: ListRow, marking: Bool) -> String? {
        let verb = marking ? "mark" : "pick"
        switch row {
        case .item: return nil
        case .loading: return "this row is still loading: nothing to \(verb) yet"
        case .placeholder: return "this row is not loaded yet: nothing to \(verb) yet"
        // A row no retry can help (not JSON) is not asked again: it says there is nothing to take.
        case .error(let error) where !error.retryable: return "an error row is not an item: nothing to \(verb)"
        case .error: return marking ? "an error row is not an item: R retries" : "retrying: nothing picked yet"
        case .end: return "the end of the list is not an item: \(verb) one above"
        }
    }

    /// The status line for Enter when no row is shown to pick: an empty filter result, or an empty list.
    static func nothingShown(filtered: Bool) -> String {
        filtered ? "no row matches the filter: nothing to pick (Esc clears it)" : "no row to pick"
    }
}
