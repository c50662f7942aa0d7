/// Text ready for cells: sanitised, measured and fitted to an exact number of columns.
public struct TextRun: Sendable, Equatable {
    /// How the text is kept.
    public enum Storage: Sendable, Equatable {
        /// Printable ASCII, one byte per column (the common case, kept cheap).
        case ascii(String)
        /// Anything else, one glyph per cell (a wide glyph covers two).
        case glyphs([Glyph])
    }

    /// The content.
    public var storage: Storage
    /// Columns it takes.
    public var width: Int

    /// Untrusted `text` sanitised and fitted to exactly `width` columns: truncated with `…`
    /// (never splitting a wide character) or padded with spaces.
    public init(fitting text: String, width: Int, alignRight: Bool = false) {
        self = TextRun.fit(Sanitizer.clean(text), width: max(0, width), alignRight: alignRight)
    }

    /// Spaces.
    public static func blank(_ width: Int) -> TextRun {
        TextRun(storage: .ascii(String(repeating: " ", count: max(0, width))), width: max(0, width))
    }

    private init(storage: Storage, width: Int) {
        self.storage = storage
        self.width = width
    }

    /// The text as one string (wide glyphs once), for tests and traces.
    public var string: String {
        switch storage {
        case .ascii(let text): return text
        case .glyphs(let glyphs): return glyphs.map(\.text).joined()
        }
    }

    private static func fit(_ clean: String, width: Int, alignRight: Bool) -> TextRun {
        if let asciiWidth = DisplayWidth.asciiWidth(clean) {
            let body: Substring
            if asciiWidth <= width {
                body = Substring(clean)
            } else if width == 0 {
                body = ""
            } else {
                return TextRun(storage: .glyphs(clean.utf8.prefix(width - 1).map { Glyph(String(UnicodeScalar($0)), width: 1) } + [.ellipsis]),
                               width: width)
            }
            let pad = String(repeating: " ", count: width - body.utf8.count)
            return TextRun(storage: .ascii(alignRight ? pad + body : body + pad), width: width)
        }
        let glyphs = split(clean)
        let total = glyphs.reduce(0) { $0 + $1.width }
        var kept: [Glyph]
        var used: Int
        if total <= width {
            kept = glyphs
            used = total
        } else {
            kept = []
            used = 0
            if width > 0 {
                for glyph in glyphs {
                    guard used + glyph.width <= width - 1 else { break }
                    kept.append(glyph)
                    used += glyph.width
                }
                kept.append(.ellipsis)
                used += 1
            }
        }
        let pad = [Glyph](repeating: .space, count: width - used)
        return TextRun(storage: .glyphs(alignRight ? pad + kept : kept + pad), width: width)
    }

    /// One glyph per spacing scalar, with the zero-width scalars after it attached.
    static func split(_ clean: String) -> [Glyph] {
        var glyphs: [Glyph] = []
        var current = String.UnicodeScalarView()
        var currentWidth = 0
        for scalar in clean.unicodeScalars {
            let width = DisplayWidth.of(scalar)
            if width > 0 || current.isEmpty {
                if !current.isEmpty { glyphs.append(Glyph(String(current), width: currentWidth)) }
                current = String.UnicodeScalarView([scalar])
                currentWidth = max(1, width)
            } else {
                current.append(scalar)
            }
        }
        if !current.isEmpty { glyphs.append(Glyph(String(current), width: currentWidth)) }
        return glyphs
    }
}
