import Paging

/// The picker (`--pick`): Tab and Shift-Tab mark rows, Enter chooses the marked ones (or the
/// selected one) and ends the browser; the command prints `pickedItems` once the terminal is back.
extension App {
    /// What Enter chose, in list order; nil when the browser ended any other way.
    public var pickedItems: [ListItem]? { pick?.result }

    /// Whether the browser runs as a picker.
    public var isPicking: Bool { pick != nil }

    func performPick(_ command: KeyCommand) -> AppEffect? {
        guard var state = pick else { return nil }
        switch command {
        case .markDown, .markUp:
            if let index = selectedIndex, let item = model.listItem(at: index) {
                state.toggle(item, row: index)
                pick = state
            }
            move(by: command == .markDown ? 1 : -1, paged: false)
        case .pick:
            var chosen = state.ordered
            if chosen.isEmpty {
                guard let index = selectedIndex else { return nil }
                guard let item = model.listItem(at: index) else {
                    if case .error = model.row(at: index) { model.retry() }
                    return nil
                }
                chosen = [item]
            }
            pick?.result = chosen
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
