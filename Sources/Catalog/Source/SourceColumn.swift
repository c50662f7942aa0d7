/// A column a source fills: its header and how it takes space (the browser calls it `Column`).
public struct SourceColumn: Sendable, Equatable {
    /// The header text.
    public var title: String
    /// Display columns wanted; nil takes what is left.
    public var width: Int?
    /// Right-aligned (numbers).
    public var alignRight: Bool

    /// A column.
    public init(_ title: String, width: Int? = nil, alignRight: Bool = false) {
        self.title = title
        self.width = width
        self.alignRight = alignRight
    }
}
