/// Relative moves and their type-ahead: a move past the loaded rows of a growing list lands
/// on the loading row and the rest is kept in `TabState.pendingMove` until the rows arrive.
extension App {
    /// Moves the selection of the shown tab by `delta` rows (the screen too when `paged`).
    func move(by delta: Int, paged: Bool) {
        var delta = delta
        if var pending = states[activeTab].pendingMove {
            // Keys pressed while rows load count from where the earlier keys meant to go.
            pending.rows += delta
            pending.paged = pending.paged || paged
            guard pending.rows < 0 else {
                states[activeTab].pendingMove = pending.rows == 0 ? nil : pending
                bound(&states[activeTab].pendingMove)
                return
            }
            states[activeTab].pendingMove = nil
            delta = pending.rows
        }
        apply(delta, paged: paged, inTab: activeTab)
    }

    /// The rows of tab `index` changed: kept moves go on from where the selection is.
    func resumePendingMove(inTab index: Int) {
        guard let pending = states[index].pendingMove else { return }
        let model = tabs[index].model
        // Until rows come (or the list stops) the selection waits on the loading row.
        guard model.rowCount > states[index].plain.selected + 1 || !growing(model) else { return }
        states[index].pendingMove = nil
        apply(pending.rows, paged: pending.paged, inTab: index, resuming: true)
    }

    /// Moves tab `index`'s viewport by `delta`; what a growing list cannot give yet is kept.
    private func apply(_ delta: Int, paged: Bool, inTab index: Int, resuming: Bool = false) {
        let model = tabs[index].model
        let height = listHeight
        let count = states[index].displayCount(model)
        let before = states[index].viewport.selected
        states[index].moved = true
        if paged {
            states[index].viewport.page(by: delta, count: count, height: height)
        } else {
            states[index].viewport.moveSelection(by: delta, count: count, height: height)
        }
        let excess = before + delta - states[index].viewport.selected
        guard delta > 0, excess > 0, states[index].filter == nil else { return }
        guard growing(model) else {
            // The list ended (or stopped on an error) short of where the keys went: said once.
            if resuming { message = PendingMove.shortMessage(excess) }
            return
        }
        states[index].pendingMove = PendingMove(rows: excess, paged: paged)
        bound(&states[index].pendingMove)
    }

    /// Keeps a pending move within its limit, saying so when keys were dropped.
    private func bound(_ pending: inout PendingMove?) {
        let limit = PendingMove.limit(height: listHeight)
        guard let rows = pending?.rows, rows > limit else { return }
        pending?.rows = limit
        message = PendingMove.limitMessage(limit)
    }

    /// Whether `model`'s last row is the loading row: more rows are on their way.
    private func growing(_ model: any ListModel) -> Bool {
        let count = model.rowCount
        return count > 0 && model.row(at: count - 1) == .loading
    }
}
