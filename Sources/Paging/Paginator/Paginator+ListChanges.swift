extension Paginator {
    /// The row moves since the last call, oldest first: every layout change that moved or took
    /// out rows the list had (a followed head, a page answering short of its span, pages dropped
    /// by a smaller or wrong total or a list that stopped), and the list started over. Rows only
    /// added after the last row move none and are not told (a followed tail's are).
    public func takeListChanges() -> [ListChange] {
        defer { listChanges = [] }
        return listChanges
    }

    /// Keeps `change` for the view and moves the rows the paginator remembers by it.
    func tell(_ change: ListChange) { state.tell(change) }
}
