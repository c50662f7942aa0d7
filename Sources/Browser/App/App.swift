import Images

/// The browser's coordinator: tabs, the state of each, the detail pane and the thumbnails.
/// Key dispatch is in `App+Commands`, frames and visibility reports in `App+Frame`, the pane
/// in `DetailController`, one tab's viewport and filter in `TabState`.
///
/// Main actor only. Terminal-free: the terminal layer feeds it `Key`s and the size, draws
/// `frame()`, calls `didDraw()` after each frame, and carries out the returned `AppEffect`s.
/// Models, the pane and the thumbnails tell it of changes through plain closures, which it
/// passes on as `onNeedsDisplay`.
@MainActor
public final class App {
    /// Behaviour switches set from the command line.
    public struct Options: Sendable {
        /// Whether `y` may write the clipboard with OSC 52.
        public var clipboard: Bool
        /// Keys rebound in the config file.
        public var keys: KeyOverrides
        /// Whether the browser is a picker (`--pick`): Enter chooses, Tab marks.
        public var pick: Bool

        /// Options.
        public init(clipboard: Bool = false, keys: KeyOverrides = KeyOverrides(), pick: Bool = false) {
            self.clipboard = clipboard
            self.keys = keys
            self.pick = pick
        }
    }

    /// The lists shown, in tab order: each tab's own list, or the child opened over it.
    public internal(set) var tabs: [Tab]
    /// The options.
    public let options: Options
    /// The tab shown.
    public internal(set) var activeTab = 0
    /// Called when something on screen changed; the terminal layer schedules a frame.
    public var onNeedsDisplay: (@MainActor () -> Void)?
    /// The terminal size frames are made for.
    public private(set) var size = TerminalSize(columns: 80, rows: 24)
    /// How pictures are drawn; the terminal layer sets it once it knows the terminal.
    public var colorMode: ColorMode = .palette256
    /// Whether `t` asked for row thumbnails; they show on terminals of at least 100 columns.
    public internal(set) var thumbnailsOn = false

    private(set) var spinnerTick = 0
    var states: [TabState]
    /// Each tab's parents under the list it shows.
    var stacks: [ListStack]
    /// Opens a related list when a digit asks for one in the detail pane; nil opens none.
    public var openChild: ChildOpener?
    /// A child list being asked for (tests await it); a new one or a move back withdraws it.
    var childTask: Task<Void, Never>?
    var helpShown = false
    /// Lines the help pane is scrolled down (it scrolls only when taller than the screen).
    var helpScroll = 0
    /// The status line's message until the next key; every one is kept in `messageLog` too.
    var message: String? {
        didSet { if let message, message != oldValue { log(message) } }
    }
    /// The last messages, oldest first (at most `messageLogLimit`), which `m` shows whole.
    public internal(set) var messageLog: [String] = []
    /// Whether `end()` asked the browser to close.
    public internal(set) var endRequested = false
    /// Whether the message log covers the list (`m`; any key closes it).
    var messagesShown = false
    /// The last key closed a filter: an Esc right after it is one too many and does not quit.
    var filterJustClosed = false
    /// The picker's marks and result; nil unless `options.pick`.
    var pick: PickState?
    /// Where pictures come from; nil shows none.
    let images: (any ImageProvider)?
    let detail: DetailController
    let rowThumbnails = RowThumbnails()
    /// Thumbnail URLs of the rows the last frame showed.
    var shownThumbnails: Set<String> = []

    /// A browser over `tabs` (at least one); it takes over each model's `onChange`.
    /// `images` supplies the detail pane's pictures.
    public init(tabs: [Tab], options: Options = Options(), images: (any ImageProvider)? = nil) {
        precondition(!tabs.isEmpty, "a browser needs at least one tab")
        self.tabs = tabs
        self.options = options
        self.images = images
        detail = DetailController(images: images)
        states = Array(repeating: TabState(), count: tabs.count)
        stacks = Array(repeating: ListStack(), count: tabs.count)
        pick = options.pick ? PickState() : nil
        for (index, tab) in tabs.enumerated() { watch(tab.model, inTab: index) }
        rowThumbnails.onChange = { [weak self] in self?.onNeedsDisplay?() }
        detail.onChange = { [weak self] in self?.onNeedsDisplay?() }
    }

    /// Makes `model` the one tab `index` redraws for.
    func watch(_ model: any ListModel, inTab index: Int) {
        model.onChange = { [weak self] in self?.modelChanged(index) }
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
        detail.resized(to: newSize, colorMode: colorMode)
    }

    /// Rows of the list area.
    public var listHeight: Int { Layout.listHeight(for: size) }

    /// What keys act on now.
    public var mode: KeyMap.Mode {
        if helpShown || messagesShown { return .help }
        if detail.isOpen { return .detail }
        return states[activeTab].filter?.editing == true ? .filterEditing : .list
    }

    /// The detail fetch in progress (tests await it).
    var detailTask: Task<Void, Never>? { detail.detailTask }
    /// The detail picture's load in progress (tests await it).
    var pictureTask: Task<Void, Never>? { detail.pictureTask }
    /// Thumbnail loads under way, by URL (tests await them).
    var thumbnailTasks: [String: Task<Void, Never>] { rowThumbnails.tasks }

    /// The first row shown in tab `index`, to remember across runs.
    public func firstVisibleRow(ofTab index: Int) -> Int { ownViewport(ofTab: index).top }

    /// The selected row in tab `index`, to remember across runs.
    public func selectedRow(ofTab index: Int) -> Int { ownViewport(ofTab: index).selected }

    /// Shows row `top` first in tab `index`, with row `selected` selected (the first row when nil,
    /// as positions saved before the selection was kept), as soon as the list has that many rows (a
    /// known total gives them at once; the jump then loads that page directly).
    public func restore(firstRow top: Int, selected: Int? = nil, inTab index: Int) {
        guard top > 0 || (selected ?? 0) > 0, states.indices.contains(index) else { return }
        states[index].pendingTop = PendingTop(top: top, selected: selected ?? top)
        modelChanged(index)
    }

    /// Tab `index`'s model changed: a restored position or pending keys land, the filter follows.
    func modelChanged(_ index: Int) {
        let model = tabs[index].model
        takeListChanges(inTab: index)
        logNotice(ofTab: index)
        if let pending = states[index].pendingTop, Self.lands(pending, in: model) {
            states[index].pendingTop = nil
            // Within the remembered screen, so selecting it leaves that screen's first row in place
            // (before the first resize there is no screen yet to keep it within).
            let bottom = listHeight > 0 ? pending.top + listHeight - 1 : Int.max
            var selected = min(max(pending.selected, pending.top), bottom, model.rowCount - 1)
            if selected > pending.top, case .end = model.row(at: selected) { selected -= 1 }  // the last item, as G
            states[index].plain.top = pending.top
            states[index].plain.select(selected, count: model.rowCount, height: listHeight)
            states[index].moved = true  // a restored position is a jump
        }
        if let filter = states[index].filter {
            states[index].filter?.matches = FilterState.matches(filter.query, in: model)
        }
        resumePendingMove(inTab: index)
        if index == activeTab { onNeedsDisplay?() }
    }

    /// Whether a remembered screen can be shown: its first row and its selected row are there (a
    /// lone loading row before the first page is not: selecting it would lose the remembered
    /// row), or the list has ended short of the selection.
    static func lands(_ pending: PendingTop, in model: any ListModel) -> Bool {
        let count = model.rowCount
        guard count > pending.top else { return false }
        if count > pending.selected, model.row(at: pending.selected) != .loading { return true }
        if case .end = model.row(at: count - 1) { return true }
        return false
    }

    /// Closes any pane, withdrawing its fetches.
    func closePane() {
        detail.close()
        helpShown = false
        messagesShown = false
        helpScroll = 0
    }
}
