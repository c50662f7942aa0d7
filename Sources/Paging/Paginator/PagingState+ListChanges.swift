extension PagingState {
    /// Tells how a layout change moved the rows, unless it only added rows after the last.
    mutating func tell(_ shift: RowShift) {
        if shift.by < 0 {
            tell(.removed(at: shift.at, count: -shift.by))
        } else if shift.by > 0, shift.at < layout.rows - shift.by {
            tell(.inserted(at: shift.at, count: shift.by))
        }
    }

    /// Keeps `change` for the view and moves the rows the paginator remembers by it.
    mutating func tell(_ change: ListChange) {
        moveRows(change)
        listChanges.append(change)
    }

    /// Moves the rows the paginator remembers (the screen, the last move, the wanted rows) with
    /// the items in them, as the view moves its own, so rows moved under the screen are not taken
    /// for a move of the user.
    private mutating func moveRows(_ change: ListChange) {
        func moved(_ range: Range<Int>) -> Range<Int> { change.moved(range) ?? range }
        // Rows taken out at the end leave the rows that were on them past it: the screen and the
        // last move end with the list, their height kept.
        viewport = clamped(moved(viewport))
        anchor = clamped(moved(anchor))
        prefetchHint = moved(prefetchHint)
        wantedRows = moved(wantedRows)
        if let last = lastAppear, let row = change.moved(last.row) { lastAppear = (row, last.at) }
    }

    /// `range` moved up to end at the last row, its height kept.
    private func clamped(_ range: Range<Int>) -> Range<Int> {
        let end = rowCount
        guard range.upperBound > end else { return range }
        return max(0, end - range.count)..<end
    }
}
