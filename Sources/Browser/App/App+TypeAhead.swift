/// Relative moves and their type-ahead: a move past the loaded rows of a growing list lands
/// on the loading row and the rest is kept in `TabState.pendingMove` until the rows arrive.
extension App {
    /// Moves the selection of the shown tab by `delta` rows (the screen too when `paged`).
    func move(by delta: Int, paged: Bool) {
        var delta = delta
        if states[activeTab].pendingMove?.toEnd == true {
            // A move ends `G`'s ride to the end: it counts from where the selection is.
            states[activeTab].pendingMove = nil
        }
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
        if pending.toEnd {
            selectLast(inTab: index)
            if !growing(model) { states[index].pendingMove = nil }
            return
        }
        states[index].pendingMove = nil
        apply(pending.rows, paged: pending.paged, inTab: index, resuming: true)
    }

    /// `G`: the last item. A list read one page after another (its last row the loading row, as
    /// next links, cursors and `has_more` lists have it) keeps the move until the list ends, so the
    /// selection rides along as pages arrive instead of stopping where the loaded rows ended.
    func goToEnd() {
        states[activeTab].pendingMove = nil
        // The last row is read once (a frame reads only the rows on screen, and this one).
        let last = selectLast(inTab: activeTab)
        if last == .loading, states[activeTab].filter == nil {
            states[activeTab].pendingMove = PendingMove(rows: 0, paged: true, toEnd: true)
        }
    }

    /// Selects tab `index`'s last row, or the item above it when that row is the end row; returns that last row.
    @discardableResult
    private func selectLast(inTab index: Int) -> ListRow? {
        let model = tabs[index].model
        let height = listHeight
        let count = states[index].displayCount(model)
        let last = states[index].modelIndex(ofDisplayRow: count - 1, in: model).map { model.row(at: $0) }
        var endsWithEndRow = false
        if case .end? = last { endsWithEndRow = true }
        states[index].viewport.select(count - 1, count: count, height: height)
        // The end row is no item: the selection stops on the item above it, as `G` in less or
        // vim stops on the last line, and the end row stays in sight below.
        if endsWithEndRow, count > 1 { states[index].viewport.selected = count - 2 }
        states[index].moved = true
        return last
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
