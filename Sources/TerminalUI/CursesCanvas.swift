import Browser
import CNcursesw
import Images
import TerminalText
import Theming

/// A canvas on an ncurses window: cells go to the virtual screen, `doupdate` sends the difference.
///
/// Main actor only (ncurses is not thread-safe): made and used inside the event loop's frame.
struct CursesCanvas: Canvas {
    let window: UnsafeMutablePointer<WINDOW>
    let size: TerminalSize
    /// Pairs for picture cells and themed text; nil draws both without colour.
    let colors: CursesColors?
    /// Colours by role; the empty theme (the default, and under `NO_COLOR`) draws attributes only.
    var theme = Theme()

    private static let spaces = [CChar](repeating: 0x20, count: 256)

    mutating func draw(_ run: TextRun, x: Int, y: Int, style: Style, role: Role?) {
        guard y >= 0, y < size.rows, x >= 0, x < size.columns else { return }
        let (style, roleColors) = theme.paint(style, role: role)
        let attr = pt_attr(Int32(style.rawValue))
        var pair: Int32 = 0
        if let roleColors, let colors {
            pair = MainActor.assumeIsolated { colors.pair(for: roleColors) } ?? 0
        }
        var column = x
        fill(run.leadingSpaces, column: &column, y: y, attr: attr, pair: pair)
        switch run.storage {
        case .ascii(let text):
            let count = min(text.utf8.count, size.columns - column)
            guard count > 0 else { break }
            var text = text
            text.withUTF8 { bytes in
                bytes.withMemoryRebound(to: CChar.self) { chars in
                    _ = pt_put_ascii(window, Int32(y), Int32(column), chars.baseAddress, Int32(count), attr, pair)
                }
            }
            column += count
        case .glyphs(let glyphs):
            var wide: [wchar_t] = []
            for glyph in glyphs {
                guard column + glyph.width <= size.columns else { return }
                wide.removeAll(keepingCapacity: true)
                for scalar in glyph.text.unicodeScalars { wide.append(wchar_t(bitPattern: scalar.value)) }
                wide.append(0)
                _ = pt_put_glyph(window, Int32(y), Int32(column), wide, attr, pair)
                column += glyph.width
            }
        }
        fill(run.trailingSpaces, column: &column, y: y, attr: attr, pair: pair)
    }

    mutating func draw(_ glyph: CellGlyph, x: Int, y: Int) {
        guard y >= 0, y < size.rows, x >= 0, x < size.columns else { return }
        let character = wchar_t(bitPattern: glyph.character.unicodeScalars.first?.value ?? 0x20)
        // The pair is the colour; with none left the cell keeps its character, in default colours.
        let colors = self.colors
        let pair = MainActor.assumeIsolated { colors?.pair(for: glyph) } ?? 0
        _ = pt_put_colored(window, Int32(y), Int32(x), character, pair)
    }

    private func fill(_ count: Int, column: inout Int, y: Int, attr: attr_t, pair: Int32) {
        var left = min(count, size.columns - column)
        while left > 0 {
            let chunk = min(left, Self.spaces.count)
            Self.spaces.withUnsafeBufferPointer {
                _ = pt_put_ascii(window, Int32(y), Int32(column), $0.baseAddress, Int32(chunk), attr, pair)
            }
            column += chunk
            left -= chunk
        }
    }
}
