import Images
import TerminalText
import Theming

/// Draws a `Screen` into a `Canvas`: pure, and touching only the rows on screen.
///
/// Top to bottom: tab bar, column headers, the list (or a pane), status bar; the rows are `Layout`'s.
public enum Renderer {
    /// Spinner phases, one per tick.
    public static let spinnerFrames: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// Rows of the list area at `size` (0 when the terminal is too small).
    public static func listHeight(for size: TerminalSize) -> Int {
        Layout.listHeight(for: size)
    }

    /// Draws every cell of `canvas` from `screen`.
    public static func render(_ screen: Screen, into canvas: inout some Canvas) {
        let size = canvas.size
        guard size.isUsable else { return drawTooSmall(into: &canvas) }
        let width = size.columns
        drawTabs(screen, width: width, into: &canvas)
        let marks = MarkColumn.inset(screen)
        let inset = (screen.thumbnails == nil ? 0 : thumbnailInset) + marks
        drawHeaders(screen.columns, left: inset, width: width, into: &canvas)
        let height = listHeight(for: size)
        switch screen.pane {
        case .help(let scroll):
            let page = HelpPage(width: width, height: height, picking: screen.marks != nil, keys: screen.keys)
            drawLines(page.visible(scroll: scroll), scroll: 0, top: Layout.listTop, height: height, width: width,
                      into: &canvas)
        case .messages(let log):
            drawLines(MessageLog.lines(log, width: width, height: height), scroll: 0, top: Layout.listTop,
                      height: height, width: width, into: &canvas)
        case .detail(let content, let scroll):
            DetailPane.draw(content, scroll: scroll, picture: screen.picture, body: screen.detailBody,
                            top: Layout.listTop, height: height, into: &canvas)
        case nil:
            let layout = ColumnLayout(columns: screen.columns, width: width - inset)
            for offset in 0..<height {
                let index = screen.firstRow + offset
                let row = offset < screen.rows.count ? screen.rows[offset] : nil
                let selected = index == screen.selectedRow && row != nil
                let style: Style = selected ? .reverse : []
                if let thumbnails = screen.thumbnails {
                    let glyphs = offset < thumbnails.count ? thumbnails[offset] : []
                    drawThumbnail(glyphs, y: Layout.listTop + offset, style: style, selected: selected, into: &canvas)
                }
                MarkColumn.draw(screen, offset: offset, x: inset - marks, y: Layout.listTop + offset, style: style,
                                selected: selected, into: &canvas)
                drawRow(row, columns: screen.columns, layout: layout, loading: loadingText(screen),
                        left: inset, width: width, y: Layout.listTop + offset, style: style, selected: selected,
                        into: &canvas)
            }
        }
        StatusBar.draw(screen, width: width, y: Layout.statusRow(for: size), room: max(0, height - 1), into: &canvas)
    }

    /// Columns a row gives its thumbnail: the picture and a space.
    static let thumbnailInset = CellBox.thumbnail.columns + 1

    /// The loading row's words: a spinner while a page loads; while a rate limit holds loading
    /// nothing loads, so it says what it waits for instead (the status line counts down).
    static func loadingText(_ screen: Screen) -> String {
        guard screen.status.rateLimited else { return "\(spinner(screen.spinnerTick)) loading…" }
        return "waiting for the rate-limit reset, in \(StatusBar.duration(screen.status.rateResetIn ?? 0))"
    }

    static func spinner(_ tick: Int) -> String {
        spinnerFrames[((tick % spinnerFrames.count) + spinnerFrames.count) % spinnerFrames.count]
    }

    private static func drawTooSmall(into canvas: inout some Canvas) {
        let size = canvas.size
        let notice = "terminal too small (min \(TerminalSize.minimum.columns)×\(TerminalSize.minimum.rows))"
        for y in 0..<size.rows {
            let text = y == size.rows / 2 ? notice : ""
            canvas.draw(TextRun(fitting: text, width: size.columns), x: 0, y: y, style: [])
        }
    }

    private static func drawTabs(_ screen: Screen, width: Int, into canvas: inout some Canvas) {
        var x = 0
        for (index, name) in screen.tabs.enumerated() where x < width {
            // The tab shown may be a child list's breadcrumb: its last steps are the ones kept.
            let room = width - x - DisplayWidth.of(" \(index + 1)  ")
            let shown = index == screen.activeTab ? Breadcrumb.fit(Sanitizer.clean(name), width: room) : Sanitizer.clean(name)
            let text = " \(index + 1) \(shown) "
            let label = TextRun(fitting: text, width: min(width - x, DisplayWidth.of(text)))
            let active = index == screen.activeTab
            canvas.draw(label, x: x, y: Layout.tabBarRow, style: active ? [.reverse, .bold] : [], role: active ? .tab : nil)
            x += label.width
        }
        if x < width { canvas.draw(.blank(width - x), x: x, y: Layout.tabBarRow, style: []) }
    }

    private static func drawHeaders(_ columns: [Column], left: Int, width: Int, into canvas: inout some Canvas) {
        let layout = ColumnLayout(columns: columns, width: width - left)
        if left > 0 { canvas.draw(.blank(left), x: 0, y: Layout.headerRow, style: []) }
        var x = left
        for (column, frame) in zip(columns, layout.frames) where frame.width > 0 {
            if left + frame.x > x { canvas.draw(.blank(left + frame.x - x), x: x, y: Layout.headerRow, style: []) }
            canvas.draw(TextRun(fitting: column.title, width: frame.width, alignRight: column.alignRight),
                        x: left + frame.x, y: Layout.headerRow, style: .bold, role: .header)
            x = left + frame.x + frame.width
        }
        if x < width { canvas.draw(.blank(width - x), x: x, y: Layout.headerRow, style: []) }
    }

    /// A row from column `left` to the right edge (the thumbnail, if any, is left of `left`).
    private static func drawRow(_ row: ListRow?, columns: [Column], layout: ColumnLayout, loading: String, left: Int,
                                width: Int, y: Int, style: Style, selected: Bool, into canvas: inout some Canvas) {
        let rest = width - left
        // The selection's colours win over the row's own role.
        func role(_ own: Role?) -> Role? { selected ? .selection : own }
        switch row {
        case .item(let item)?:
            var x = left
            for (column, frame) in layout.frames.enumerated() where frame.width > 0 {
                if left + frame.x > x {
                    canvas.draw(.blank(left + frame.x - x), x: x, y: y, style: style, role: role(nil))
                }
                let cell = column < item.cells.count ? item.cells[column] : ""
                let text = column < columns.count ? columns[column].compaction.apply(cell, width: frame.width) : cell
                canvas.draw(TextRun(fitting: text, width: frame.width, alignRight: frame.alignRight),
                            x: left + frame.x, y: y, style: style, role: role(nil))
                x = left + frame.x + frame.width
            }
            if x < width { canvas.draw(.blank(width - x), x: x, y: y, style: style, role: role(nil)) }
        case .placeholder?:
            canvas.draw(TextRun(fitting: "…", width: rest), x: left, y: y, style: style.union(.dim), role: role(.dim))
        case .loading?:
            canvas.draw(TextRun(fitting: loading, width: rest), x: left, y: y, style: style,
                        role: role(nil))
        case .error(let error)?:
            canvas.draw(TextRun(fitting: error.retryable ? "✗ R retry — \(error.reason)" : "✗ \(error.reason)", width: rest), x: left, y: y,
                        style: style.union(.bold), role: role(.error))
        case .end(let reason)?:
            canvas.draw(TextRun(fitting: "— \(reason) —", width: rest), x: left, y: y, style: style.union(.dim),
                        role: role(.dim))
        case nil:
            canvas.draw(.blank(rest), x: left, y: y, style: [])
        }
    }

    /// A row's thumbnail cells and the space after them; blanks where there is no picture.
    private static func drawThumbnail(_ glyphs: [CellGlyph], y: Int, style: Style, selected: Bool,
                                      into canvas: inout some Canvas) {
        let shown = glyphs.prefix(CellBox.thumbnail.columns)
        for (x, glyph) in shown.enumerated() { canvas.draw(glyph, x: x, y: y) }
        canvas.draw(.blank(thumbnailInset - shown.count), x: shown.count, y: y, style: style,
                    role: selected ? .selection : nil)
    }

    private static func drawLines(_ lines: [(String, Style)], scroll: Int, top: Int, height: Int,
                                  width: Int, into canvas: inout some Canvas) {
        for offset in 0..<height {
            let index = scroll + offset
            let (text, style) = index < lines.count ? lines[index] : ("", [])
            canvas.draw(TextRun(fitting: text, width: width), x: 0, y: top + offset, style: style,
                        role: Role.paneLine(style))
        }
    }
}
