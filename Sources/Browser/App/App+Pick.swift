import Paging

/// The picker (`--pick`): Tab and Shift-Tab mark rows, Enter chooses the marked ones (or the
/// selected one) and ends the browser; the command prints `pickedItems` once the terminal is back.
extension App {
    /// What Enter chose, in list order; nil when the browser ended any other way.
    public var pickedItems: [ListItem]? { pick?.result }

    /// The list Enter picked from (a child's, when one was shown): its fields are the ones to print.
    public var pickedList: (any ListModel)? { pick?.list }

    /// Whether the browser runs as a picker.
    public var isPicking: Bool { pick != nil }

    func performPick(_ command: KeyCommand) -> AppEffect? {
        guard var state = pick else { return nil }
        switch command {
        case .markDown, .markUp:
            if let index = selectedIndex {
                if let item = model.listItem(at: index) {
                    state.toggle(item, row: index)
                    pick = state
                } else {
                    message = PickRefusal.message(for: model.row(at: index), marking: true)
                }
            }
            // Also past a status row: keys onto a loading row are kept as type-ahead.
            move(by: command == .markDown ? 1 : -1, paged: false)
        case .pick:
            var chosen = state.ordered
            if chosen.isEmpty {
                guard let index = selectedIndex else {
                    // An empty filter result (or an empty list) has no row to pick: said, not ignored.
                    message = PickRefusal.nothingShown(filtered: states[activeTab].filter != nil)
                    return nil
                }
                guard let item = model.listItem(at: index) else {
                    let row = model.row(at: index)
                    if case .error(let error) = row, error.retryable { model.retry() }
                    message = PickRefusal.message(for: row, marking: false)
                    return nil
                }
                chosen = [item]
            }
            pick?.result = chosen
            pick?.list = model
            closePane()
            for tab in tabs { tab.model.cancel() }
            return .quit
        default: break
        }
        return nil
    }

    /// For the rows of a frame: whether each is marked; nil (no mark column) unless picking.
    func markColumn(for rows: [ListRow]) -> [Bool]? {
        guard let pick else { return nil }
        return rows.map { row in
            if case .item(let item) = row { pick.isMarked(item.id) } else { false }
        }
    }
}
