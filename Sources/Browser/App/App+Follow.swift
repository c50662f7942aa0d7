import Paging

/// A followed list growing under the user: row indices move with their items.
extension App {
    /// Takes tab `index`'s row moves from its model and moves the selection, the first row on
    /// screen, the last report, a remembered screen still waiting and the pane with them, so what
    /// the user sees does not move; rows put in above the first row count as new ("↑ 3 new").
    func takeListChanges(inTab index: Int) {
        for change in tabs[index].model.takeListChanges() {
            if change == .replaced {
                // A refresh held by a rate limit answered: the tab starts over, as `r` does.
                states[index] = TabState(pendingTop: states[index].pendingTop)
                continue
            }
            guard case .inserted(let at, let count) = change, count > 0 else { continue }
            var state = states[index]
            state.plain.shift(at: at, by: count)
            if let old = state.reported, old.visible.lowerBound >= at {
                state.reported = VisibilityReport(visible: (old.visible.lowerBound + count)..<(old.visible.upperBound + count),
                                                  count: old.count + count)
            } else if let old = state.reported {
                state.reported = VisibilityReport(visible: old.visible, count: old.count + count)
            }
            if let pending = state.pendingTop, pending.top >= at {
                state.pendingTop = PendingTop(top: pending.top + count, selected: pending.selected + count)
            }
            if at <= state.plain.top { state.newAbove += count }
            if var filter = state.filter {
                // The filter's viewport moves over its matches: by the new rows that match.
                let before = filter.matches.filter { $0 < at }.count
                filter.matches = FilterState.matches(filter.query, in: tabs[index].model)
                let added = filter.matches.filter { $0 >= at && $0 < at + count }.count
                if filter.viewport.top >= before { filter.viewport.top += added }
                if filter.viewport.selected >= before { filter.viewport.selected += added }
                state.filter = filter
            }
            states[index] = state
            if index == activeTab { detail.rowsInserted(at: at, count: count) }
        }
    }

    /// `N`: the newest rows of a followed list: its first row (its last item for a list that
    /// grows at its tail); the count of new rows is cleared.
    func goToNewest() {
        states[activeTab].newAbove = 0
        perform(model.followDirection == .tail ? .bottom : .top)
    }
}
