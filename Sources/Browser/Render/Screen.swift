import Images

/// Everything one frame shows, holding only the rows on screen: the renderer's whole input.
public struct Screen: Sendable {
    /// Tab names, left to right.
    public var tabs: [String]
    /// The tab shown.
    public var activeTab: Int
    /// The list's columns.
    public var columns: [Column]
    /// The list index of `rows[0]`.
    public var firstRow: Int
    /// The rows on screen, top first.
    public var rows: [ListRow]
    /// The selected list index, if any.
    public var selectedRow: Int?
    /// The status bar's facts.
    public var status: ListStatus
    /// Spinner phase; advanced by a timer only while a request is in flight.
    public var spinnerTick: Int
    /// The filter, when one is being typed or applied.
    public var filter: FilterBar?
    /// A pane over the list.
    public var pane: Pane?
    /// A short message from the last command ("no web page for this row").
    public var message: String?
    /// The detail pane's picture area, when the pane shows one.
    public var picture: Picture?
    /// One thumbnail per row of `rows` (empty: none) when rows show them; nil draws no column.
    public var thumbnails: [[CellGlyph]]?
    /// The detail body wrapped once for its item and width; nil wraps it while drawing.
    public var detailBody: WrappedBody?
    /// The picker's mark column, one flag per row of `rows`; nil draws no column (not picking).
    public var marks: [Bool]?
    /// How many items the picker has marked, on screen or not.
    public var markCount = 0
    /// Rows a followed list put in above the screen since the user was last at the top.
    public var newAbove = 0
    /// The keys `[keys]` added, which the help shows beside the built-in ones.
    public var keys = KeyOverrides()
    /// The selected row's index in the whole list when a filter shows only matches (nil: `selectedRow`).
    public var selectedListIndex: Int?

    /// The filter line's state.
    public struct FilterBar: Sendable, Equatable {
        /// The query.
        public var query: String
        /// Whether keys go to the query.
        public var editing: Bool
        /// Loaded rows that match.
        public var matches: Int

        /// A filter bar.
        public init(query: String, editing: Bool, matches: Int) {
            self.query = query
            self.editing = editing
            self.matches = matches
        }
    }

    /// What can cover the list.
    public enum Pane: Sendable, Equatable {
        /// The key help, scrolled down by `scroll` lines when taller than the screen.
        case help(scroll: Int)
        /// An item's detail, scrolled down by `scroll` lines.
        case detail(DetailContent, scroll: Int)
        /// The last status-line messages, oldest first (`m`).
        case messages([String])
    }

    /// The detail pane's content as it arrives.
    public enum DetailContent: Sendable, Equatable {
        /// Fetching; the row's first cell as a title.
        case loading(String)
        /// Fetched.
        case loaded(ItemDetail)
        /// The fetch failed.
        case failed(String)
    }

    /// A frame description.
    public init(tabs: [String], activeTab: Int = 0, columns: [Column], firstRow: Int = 0,
                rows: [ListRow], selectedRow: Int? = nil, status: ListStatus, spinnerTick: Int = 0,
                filter: FilterBar? = nil, pane: Pane? = nil, message: String? = nil,
                picture: Picture? = nil, thumbnails: [[CellGlyph]]? = nil) {
        self.tabs = tabs
        self.activeTab = activeTab
        self.columns = columns
        self.firstRow = firstRow
        self.rows = rows
        self.selectedRow = selectedRow
        self.status = status
        self.spinnerTick = spinnerTick
        self.filter = filter
        self.pane = pane
        self.message = message
        self.picture = picture
        self.thumbnails = thumbnails
    }
}
