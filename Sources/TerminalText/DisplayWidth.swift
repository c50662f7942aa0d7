import CTextWidth

/// Display columns of text, measured the way the C library (and so ncurses) measures them.
///
/// Pure and thread-safe once the locale is set; the first use makes LC_CTYPE UTF-8.
public enum DisplayWidth {
    private static let utf8Ready: Bool = pt_ensure_utf8_ctype() == 1

    /// Columns one scalar takes: 0 (combining), 1, 2 (wide), or -1 (not printable).
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return 1 }
        _ = utf8Ready
        return Int(pt_scalar_width(value))
    }

    /// Columns a sanitised string takes: the sum over its scalars.
    public static func of(_ text: String) -> Int {
        if let ascii = asciiWidth(text) { return ascii }
        var total = 0
        for scalar in text.unicodeScalars { total += max(0, of(scalar)) }
        return total
    }

    /// Makes LC_CTYPE UTF-8 if the environment's is not; true when it is.
    @discardableResult
    public static func prepareLocale() -> Bool { pt_ensure_utf8_ctype() == 1 }

    /// The width of printable ASCII text, or nil when the text has anything else.
    static func asciiWidth(_ text: String) -> Int? {
        var count = 0
        for byte in text.utf8 {
            guard byte >= 0x20 && byte < 0x7F else { return nil }
            count += 1
        }
        return count
    }
}
