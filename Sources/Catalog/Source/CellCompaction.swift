/// How a cell's text may shorten when its column is narrower than the text.
///
/// A value; any thread.
public enum CellCompaction: Sendable, Equatable {
    /// Truncated with `…`, like any text.
    case none
    /// An ISO date (`2026-04-20…`) shown as month and day (`04-20`); the full date stays in the
    /// detail pane.
    case isoDate

    /// `text` as it should be shown in `width` display columns, before the usual truncation.
    public func apply(_ text: String, width: Int) -> String {
        switch self {
        case .none:
            return text
        case .isoDate:
            // Only a text that is all ASCII: its display width is its UTF-8 count.
            guard text.utf8.count > width, text.utf8.count >= 10, text.allSatisfy(\.isASCII) else { return text }
            let bytes = Array(text.utf8.prefix(10))
            let digit: (UInt8) -> Bool = { $0 >= 48 && $0 <= 57 }
            let shape = bytes.enumerated().allSatisfy { index, byte in
                index == 4 || index == 7 ? byte == UInt8(ascii: "-") : digit(byte)
            }
            return shape ? String(decoding: bytes[5..<10], as: UTF8.self) : text
        }
    }
}
