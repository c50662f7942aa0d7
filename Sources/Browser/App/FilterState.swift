import Paging

/// A tab's filter: the query, the model rows that match, and a viewport over the matches.
struct FilterState: Equatable {
    var query: String
    var editing: Bool
    var matches: [Int] = []
    var viewport = Viewport()

    /// The filter after `change`, `matches` being its matches in the changed list: its viewport
    /// moves over them as the list's moves over rows, by the new rows that match, or by the
    /// matches among the rows that went, which need no new list (a list started over leaves it
    /// where it was: `TabState` drops the filter then).
    func applying(_ change: ListChange, matches: [Int]) -> FilterState {
        var filter = self
        filter.matches = matches
        let shown: ListChange
        switch change {
        case .inserted(let at, let count):
            shown = .inserted(at: self.matches.count { $0 < at }, count: matches.count { $0 >= at && $0 < at + count })
        case .removed(let at, let count):
            shown = .removed(at: self.matches.count { $0 < at }, count: self.matches.count { $0 >= at && $0 < at + count })
            // Its own matches moved, not `matches`: of several changes taken at once, those are the last one's list.
            filter.matches = self.matches.filter { !change.removes($0) }.compactMap { change.moved($0) }
        case .replaced:
            return filter
        }
        filter.viewport = viewport.moved(by: shown) ?? viewport
        return filter
    }

    /// Model rows whose cells contain the query, ignoring case; loaded items only.
    @MainActor
    static func matches(_ query: String, in model: any ListModel) -> [Int] {
        let needle = query.lowercased()
        var found: [Int] = []
        for index in 0..<model.rowCount {
            guard case .item(let item) = model.row(at: index) else { continue }
            if needle.isEmpty || item.cells.contains(where: { $0.lowercased().contains(needle) }) {
                found.append(index)
            }
        }
        return found
    }
}
