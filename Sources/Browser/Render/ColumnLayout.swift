import Catalog

/// Where each column of a list sits on a row of a given width.
///
/// Pure; any thread. The primary column never drops and gets at least 40% of the row (or its
/// minimum, if more) before any secondary column grows past its minimum; secondary columns whose
/// minimums do not fit beside it drop, lowest drop rank first (ties: rightmost first). Space left
/// once every shown secondary column has its minimum goes to them up to their preferred widths,
/// the last to drop served first; the rest goes to the primary column.
public struct ColumnLayout: Sendable, Equatable {
    /// One column's place.
    public struct Frame: Sendable, Equatable {
        /// Left edge.
        public var x: Int
        /// Columns given; 0 for a dropped column, at least 1 for a shown one.
        public var width: Int
        /// Whether the text is right-aligned.
        public var alignRight: Bool

        /// Whether the column is on screen.
        public var isShown: Bool { width > 0 }
    }

    /// The frames, in the order of the list's columns (dropped columns too, 0 wide).
    public var frames: [Frame]

    /// The share of the row, in percent, the primary column gets before secondary columns grow.
    public static let primaryShare = 40

    /// Columns laid out left to right, one space between shown ones, in `width` display columns.
    public init(columns: [Column], width: Int) {
        let widths = Self.widths(columns: columns, width: max(0, width))
        var frames: [Frame] = []
        var x = 0
        for (column, given) in zip(columns, widths) {
            frames.append(Frame(x: given > 0 ? x : min(x, max(0, width)), width: given, alignRight: column.alignRight))
            if given > 0 { x += given + 1 }
        }
        self.frames = frames
    }

    /// The width each column gets (0: dropped).
    static func widths(columns: [Column], width: Int) -> [Int] {
        let primary = columns.firstIndex(where: \.isPrimary)
        var shown = Set(columns.indices)
        var floor = 0
        while true {
            let available = width - max(0, shown.count - 1)
            floor = primary.map { min(max(columns[$0].minWidth, Self.share(of: width)), max(0, available)) } ?? 0
            let minimums = shown.filter { $0 != primary }.reduce(0) { $0 + columns[$1].minWidth }
            guard floor + minimums > available, let victim = Self.nextToDrop(columns, shown: shown) else { break }
            shown.remove(victim)
        }
        var widths = columns.indices.map { shown.contains($0) && $0 != primary ? columns[$0].minWidth : 0 }
        var spare = width - max(0, shown.count - 1) - floor - widths.reduce(0, +)
        // Growth goes first to the columns that drop last.
        for index in Self.growthOrder(columns, shown: shown) where spare > 0 {
            let grow = min(spare, (columns[index].preferredWidth ?? columns[index].minWidth) - widths[index])
            widths[index] += max(0, grow)
            spare -= max(0, grow)
        }
        if let primary { widths[primary] = floor + max(0, spare) }
        // Secondary columns past the edge (only when nothing could drop): clip, never overrun.
        var x = 0
        for index in columns.indices where widths[index] > 0 {
            widths[index] = min(widths[index], max(0, width - x))
            x += widths[index] + 1
        }
        return widths
    }

    /// 40% of `width`, rounded up.
    static func share(of width: Int) -> Int {
        (width * primaryShare + 99) / 100
    }

    /// The shown secondary column to drop next, if any.
    static func nextToDrop(_ columns: [Column], shown: Set<Int>) -> Int? {
        shown.filter { !columns[$0].isPrimary }.min { a, b in
            let (ra, rb) = (rank(columns[a]), rank(columns[b]))
            return ra != rb ? ra < rb : a > b
        }
    }

    /// Shown secondary columns, the last to drop first.
    static func growthOrder(_ columns: [Column], shown: Set<Int>) -> [Int] {
        shown.filter { !columns[$0].isPrimary }.sorted { a, b in
            let (ra, rb) = (rank(columns[a]), rank(columns[b]))
            return ra != rb ? ra > rb : a < b
        }
    }

    private static func rank(_ column: Column) -> Int {
        if case .secondary(let drop) = column.priority { return drop }
        return Int.max
    }
}
