import Paging

/// A followed list growing under the user: row indices move with their items.
extension App {
    /// Takes tab `index`'s row moves from its model and moves every row the browser keeps with
    /// them: the tab's (`TabState.applying`), and for the tab shown the pane's and the marks'.
    /// Thumbnails are kept by URL and need no moving.
    func takeListChanges(inTab index: Int) {
        let model = tabs[index].model
        for change in model.takeListChanges() {
            let matches = states[index].filter.map { FilterState.matches($0.query, in: model) }
            states[index] = states[index].applying(change, matches: matches)
            guard index == activeTab else { continue }
            detail.apply(change)
            pick?.apply(change)
        }
    }

    /// `N`: the newest rows of a followed list: its first row (its last item for a list that
    /// grows at its tail); the count of new rows is cleared.
    func goToNewest() {
        states[activeTab].newAbove = 0
        perform(model.followDirection == .tail ? .bottom : .top)
    }
}
