import Paging

/// A remembered screen waiting for its rows: the first row shown and the row selected on it.
///
/// A value kept in `TabState` on the main actor.
struct PendingTop: Equatable {
    /// The first row to show.
    var top: Int
    /// The row to select, on the screen that starts at `top`.
    var selected: Int

    /// The screen after `change`, its rows moved with their items; nil when the list started over.
    func moved(by change: ListChange) -> PendingTop? {
        guard let top = change.moved(top), let selected = change.moved(selected) else { return nil }
        return PendingTop(top: top, selected: selected)
    }
}
