/// Turns untrusted text into text that is safe to put into cells.
///
/// Controls become visible symbols, bidi and zero-width characters go, combining marks are
/// capped, so no content can move the layout or send an escape sequence. Pure; idempotent.
public enum Sanitizer {
    /// Most combining marks kept on one character (Zalgo text stays on its line).
    public static let maxMarks = 2
    /// Shown for a non-empty string that sanitises to nothing.
    public static let emptyPlaceholder = "∅"
    /// The base put under a combining mark that has none.
    static let markBase: Unicode.Scalar = "\u{25CC}"
    /// Stands for a character that cannot be shown.
    static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// The sanitised form of `text`.
    public static func clean(_ text: String) -> String {
        if DisplayWidth.asciiWidth(text) != nil { return text }
        var out = String.UnicodeScalarView()
        var hasBase = false
        var marks = 0
        for scalar in text.unicodeScalars {
            switch classify(scalar) {
            case .drop:
                continue
            case .space:
                out.append(" ")
                hasBase = true
                marks = 0
            case .symbol(let symbol):
                out.append(symbol)
                hasBase = true
                marks = 0
            case .mark:
                if !hasBase {
                    out.append(markBase)
                    hasBase = true
                    marks = 0
                }
                guard marks < maxMarks else { continue }
                out.append(scalar)
                marks += 1
            case .printable:
                out.append(scalar)
                hasBase = true
                marks = 0
            }
        }
        if out.isEmpty && !text.isEmpty { return emptyPlaceholder }
        return String(out)
    }

    /// The sanitised form of bytes that claim to be UTF-8; invalid sequences become U+FFFD.
    public static func clean<Bytes: Collection>(utf8 bytes: Bytes) -> String where Bytes.Element == UInt8 {
        clean(String(decoding: bytes, as: UTF8.self))
    }

    private enum Kind {
        case drop, space, symbol(Unicode.Scalar), mark, printable
    }

    private static func classify(_ scalar: Unicode.Scalar) -> Kind {
        let value = scalar.value
        switch value {
        case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
            return .space
        case 0x00..<0x20:
            // Control Pictures: ESC shows as ␛, so nothing is executed but the user sees it was there.
            return .symbol(Unicode.Scalar(0x2400 + value)!)
        case 0x7F:
            return .symbol("\u{2421}")
        case 0x80..<0xA0:
            return .symbol(replacement)
        case 0xFE00...0xFE0F, 0xE0100...0xE01EF:
            // Variation selectors make terminals disagree about widths.
            return .drop
        default:
            break
        }
        // Bidi controls, zero-width characters, BOM, soft hyphen, tags: all format characters.
        // Latin to Armenian (but U+00AD) and CJK through Hangul hold none: skip the lookup.
        let mayBeFormat = !((value < 0x600 && value != 0xAD) || (value >= 0x3000 && value < 0xFE00))
        if mayBeFormat && scalar.properties.generalCategory == .format { return .drop }
        switch DisplayWidth.of(scalar) {
        case 0: return .mark
        case 1, 2: return .printable
        default: return .symbol(replacement)
        }
    }
}
