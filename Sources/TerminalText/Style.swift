/// How a cell is drawn: terminal attributes only, so it reads the same on any palette.
public struct Style: OptionSet, Sendable, Hashable {
    /// The attribute bits.
    public let rawValue: UInt8

    /// A style from bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold.
    public static let bold = Style(rawValue: 1 << 0)
    /// Foreground and background swapped (selection, bars).
    public static let reverse = Style(rawValue: 1 << 1)
    /// Dim (placeholders, end of list).
    public static let dim = Style(rawValue: 1 << 2)
    /// Underlined.
    public static let underline = Style(rawValue: 1 << 3)
}
