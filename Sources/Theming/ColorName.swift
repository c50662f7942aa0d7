import Images

/// Reads one colour as written in `[theme]`: `red`, `bright-red` (or `brightred`), `default`,
/// a palette number `0`-`255`, or `#rrggbb`. Case does not matter.
public enum ColorName {
    /// The eight basic names, in ANSI order (their palette numbers).
    public static let basic = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// What a colour word means.
    public enum Parsed: Sendable, Equatable {
        /// The terminal's default colour.
        case terminalDefault
        /// A colour.
        case color(TerminalColor)

        /// The colour to ask for; nil for the terminal's default.
        public var terminalColor: TerminalColor? {
            if case .color(let color) = self { return color }
            return nil
        }
    }

    /// The colour `text` names, or nil when it names none.
    public static func parse(_ text: String) -> Parsed? {
        let word = text.lowercased()
        if word == "default" { return .terminalDefault }
        if let index = basic.firstIndex(of: word) { return .color(.indexed(UInt8(index))) }
        for prefix in ["bright-", "bright"] where word.hasPrefix(prefix) {
            if let index = basic.firstIndex(of: String(word.dropFirst(prefix.count))) {
                return .color(.indexed(UInt8(8 + index)))
            }
        }
        if word.hasPrefix("#") { return hex(word.dropFirst()).map { .color(.rgb($0)) } }
        if word.allSatisfy(\.isASCIIDigit), word.count <= 3, let number = UInt8(word) {
            return .color(.indexed(number))
        }
        return nil
    }

    private static func hex(_ digits: Substring) -> RGB? {
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
            return nil
        }
        return RGB(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
