/// Where each column of a list sits on a row of a given width.
public struct ColumnLayout: Sendable, Equatable {
    /// One column's place.
    public struct Frame: Sendable, Equatable {
        /// Left edge.
        public var x: Int
        /// Columns given (0 when the row is full).
        public var width: Int
        /// Whether the text is right-aligned.
        public var alignRight: Bool
    }

    /// The frames, in the order of the list's columns.
    public var frames: [Frame]

    /// Columns laid out left to right with one space between; the flexible column takes
    /// what the fixed ones leave, and columns past the edge get what remains (maybe nothing).
    public init(columns: [Column], width: Int) {
        let gaps = max(0, columns.count - 1)
        let fixed = columns.reduce(0) { $0 + ($1.width ?? 0) }
        var flexible = max(0, width - fixed - gaps)
        var x = 0
        var frames: [Frame] = []
        for column in columns {
            let wanted = column.width ?? flexible
            if column.width == nil { flexible = 0 }
            let given = min(wanted, max(0, width - x))
            frames.append(Frame(x: x, width: given, alignRight: column.alignRight))
            x += given + 1
        }
        self.frames = frames
    }
}
