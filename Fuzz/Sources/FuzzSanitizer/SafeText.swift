import TerminalText

/// What may reach a cell after sanitising, stated independently of the sanitiser's own tables.
enum SafeText {
    /// Bidi embedding, override and isolate controls and the directional marks.
    static let bidi: Set<UInt32> = [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E,
                                    0x2066, 0x2067, 0x2068, 0x2069]
    /// Zero-width characters that change no column but can hide text or join it.
    static let zeroWidth: Set<UInt32> = [0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x180E]

    /// False for controls, format characters (bidi, zero-width, tags), line and paragraph separators.
    static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
        if bidi.contains(scalar.value) || zeroWidth.contains(scalar.value) { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate: return false
        default: return true
        }
    }

    /// The longest run of zero-width (combining) scalars.
    static func longestMarkRun(_ text: String) -> Int {
        var longest = 0, current = 0
        for scalar in text.unicodeScalars {
            if DisplayWidth.of(scalar) == 0 { current += 1; longest = max(longest, current) } else { current = 0 }
        }
        return longest
    }
}
