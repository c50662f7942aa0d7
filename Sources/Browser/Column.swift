/// One column of a list: a header and how it takes space.
public struct Column: Sendable, Equatable {
    /// The header text.
    public var title: String
    /// Display columns wanted; `nil` takes what is left (only one such column per list).
    public var width: Int?
    /// Right-aligned (numbers) or left.
    public var alignRight: Bool

    /// A column.
    public init(_ title: String, width: Int? = nil, alignRight: Bool = false) {
        self.title = title
        self.width = width
        self.alignRight = alignRight
    }
}
