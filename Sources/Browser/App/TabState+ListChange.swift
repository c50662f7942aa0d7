import Paging

extension TabState {
    /// The tab after `change`: every row it keeps (the selection, the first row shown, the last
    /// report, a remembered screen, the filter's viewport) moves with its item, one on a row that
    /// went lands on the row that took its place, and rows put in at the head (what following
    /// brings) count as new ("↑ 3 new"); rows a page longer than its placeholder puts in further
    /// down move the screen but are no news. When the list started over the tab does too, as `r` makes it,
    /// but a remembered screen still waits for its rows.
    /// `matches` are the filter's matches in the changed list (nil without a filter).
    func applying(_ change: ListChange, matches: [Int]?) -> TabState {
        guard let plain = plain.moved(by: change) else { return TabState(pendingTop: pendingTop) }
        var state = self
        state.plain = plain
        state.reported = reported?.moved(by: change)
        state.pendingTop = pendingTop?.moved(by: change)
        if case .inserted(0, let count) = change { state.newAbove += count }
        state.filter = filter.map { $0.applying(change, matches: matches ?? $0.matches) }
        return state
    }
}
