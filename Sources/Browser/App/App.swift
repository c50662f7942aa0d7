import Images

/// The browser's state and behaviour: tabs, selection, panes, filter, visibility reports.
///
/// Main actor only. Terminal-free: the terminal layer feeds it `Key`s and the size, draws
/// `frame()`, calls `didDraw()` after each frame, and carries out the returned `AppEffect`s.
@MainActor
public final class App {
    /// Behaviour switches set from the command line.
    public struct Options: Sendable {
        /// Whether `y` may write the clipboard with OSC 52.
        public var clipboard: Bool
        /// Keys rebound in the config file.
        public var keys: KeyOverrides

        /// Options.
        public init(clipboard: Bool = false, keys: KeyOverrides = KeyOverrides()) {
            self.clipboard = clipboard
            self.keys = keys
        }
    }

    /// The sources, in tab order.
    public let tabs: [Tab]
    /// The options.
    public let options: Options
    /// The tab shown.
    public private(set) var activeTab = 0
    /// Called when something on screen changed; the terminal layer schedules a frame.
    public var onNeedsDisplay: (@MainActor () -> Void)?

    /// The terminal size frames are made for.
    public private(set) var size = TerminalSize(columns: 80, rows: 24)
    private(set) var spinnerTick = 0
    private var views: [TabView]
    private var pane: PaneState?
    private var message: String?
    /// The detail fetch in progress (tests await it).
    private(set) var detailTask: Task<Void, Never>?
    /// Where pictures come from; nil shows none.
    private let images: (any ImageProvider)?
    /// How pictures are drawn; the terminal layer sets it once it knows the terminal.
    public var colorMode: ColorMode = .palette256
    private var picture: Picture?
    /// The detail picture's load in progress (tests await it).
    private(set) var pictureTask: Task<Void, Never>?
    /// Whether `t` asked for row thumbnails; they show on terminals of at least 100 columns.
    public private(set) var thumbnailsOn = false
    private let rowThumbnails = RowThumbnails()
    /// Thumbnail URLs of the rows the last frame showed.
    private var shownThumbnailURLs: Set<String> = []
    /// The detail picture's URL and box, to ask again at another size.
    private var pictureRequest: (url: String, box: CellBox?)?

    private struct TabView {
        var viewport = Viewport()
        var filter: FilterState?
        var reported: VisibilityReport?
        /// A remembered first row to show once the list is that long.
        var pendingTop: Int?
    }

    private enum PaneState {
        case help
        case detail(index: Int, content: Screen.DetailContent, scroll: Int)
    }

    /// A browser over `tabs` (at least one); it takes over each model's `onChange`.
    /// `images` supplies the detail pane's pictures.
    public init(tabs: [Tab], options: Options = Options(), images: (any ImageProvider)? = nil) {
        precondition(!tabs.isEmpty, "a browser needs at least one tab")
        self.tabs = tabs
        self.options = options
        self.images = images
        views = Array(repeating: TabView(), count: tabs.count)
        for (index, tab) in tabs.enumerated() {
            tab.model.onChange = { [weak self] in self?.modelChanged(index) }
        }
        rowThumbnails.onChange = { [weak self] in self?.onNeedsDisplay?() }
    }

    /// The model of the tab shown.
    public var model: any ListModel { tabs[activeTab].model }

    /// Whether the spinner should tick: a request of the shown tab is in flight.
    public var isBusy: Bool { model.status.inFlight }

    /// Advances the spinner one phase.
    public func tick() {
        spinnerTick &+= 1
    }

    /// The terminal's size changed.
    public func resize(_ newSize: TerminalSize) {
        size = newSize
        // A picture on screen is asked for again at the new box size (the loader has it in memory).
        if let request = pictureRequest, PictureLayout.box(for: newSize) != request.box,
           case .detail(let index, _, _)? = pane {
            pictureTask?.cancel()
            loadPicture(request.url, index: index)
        }
    }

    /// Rows of the list area.
    public var listHeight: Int { Renderer.listHeight(for: size) }

    /// What keys act on now.
    public var mode: KeyMap.Mode {
        switch pane {
        case .help?: return .help
        case .detail?: return .detail
        case nil: return views[activeTab].filter?.editing == true ? .filterEditing : .list
        }
    }

    /// Handles a key; returns what the terminal layer must do, if anything.
    @discardableResult
    public func handle(_ key: Key) -> AppEffect? {
        // Esc first takes back an applied filter, like leaving a search in less; then it quits.
        if key == .escape, mode == .list, views[activeTab].filter != nil { return perform(.filterCancel) }
        if mode == .list, case .character(let c) = key, let command = options.keys.commands[c] { return perform(command) }
        guard let command = KeyMap.command(for: key, in: mode) else { return nil }
        return perform(command)
    }

    /// Carries out a command.
    @discardableResult
    public func perform(_ command: KeyCommand) -> AppEffect? {
        message = nil
        if case .detail = pane { return performInDetail(command) }
        let height = listHeight
        switch command {
        case .lineDown: moveList { $0.moveSelection(by: 1, count: $1, height: height) }
        case .lineUp: moveList { $0.moveSelection(by: -1, count: $1, height: height) }
        case .pageDown: moveList { $0.page(by: max(1, height), count: $1, height: height) }
        case .pageUp: moveList { $0.page(by: -max(1, height), count: $1, height: height) }
        case .halfPageDown: moveList { $0.page(by: max(1, height / 2), count: $1, height: height) }
        case .halfPageUp: moveList { $0.page(by: -max(1, height / 2), count: $1, height: height) }
        case .top: moveList { $0.select(0, count: $1, height: height) }
        case .bottom: moveList { $0.select($1 - 1, count: $1, height: height) }
        case .scroll(let rows): moveList { $0.scroll(by: rows, count: $1, height: height) }
        case .clickRow(let y):
            let offset = y - 2
            guard offset >= 0, offset < height else { return nil }
            moveList { viewport, count in
                let index = viewport.top + offset
                if index < count { viewport.select(index, count: count, height: height) }
            }
        case .openDetail: openDetail()
        case .closePane: closePane()
        case .openWeb: return webURL().flatMap(openEffect)
        case .copyURL: return webURL().flatMap(copyEffect)
        case .startFilter:
            let query = views[activeTab].filter?.query ?? ""
            views[activeTab].filter = FilterState(query: query, editing: true)
            refilter()
        case .filterInsert(let character):
            views[activeTab].filter?.query.append(character)
            refilter()
        case .filterDelete:
            if views[activeTab].filter?.query.isEmpty == false { views[activeTab].filter?.query.removeLast() }
            refilter()
        case .filterAccept:
            views[activeTab].filter?.editing = false
            if views[activeTab].filter?.query.isEmpty == true { views[activeTab].filter = nil }
        case .filterCancel: views[activeTab].filter = nil
        case .refresh:
            views[activeTab].viewport = Viewport()
            views[activeTab].filter = nil
            views[activeTab].reported = nil
            model.refresh()
        case .retry: model.retry()
        case .toggleHelp: pane = pane == nil ? .help : nil
        case .toggleThumbnails: thumbnailsOn.toggle()
        case .quit:
            closePane()
            for tab in tabs { tab.model.cancel() }
            return .quit
        case .tab(let index): switchTab(to: index)
        case .nextTab: switchTab(to: (activeTab + 1) % tabs.count)
        case .previousTab: switchTab(to: (activeTab + tabs.count - 1) % tabs.count)
        }
        return nil
    }

    /// The frame to draw now: only the rows on screen are read from the model.
    public func frame() -> Screen {
        let height = listHeight
        var view = views[activeTab]
        let count = displayCount(view)
        var rows: [ListRow] = []
        let viewport: Viewport
        if var filter = view.filter {
            filter.viewport.clamp(count: count, height: height)
            view.filter = filter
            viewport = filter.viewport
            for offset in 0..<max(0, min(height, count - viewport.top)) {
                rows.append(model.row(at: filter.matches[viewport.top + offset]))
            }
        } else {
            view.viewport.clamp(count: count, height: height)
            viewport = view.viewport
            for offset in 0..<max(0, min(height, count - viewport.top)) {
                rows.append(model.row(at: viewport.top + offset))
            }
        }
        views[activeTab] = view
        var thumbnails: [[CellGlyph]]?
        if showsThumbnails {
            thumbnails = rows.map { row in
                guard case .item(let item) = row, let url = item.imageURL else { return [] }
                return rowThumbnails.glyphs(for: url)
            }
            shownThumbnailURLs = Set(rows.compactMap { row in
                if case .item(let item) = row { return item.imageURL }
                return nil
            })
        } else {
            shownThumbnailURLs = []
        }
        return Screen(
            tabs: tabs.map(\.name), activeTab: activeTab, columns: model.columns,
            firstRow: viewport.top, rows: rows, selectedRow: count > 0 ? viewport.selected : nil,
            status: model.status, spinnerTick: spinnerTick,
            filter: view.filter.map { .init(query: $0.query, editing: $0.editing, matches: $0.matches.count) },
            pane: screenPane, message: message, picture: screenPicture, thumbnails: thumbnails)
    }

    /// Tells the shown tab's model which rows the last frame showed, and which come next;
    /// starts thumbnail loads for those rows and withdraws the rest.
    public func didDraw() {
        rowThumbnails.show(shownThumbnailURLs, images: images, mode: colorMode)
        let height = listHeight
        let view = views[activeTab]
        let report: VisibilityReport
        if let filter = view.filter {
            // Filtered rows are not contiguous: report their span, and no prefetch.
            let shown = filter.matches.dropFirst(filter.viewport.top).prefix(height)
            let span = shown.first.map { $0..<(shown.last! + 1) } ?? 0..<0
            report = VisibilityReport(visible: span, prefetch: 0..<0, count: model.rowCount)
        } else {
            let count = model.rowCount
            let top = min(view.viewport.top, count)
            let visible = top..<min(count, top + height)
            let ahead = max(1, height)
            let prefetch = view.viewport.direction == .down
                ? visible.upperBound..<min(count, visible.upperBound + ahead)
                : max(0, visible.lowerBound - ahead)..<visible.lowerBound
            report = VisibilityReport(visible: visible, prefetch: prefetch, count: count)
        }
        guard report != view.reported else { return }
        if let old = view.reported {
            for range in VisibilityReport.left(old.visible, for: report.visible) { model.disappeared(range) }
        }
        views[activeTab].reported = report
        if !report.visible.isEmpty { model.appeared(report.visible) }
        if !report.prefetch.isEmpty { model.prefetch(report.prefetch) }
    }

    // MARK: - Private

    private var screenPane: Screen.Pane? {
        switch pane {
        case .help?: return .help
        case .detail(_, let content, let scroll)?: return .detail(content, scroll: scroll)
        case nil: return nil
        }
    }

    /// Thumbnails are drawn: asked for, a provider and colours, room, and the list (not a pane) shown.
    private var showsThumbnails: Bool {
        thumbnailsOn && images != nil && colorMode != .noColor && size.columns >= 100 && pane == nil
    }

    /// Thumbnail loads under way, by URL (tests await them).
    var thumbnailTasks: [String: Task<Void, Never>] { rowThumbnails.tasks }

    private var screenPicture: Picture? {
        guard case .detail? = pane else { return nil }
        return picture
    }

    private func displayCount(_ view: TabView) -> Int {
        view.filter?.matches.count ?? model.rowCount
    }

    private func moveList(_ move: (inout Viewport, Int) -> Void) {
        let count = displayCount(views[activeTab])
        if views[activeTab].filter != nil {
            move(&views[activeTab].filter!.viewport, count)
        } else {
            move(&views[activeTab].viewport, count)
        }
    }

    /// The model index of the selected row.
    private var selectedIndex: Int? {
        let view = views[activeTab]
        if let filter = view.filter {
            let selected = filter.viewport.selected
            return selected < filter.matches.count ? filter.matches[selected] : nil
        }
        return view.viewport.selected < model.rowCount ? view.viewport.selected : nil
    }

    private func refilter() {
        guard var filter = views[activeTab].filter else { return }
        filter.matches = FilterState.matches(filter.query, in: model)
        filter.viewport = Viewport()
        views[activeTab].filter = filter
    }

    private func modelChanged(_ index: Int) {
        if let top = views[index].pendingTop, tabs[index].model.rowCount > top {
            views[index].pendingTop = nil
            let height = listHeight
            views[index].viewport.top = top
            views[index].viewport.select(top, count: tabs[index].model.rowCount, height: height)
        }
        if let filter = views[index].filter {
            let matches = FilterState.matches(filter.query, in: tabs[index].model)
            views[index].filter?.matches = matches
        }
        if index == activeTab { onNeedsDisplay?() }
    }

    /// The first row shown in tab `index`, to remember across runs.
    public func firstVisibleRow(ofTab index: Int) -> Int { views[index].viewport.top }

    /// Shows row `top` first in tab `index` as soon as the list has that many rows (a known
    /// total gives them at once; the jump then loads that page directly).
    public func restore(firstRow top: Int, inTab index: Int) {
        guard top > 0, views.indices.contains(index) else { return }
        views[index].pendingTop = top
        modelChanged(index)
    }

    private func switchTab(to index: Int) {
        guard index >= 0, index < tabs.count, index != activeTab else { return }
        if let old = views[activeTab].reported, !old.visible.isEmpty { model.disappeared(old.visible) }
        views[activeTab].reported = nil
        closePane()
        activeTab = index
    }

    private func openDetail() {
        guard let index = selectedIndex else { return }
        let row = model.row(at: index)
        guard case .item(let item) = row else {
            if case .error = row { model.retry() }
            return
        }
        closePane()
        pane = .detail(index: index, content: .loading(item.cells.first ?? item.id), scroll: 0)
        let model = self.model
        detailTask = Task { [weak self] in
            let content: Screen.DetailContent
            do {
                content = .loaded(try await model.detail(at: index))
            } catch {
                content = .failed("\(error)")
            }
            guard let self, case .detail(index, _, _)? = self.pane, !Task.isCancelled else { return }
            self.pane = .detail(index: index, content: content, scroll: 0)
            if case .loaded(let detail) = content { self.loadPicture(detail.imageURL, index: index) }
            self.onNeedsDisplay?()
        }
    }

    /// Closes any pane, withdrawing its fetches.
    private func closePane() {
        detailTask?.cancel()
        detailTask = nil
        pictureTask?.cancel()
        pictureTask = nil
        pictureRequest = nil
        picture = nil
        pane = nil
    }

    /// Starts the detail picture's load, off the main actor; the pane shows a placeholder meanwhile.
    private func loadPicture(_ url: String?, index: Int) {
        guard let images else { return }
        guard colorMode != .noColor else {
            picture = .note(PictureNote.off)
            return
        }
        guard let url, !url.isEmpty else {
            picture = .note(PictureNote.text(for: .noImage))
            return
        }
        guard let box = PictureLayout.box(for: size) else {
            // No room now; a resize may give some.
            pictureRequest = (url, nil)
            picture = nil
            return
        }
        pictureRequest = (url, box)
        // At a new size the old picture stays up until the new one is here.
        if case .glyphs? = picture {} else { picture = .loading }
        let mode = colorMode
        pictureTask = Task { [weak self] in
            let result = await images.cells(for: url, box: box)
            guard let self, !Task.isCancelled, case .detail(index, _, _)? = self.pane else { return }
            switch result {
            case .image(let cells): self.picture = .glyphs(cells.render(mode: mode))
            case .placeholder(let failure):
                self.picture = .note(PictureNote.text(for: failure))
                self.pictureRequest = nil
            }
            self.onNeedsDisplay?()
        }
    }

    private func performInDetail(_ command: KeyCommand) -> AppEffect? {
        guard case .detail(let index, let content, let scroll)? = pane else { return nil }
        let lines = DetailPane.lines(content, picture: picture, size: size).count
        let last = max(0, lines - listHeight)
        func scrolled(_ delta: Int) { pane = .detail(index: index, content: content, scroll: min(last, max(0, scroll + delta))) }
        switch command {
        case .lineDown: scrolled(1)
        case .lineUp: scrolled(-1)
        case .pageDown: scrolled(listHeight)
        case .pageUp: scrolled(-listHeight)
        case .top: scrolled(-scroll)
        case .scroll(let rows): scrolled(rows)
        case .closePane:
            closePane()
        case .retry:
            closePane()
            model.retry()
        case .openWeb, .copyURL:
            var url: String?
            if case .loaded(let detail) = content { url = detail.webURL }
            if url == nil, case .item(let item) = model.row(at: index) { url = item.webURL }
            guard let url else {
                message = "no web page for this item"
                return nil
            }
            return command == .openWeb ? openEffect(url) : copyEffect(url)
        default: break
        }
        return nil
    }

    private func webURL() -> String? {
        guard let index = selectedIndex, case .item(let item) = model.row(at: index), let url = item.webURL else {
            message = "no web page for this row"
            return nil
        }
        return url
    }

    private func openEffect(_ url: String) -> AppEffect? {
        guard WebURL.isSafe(url) else {
            message = "not an http(s) URL"
            return nil
        }
        message = "opening…"
        return .open(url)
    }

    private func copyEffect(_ url: String) -> AppEffect? {
        guard options.clipboard else {
            message = "copying is off (enable OSC 52 copying to use y)"
            return nil
        }
        guard WebURL.isSafe(url) else {
            message = "not an http(s) URL"
            return nil
        }
        message = "copied"
        return .copy(url)
    }
}
