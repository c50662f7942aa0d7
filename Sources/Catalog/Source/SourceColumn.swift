/// A column a source fills: its header and how it takes space (the browser calls it `Column`).
///
/// The primary column (a user's login, an item's title) never drops and takes what the others
/// leave; secondary columns are shown at a width between their minimum and their preferred one,
/// and drop, lowest `drop` rank first, when even their minimum does not fit. A value; any thread.
public struct SourceColumn: Sendable, Equatable {
    /// The header text.
    public var title: String
    /// Fewest display columns the column is shown in; narrower than this, it drops (secondary).
    public var minWidth: Int
    /// Display columns wanted; nil for the primary column, which takes what is left.
    public var preferredWidth: Int?
    /// Right-aligned (numbers).
    public var alignRight: Bool
    /// Whether the column is the primary one or drops, and when.
    public var priority: ColumnPriority
    /// How a cell's text shortens when the column is narrower than the text.
    public var compaction: CellCompaction

    /// A column with every part given.
    public init(title: String, minWidth: Int, preferredWidth: Int?, alignRight: Bool = false,
                priority: ColumnPriority, compaction: CellCompaction = .none) {
        let least = max(1, minWidth)
        self.title = title
        self.minWidth = least
        self.preferredWidth = preferredWidth.map { max(least, $0) }
        self.alignRight = alignRight
        self.priority = priority
        self.compaction = compaction
    }

    /// A column of fixed `width` (secondary, dropping right to left), or the primary one when
    /// `width` is nil.
    public init(_ title: String, width: Int? = nil, alignRight: Bool = false) {
        if let width {
            self.init(title: title, minWidth: width, preferredWidth: width, alignRight: alignRight,
                      priority: .secondary(drop: 0))
        } else {
            self.init(title: title, minWidth: 1, preferredWidth: nil, alignRight: alignRight, priority: .primary)
        }
    }

    /// The column that never drops, at least `minWidth` wide, taking what the others leave.
    public static func primary(_ title: String, minWidth: Int = 10, alignRight: Bool = false) -> SourceColumn {
        SourceColumn(title: title, minWidth: minWidth, preferredWidth: nil, alignRight: alignRight, priority: .primary)
    }

    /// A column shown between `minWidth` and `preferredWidth` columns wide, dropped at rank `drop`
    /// (1 drops first).
    public static func secondary(_ title: String, minWidth: Int, preferredWidth: Int, drop: Int,
                                 alignRight: Bool = false, compaction: CellCompaction = .none) -> SourceColumn {
        SourceColumn(title: title, minWidth: minWidth, preferredWidth: preferredWidth, alignRight: alignRight,
                     priority: .secondary(drop: drop), compaction: compaction)
    }

    /// Whether this is the column that never drops.
    public var isPrimary: Bool { priority == .primary }
}
