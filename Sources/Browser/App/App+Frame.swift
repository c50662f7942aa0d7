import Images

/// Frames and the visibility reports that follow them.
extension App {
    /// The frame to draw now: only the rows on screen are read from the model.
    public func frame() -> Screen {
        let height = listHeight
        var state = states[activeTab]
        let count = state.displayCount(model)
        state.viewport.clamp(count: count, height: height)
        // The new rows above are seen once the first row is on screen.
        if state.plain.top == 0 { state.newAbove = 0 }
        states[activeTab] = state
        let viewport = state.viewport
        var rows: [ListRow] = []
        for offset in 0..<max(0, min(height, count - viewport.top)) {
            let display = viewport.top + offset
            rows.append(model.row(at: state.filter.map { $0.matches[display] } ?? display))
        }
        var thumbnails: [[CellGlyph]]?
        shownThumbnails = []
        if showsThumbnails {
            thumbnails = rows.map { row in
                guard case .item(let item) = row, let url = item.imageURL else { return [] }
                shownThumbnails.insert(url)
                return rowThumbnails.glyphs(for: url)
            }
        }
        var screen = Screen(
            tabs: tabs.map(\.name), activeTab: activeTab, columns: model.columns,
            firstRow: viewport.top, rows: rows, selectedRow: count > 0 ? viewport.selected : nil,
            status: model.status, spinnerTick: spinnerTick,
            filter: state.filter.map { .init(query: $0.query, editing: $0.editing, matches: $0.matches.count) },
            pane: screenPane, message: message, picture: detail.isOpen ? detail.picture : nil,
            thumbnails: thumbnails)
        if detail.isOpen { screen.detailBody = detail.wrappedBody(size: size) }
        screen.marks = markColumn(for: rows)
        screen.markCount = pick?.count ?? 0
        screen.newAbove = state.newAbove
        screen.keys = options.keys
        if state.filter != nil { screen.selectedListIndex = selectedIndex }
        return screen
    }

    /// Tells the shown tab's model which rows the last frame showed and which left the screen;
    /// rows that left withdraw their detail loads too. Starts thumbnail loads for the pictures
    /// shown and withdraws the rest. Rows the user moved to are `appeared` (the model may look
    /// ahead); any other change of the screen (a resize, a tab shown again, new rows) is `shown`.
    /// A filter narrows the loaded rows and its matches may lie far apart: nothing loads or
    /// fills for them, so the model keeps the list's own last report until the filter goes.
    public func didDraw() {
        showThumbnails()
        let state = states[activeTab]
        let moving = state.moved
        states[activeTab].moved = false
        guard state.filter == nil else { return }
        let visible = state.visibleModelRows(height: listHeight, in: model)
        let report = VisibilityReport(visible: visible, count: model.rowCount)
        guard report != state.reported else { return }
        if let old = state.reported {
            for range in VisibilityReport.left(old.visible, for: visible) { rowsLeft(range) }
        }
        states[activeTab].reported = report
        guard !visible.isEmpty else { return }
        if moving { model.appeared(visible) } else { model.shown(visible) }
    }

    /// Model rows `range` left the screen: the model and the pane are told.
    func rowsLeft(_ range: Range<Int>) {
        model.disappeared(range)
        detail.disappeared(range)
    }

    private var screenPane: Screen.Pane? {
        if helpShown { return .help(scroll: helpScroll) }
        if messagesShown { return .messages(messageLog) }
        if detail.isOpen { return .detail(detail.content, scroll: detail.scroll) }
        return nil
    }

    /// Thumbnails are drawn: asked for, a provider and colours, room, and the list (not a pane) shown.
    private var showsThumbnails: Bool {
        thumbnailsOn && images != nil && colorMode != .noColor && size.columns >= Self.thumbnailColumns && !helpShown && !messagesShown
            && !detail.isOpen
    }

    /// The narrowest terminal that shows row thumbnails.
    static let thumbnailColumns = 100

    /// Starts loads for the thumbnails the last frame showed; when it showed none, withdraws all.
    private func showThumbnails() {
        guard showsThumbnails, !shownThumbnails.isEmpty else { return rowThumbnails.hideAll() }
        rowThumbnails.show(shownThumbnails, images: images, mode: colorMode)
    }
}
