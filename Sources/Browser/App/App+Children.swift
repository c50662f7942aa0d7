import TerminalText

/// Related lists opened as children of the list shown, in the same tab, and the way back.
extension App {
    /// What Backspace says at a tab's own list.
    static let nothingToGoBackTo = "this is the tab's own list; Backspace goes back from a list opened with a digit"

    /// Opens the detail pane's related list `number` (0-based) as a child of the list shown; the
    /// parent stays until the child's first answer says it is a list.
    func openRelated(_ number: Int) {
        guard let index = detail.index, number < detail.related.count else { return }
        let related = detail.related[number]
        let name = Sanitizer.clean(related.name)
        guard let openChild else {
            message = "\(name): related lists open in pagetty url's browser"
            return
        }
        guard stacks[activeTab].canPush else {
            message = "\(ListStack.maxDepth) lists deep at most; Backspace goes back"
            return
        }
        let tab = activeTab
        let parent = model
        let title = detailTitle(row: index)
        let request = ChildRequest(related: related, item: model.listItem(at: index), parentURL: stacks[tab].shownURL, tab: tab)
        message = "opening \(name)…"
        childTask?.cancel()
        childTask = Task { [weak self] in
            let outcome = await openChild(request)
            // Another list shown by now (a tab switched, a move back): this answer is not wanted.
            guard let self, !Task.isCancelled, self.activeTab == tab, self.tabs[tab].model === parent else { return }
            switch outcome {
            case .opened(let child): self.push(child, named: "\(self.tabs[tab].name) › \(title) › \(name)", inTab: tab)
            case .refused(let reason): self.message = Sanitizer.clean(reason)
            }
            self.onNeedsDisplay?()
        }
    }

    /// The pane's title for row `index`, for the breadcrumb.
    private func detailTitle(row index: Int) -> String {
        if case .loaded(let loaded) = detail.content, !loaded.title.isEmpty { return Sanitizer.clean(loaded.title) }
        guard case .item(let item) = model.row(at: index) else { return "" }
        return Sanitizer.clean(item.cells.first ?? item.id)
    }

    /// Shows `child` in tab `tab` over the list there, which waits under it as it is.
    func push(_ child: ChildList, named name: String, inTab tab: Int) {
        closePane()
        let parent = tabs[tab]
        // The parent keeps its pages but draws nothing while it waits.
        parent.model.onChange = nil
        // Marks belong to the list they were made in: the child starts with none.
        let level = ListStack.Level(name: parent.name, model: parent.model, state: states[tab],
                                    url: stacks[tab].shownURL, reload: stacks[tab].shownReload, marks: pick)
        if pick != nil { pick = PickState() }
        for released in stacks[tab].push(level, child: child) { released.cancel() }
        tabs[tab] = Tab(name: name, model: child.model)
        states[tab] = TabState()
        watch(child.model, inTab: tab)
        modelChanged(tab)
        message = child.note.map(Sanitizer.clean)
    }

    /// Back to the parent of the list shown, with its selection, scroll and pages as they were
    /// (a parent that let its pages go loads again and lands on its place).
    func goBack() {
        let tab = activeTab
        childTask?.cancel()
        guard let level = stacks[tab].pop() else {
            message = Self.nothingToGoBackTo
            return
        }
        closePane()
        let child = tabs[tab].model
        child.onChange = nil
        child.cancel()
        guard let model = level.model ?? level.reload?() else { return }
        var state = level.state
        // Told again what is on screen; a list made afresh asks for it as a move would.
        state.reported = nil
        state.moved = level.model == nil
        tabs[tab] = Tab(name: level.name, model: model)
        states[tab] = state
        if let marks = level.marks { pick = marks }
        watch(model, inTab: tab)
        modelChanged(tab)
    }

    /// Cancels the loads of every list waiting under a child (the browser ends).
    func cancelParents() {
        childTask?.cancel()
        for stack in stacks { for level in stack.parents { level.model?.cancel() } }
    }

    /// Tab `index`'s own list (not a child opened over it): what positions are remembered for.
    public func ownModel(ofTab index: Int) -> any ListModel {
        stacks[index].parents.first?.model ?? tabs[index].model
    }

    /// Tab `index`'s own list's viewport.
    func ownViewport(ofTab index: Int) -> Viewport {
        stacks[index].parents.first?.state.plain ?? states[index].plain
    }
}
