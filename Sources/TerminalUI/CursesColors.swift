import Browser
import CNcursesw
import Images
import Theming

/// The terminal's colours for pictures and theme roles: which mode to render in, and pairs made on demand.
///
/// Main actor only, like all of ncurses. Made once per session, after `start_color`.
@MainActor
final class CursesColors {
    /// How pictures are rendered on this terminal.
    let mode: ColorMode
    private var table: ColorPairTable

    /// Colours for the running terminal: `NO_COLOR` or fewer than 256 colours turn pictures
    /// off; `COLORTERM=truecolor` only gets 24-bit when terminfo has direct colour (2^24
    /// colours, e.g. xterm-direct), else pictures are rendered in the 256-colour palette.
    init(environment: [String: String]) {
        let colors = Int(pt_colors())
        var mode = ColorMode.detect(environment: environment, colors: colors)
        if colors < 256 { mode = .noColor }
        if mode == .truecolor, colors < 1 << 24 { mode = .palette256 }
        self.mode = mode
        table = ColorPairTable(limit: Int(pt_color_pairs()))
    }

    /// Starts a frame (pairs used from now are on screen).
    func beginFrame() {
        table.beginFrame()
    }

    /// The pair for a glyph's colours, made now if new; nil to draw without colour.
    func pair(for glyph: CellGlyph) -> Int32? {
        pair(foreground: number(glyph.foreground), background: number(glyph.background))
    }

    /// The pair for a theme role's colours (from the same table as pictures), nil to draw
    /// without colour. Works on 8- and 16-colour terminals too: a colour the terminal cannot
    /// show is left at its default, and `#rrggbb` takes the nearest palette colour unless
    /// the terminal has direct colour.
    func pair(for role: RoleColors) -> Int32? {
        let colors = Int(pt_colors())
        guard colors > 0 else { return nil }
        func number(_ color: TerminalColor?) -> Int32 {
            switch color {
            case nil: return -1
            case .indexed(let index)? where colors >= 1 << 24 && index >= 8:
                // Direct-colour terminfo (xterm-direct) reads numbers from 8 up as packed RGB.
                return self.number(.rgb(XtermPalette.color(of: index)))
            case .indexed(let index)?: return Int(index) < colors ? Int32(index) : -1
            case .rgb(let rgb)?:
                if colors >= 1 << 24 { return self.number(color) }
                return colors >= 256 ? Int32(XtermPalette.index(of: rgb)) : -1
            }
        }
        return pair(foreground: number(role.foreground), background: number(role.background))
    }

    private func pair(foreground: Int32, background: Int32) -> Int32? {
        guard let assignment = table.pair(foreground: foreground, background: background) else { return nil }
        if assignment.isNew, pt_init_pair(assignment.pair, foreground, background) == ERR { return nil }
        return assignment.pair
    }

    private func number(_ color: TerminalColor?) -> Int32 {
        switch color {
        case nil: return -1
        case .indexed(let index)?: return Int32(index)
        case .rgb(let rgb)?: return Int32(rgb.red) << 16 | Int32(rgb.green) << 8 | Int32(rgb.blue)
        }
    }
}
