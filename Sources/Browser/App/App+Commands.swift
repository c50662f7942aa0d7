import TerminalText

/// Key dispatch: keys to commands (with the config's overrides), list commands, pane commands.
extension App {
    /// Handles a key; returns what the terminal layer must do, if anything.
    @discardableResult
    public func handle(_ key: Key) -> AppEffect? {
        // Esc first takes back an applied filter, like leaving a search in less; then it leaves a
        // child list; then it quits, but not as the very next key: an Esc too many after a filter
        // closed is said, not obeyed.
        let afterFilter = filterJustClosed
        filterJustClosed = false
        if key == .escape, mode == .list, states[activeTab].filter != nil { return perform(.filterCancel) }
        if key == .escape, mode == .list, afterFilter {
            message = Self.escapeAfterFilter
            return nil
        }
        // In a child list Esc goes back, as in k9s or lazygit; only the tab's own list quits.
        if key == .escape, mode == .list, !stacks[activeTab].parents.isEmpty { return perform(.back) }
        if mode == .list, isPicking, let command = KeyMap.pickCommand(for: key) { return perform(command) }
        if helpShown, helpPage.overflows, let command = KeyMap.helpScrollCommand(for: key) {
            scrollHelp(command)
            return nil
        }
        if mode == .list, let command = options.keys.command(for: key) { return perform(command) }
        guard let command = KeyMap.command(for: key, in: mode) else { return nil }
        return perform(command)
    }

    /// Carries out a command.
    @discardableResult
    public func perform(_ command: KeyCommand) -> AppEffect? {
        message = nil
        if detail.isOpen { return performInDetail(command) }
        let height = listHeight
        switch command {
        case .lineDown: move(by: 1, paged: false)
        case .lineUp: move(by: -1, paged: false)
        case .pageDown: move(by: max(1, height), paged: true)
        case .pageUp: move(by: -max(1, height), paged: true)
        case .halfPageDown: move(by: max(1, height / 2), paged: true)
        case .halfPageUp: move(by: -max(1, height / 2), paged: true)
        case .top:
            states[activeTab].pendingMove = nil
            moveList { $0.select(0, count: $1, height: height) }
        case .bottom: goToEnd()
        case .scroll(let rows):
            // The wheel moves the screen, not the selection: kept keys no longer say where to go.
            states[activeTab].pendingMove = nil
            moveList { $0.scroll(by: rows, count: $1, height: height) }
        case .clickRow(let y):
            guard let offset = Layout.listOffset(ofScreenRow: y, size: size) else { return nil }
            states[activeTab].pendingMove = nil
            moveList { viewport, count in
                let index = viewport.top + offset
                if index < count { viewport.select(index, count: count, height: height) }
            }
        case .openDetail: openDetail()
        case .closePane: closePane()
        case .openWeb: return selectedWebURL().flatMap { urlEffect(.open, $0) }
        case .copyURL: return selectedWebURL().flatMap { urlEffect(.copy, $0) }
        case .startFilter, .filterInsert, .filterDelete, .filterAccept, .filterCancel: performFilter(command)
        case .refresh:
            // While rate limited the rows shown stay until the first page answers (then the list
            // tells `.replaced`); otherwise the tab starts over now. A remembered first row
            // survives: it waits for the list to be that long again.
            if model.status.rateLimited, model.rowCount > 1 {
                message = "r: asking for the first page; the rows shown stay unless it answers"
            } else {
                states[activeTab] = TabState(pendingTop: states[activeTab].pendingTop)
            }
            model.refresh()
        case .retry: model.retry()
        case .newest: goToNewest()
        case .toggleHelp:
            helpShown.toggle()
            helpScroll = 0
        case .showMessages:
            helpShown = false
            messagesShown = true
        case .toggleThumbnails:
            thumbnailsOn.toggle()
            // Asked for where they cannot show: said, not silently ignored (issue 42).
            if thumbnailsOn, size.columns < Self.thumbnailColumns {
                message = "thumbnails show at \(Self.thumbnailColumns) columns or more; this terminal has \(size.columns)"
            }
        case .quit:
            closePane()
            for tab in tabs { tab.model.cancel() }
            cancelParents()
            return .quit
        case .markDown, .markUp, .pick: return performPick(command)
        case .back: goBack()
        case .openRelated: break
        case .tab(let index): switchTab(to: index)
        case .nextTab: switchTab(to: (activeTab + 1) % tabs.count)
        case .previousTab: switchTab(to: (activeTab + tabs.count - 1) % tabs.count)
        }
        return nil
    }

    /// Applies a move to the active viewport, over the rows it moves through.
    func moveList(_ move: (inout Viewport, Int) -> Void) {
        let count = states[activeTab].displayCount(model)
        move(&states[activeTab].viewport, count)
        states[activeTab].moved = true
    }

    /// The model index of the selected row.
    var selectedIndex: Int? {
        let state = states[activeTab]
        return state.modelIndex(ofDisplayRow: state.viewport.selected, in: model)
    }

    private func performFilter(_ command: KeyCommand) {
        switch command {
        case .startFilter:
            states[activeTab].pendingMove = nil
            let query = states[activeTab].filter?.query ?? ""
            states[activeTab].filter = FilterState(query: query, editing: true)
            refilter()
        case .filterInsert(let character):
            states[activeTab].filter?.query.append(character)
            refilter()
        case .filterDelete:
            if states[activeTab].filter?.query.isEmpty == false { states[activeTab].filter?.query.removeLast() }
            refilter()
        case .filterAccept:
            states[activeTab].filter?.editing = false
            if states[activeTab].filter?.query.isEmpty == true { states[activeTab].filter = nil }
        case .filterCancel: closeFilter()
        default: break
        }
    }

    /// What an Esc right after a filter closed says instead of quitting.
    static let escapeAfterFilter = "filter closed; Esc again or q quits"
    static let noRetryHelps = "; asking again would not help (R asks anyway)"

    /// Drops the filter, keeping the item it selected selected (as htop and mutt do) within the
    /// list's own screen. Not a move: the rows shown are loaded ones, so no page is asked for.
    private func closeFilter() {
        let found = selectedIndex
        states[activeTab].filter = nil
        filterJustClosed = true
        guard let found, found < model.rowCount else { return }
        states[activeTab].plain.select(found, count: model.rowCount, height: listHeight)
    }

    private func refilter() {
        guard var filter = states[activeTab].filter else { return }
        filter.matches = FilterState.matches(filter.query, in: model)
        filter.viewport = Viewport()
        states[activeTab].filter = filter
    }

    private func switchTab(to index: Int) {
        guard index >= 0, index < tabs.count, index != activeTab else { return }
        childTask?.cancel()
        if let old = states[activeTab].reported, !old.visible.isEmpty { rowsLeft(old.visible) }
        states[activeTab].reported = nil
        closePane()
        activeTab = index
    }

    private func openDetail() {
        guard let index = selectedIndex else { return }
        let row = model.row(at: index)
        guard case .item(let item) = row else {
            // Asked again only where that can help; a "not JSON" answer is said whole instead.
            if case .error(let error) = row {
                if error.retryable { model.retry() } else { message = Sanitizer.clean(error.message) + Self.noRetryHelps }
            }
            return
        }
        helpShown = false
        detail.open(index: index, title: item.cells.first ?? item.id, model: model) { [unowned self] in
            (self.size, self.colorMode)
        }
    }

    private func performInDetail(_ command: KeyCommand) -> AppEffect? {
        guard let index = detail.index else { return nil }
        switch command {
        case .lineDown: detail.scroll(by: 1, size: size)
        case .lineUp: detail.scroll(by: -1, size: size)
        case .pageDown: detail.scroll(by: listHeight, size: size)
        case .pageUp: detail.scroll(by: -listHeight, size: size)
        case .top: detail.scroll(by: -detail.scroll, size: size)
        case .scroll(let rows): detail.scroll(by: rows, size: size)
        case .closePane:
            closePane()
        case .retry:
            closePane()
            model.retry()
        case .openRelated(let number): openRelated(number)
        case .openWeb, .copyURL:
            var url: String?
            if case .loaded(let loaded) = detail.content { url = loaded.webURL }
            if url == nil, case .item(let item) = model.row(at: index) { url = item.webURL }
            guard let url else {
                message = "no web page for this item"
                return nil
            }
            return urlEffect(command == .openWeb ? .open : .copy, url)
        default: break
        }
        return nil
    }

    private func selectedWebURL() -> String? {
        guard let index = selectedIndex, case .item(let item) = model.row(at: index), let url = item.webURL else {
            message = "no web page for this row"
            return nil
        }
        return url
    }

    private func urlEffect(_ kind: URLEffects.Kind, _ url: String) -> AppEffect? {
        let result = URLEffects(clipboard: options.clipboard).effect(kind, url)
        message = result.message
        return result.effect
    }
}
