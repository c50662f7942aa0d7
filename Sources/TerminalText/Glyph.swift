/// One character cell's content: a spacing character with its combining marks.
public struct Glyph: Sendable, Equatable {
    /// The text: one spacing scalar and at most `Sanitizer.maxMarks` marks.
    public var text: String
    /// Columns it takes: 1 or 2.
    public var width: Int

    /// A glyph.
    public init(_ text: String, width: Int) {
        self.text = text
        self.width = width
    }

    /// A space.
    public static let space = Glyph(" ", width: 1)
    /// The truncation mark.
    public static let ellipsis = Glyph("…", width: 1)
}
