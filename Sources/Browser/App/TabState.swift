/// One tab's view state: its viewport, filter, the last visibility report and a first row
/// to restore.
///
/// A value owned by `App` on the main actor; the model is passed in where rows are needed.
struct TabState: Equatable {
    /// The list's own viewport (the filter has its own over its matches).
    var plain = Viewport()
    /// The filter, when one is typed or applied.
    var filter: FilterState?
    /// What the last frame reported to the model, to report only changes.
    var reported: VisibilityReport?
    /// A remembered first row (and selection) to show once the list is that long.
    var pendingTop: PendingTop?
    /// Movement past the loaded rows, kept until the rows arrive (type-ahead).
    var pendingMove: PendingMove?
    /// Whether the user moved through the list since the last visibility report: only a move
    /// lets the model load ahead (a resize or a filter spends nothing of a rate budget).
    var moved = true
    /// Rows a followed list put in above the screen since the user was last at the top ("↑ 3 new").
    var newAbove = 0
    /// The list notice last put in the message log, so that each is logged once.
    var loggedNotice: String?

    /// The viewport keys move: the filter's while one is applied, else the list's.
    var viewport: Viewport {
        get { filter?.viewport ?? plain }
        set {
            if filter != nil { filter?.viewport = newValue } else { plain = newValue }
        }
    }

    /// Rows the viewport moves over: the matches while filtered, else every model row.
    @MainActor
    func displayCount(_ model: any ListModel) -> Int {
        filter?.matches.count ?? model.rowCount
    }

    /// The model index of display row `row`, when there is one.
    @MainActor
    func modelIndex(ofDisplayRow row: Int, in model: any ListModel) -> Int? {
        if let filter { return row >= 0 && row < filter.matches.count ? filter.matches[row] : nil }
        return row >= 0 && row < model.rowCount ? row : nil
    }

    /// The model rows the list's own viewport shows at `height` (a filter's matches are not
    /// reported: see `App.didDraw`).
    @MainActor
    func visibleModelRows(height: Int, in model: any ListModel) -> Range<Int> {
        let count = model.rowCount
        let top = min(plain.top, count)
        return top..<min(count, top + height)
    }
}
