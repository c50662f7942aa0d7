/// Text ready for cells: sanitised, measured and fitted to an exact number of columns.
///
/// The padding is kept as counts, not spaces, so that fitting a short name into a wide
/// column allocates nothing.
public struct TextRun: Sendable, Equatable {
    /// How the visible text is kept.
    public enum Storage: Sendable, Equatable {
        /// Printable ASCII, one byte per column (the common case, kept cheap).
        case ascii(String)
        /// Anything else, one glyph per cell (a wide glyph covers two).
        case glyphs([Glyph])
    }

    /// The text between the padding.
    public var storage: Storage
    /// Spaces before the text (right alignment).
    public var leadingSpaces: Int
    /// Columns it takes in all, padding included.
    public var width: Int

    /// Spaces after the text.
    public var trailingSpaces: Int { width - leadingSpaces - contentWidth }

    /// Untrusted `text` sanitised and fitted to exactly `width` columns: truncated with `…`
    /// (never splitting a wide character) or padded with spaces.
    public init(fitting text: String, width: Int, alignRight: Bool = false) {
        self = TextRun.fit(Sanitizer.clean(text), width: max(0, width), alignRight: alignRight)
    }

    /// Spaces.
    public static func blank(_ width: Int) -> TextRun {
        TextRun(storage: .ascii(""), leadingSpaces: 0, width: max(0, width))
    }

    private init(storage: Storage, leadingSpaces: Int, width: Int) {
        self.storage = storage
        self.leadingSpaces = leadingSpaces
        self.width = width
    }

    /// Columns of the text without padding.
    public var contentWidth: Int {
        switch storage {
        case .ascii(let text): return text.utf8.count
        case .glyphs(let glyphs): return glyphs.reduce(0) { $0 + $1.width }
        }
    }

    /// The run as one string with its padding (wide glyphs once), for tests and traces.
    public var string: String {
        let body: String
        switch storage {
        case .ascii(let text): body = text
        case .glyphs(let glyphs): body = glyphs.map(\.text).joined()
        }
        return String(repeating: " ", count: leadingSpaces) + body + String(repeating: " ", count: trailingSpaces)
    }

    private static func fit(_ clean: String, width: Int, alignRight: Bool) -> TextRun {
        if let asciiWidth = DisplayWidth.asciiWidth(clean) {
            if asciiWidth <= width {
                return TextRun(storage: .ascii(clean), leadingSpaces: alignRight ? width - asciiWidth : 0, width: width)
            }
            guard width > 0 else { return .blank(0) }
            var glyphs = clean.utf8.prefix(width - 1).map { Glyph(String(UnicodeScalar($0)), width: 1) }
            glyphs.append(.ellipsis)
            return TextRun(storage: .glyphs(glyphs), leadingSpaces: 0, width: width)
        }
        let glyphs = split(clean)
        let total = glyphs.reduce(0) { $0 + $1.width }
        if total <= width {
            return TextRun(storage: .glyphs(glyphs), leadingSpaces: alignRight ? width - total : 0, width: width)
        }
        guard width > 0 else { return .blank(0) }
        var kept: [Glyph] = []
        var used = 0
        for glyph in glyphs {
            guard used + glyph.width <= width - 1 else { break }
            kept.append(glyph)
            used += glyph.width
        }
        kept.append(.ellipsis)
        return TextRun(storage: .glyphs(kept), leadingSpaces: 0, width: width)
    }

    /// One glyph per spacing scalar, with the zero-width scalars after it attached.
    public static func split(_ clean: String) -> [Glyph] {
        var glyphs: [Glyph] = []
        for scalar in clean.unicodeScalars {
            let width = DisplayWidth.of(scalar)
            if width > 0 || glyphs.isEmpty {
                glyphs.append(Glyph(String(Character(scalar)), width: max(1, width)))
            } else {
                glyphs[glyphs.count - 1].text.unicodeScalars.append(scalar)
            }
        }
        return glyphs
    }
}
