import Images
import TerminalText

/// Colours by role, from `[theme]`: the renderer names roles, the terminal canvas paints them.
///
/// A plain value; any thread. The empty theme draws attributes only, exactly as without a config.
public struct Theme: Sendable, Equatable {
    /// The colours of each role given one.
    public private(set) var colors: [Role: RoleColors]

    /// A theme with these colours (empty: attributes only).
    public init(_ colors: [Role: RoleColors] = [:]) {
        self.colors = colors
    }

    /// Reads `[theme]` entries such as `selection = "white on blue"`, `error = "bright-red"`,
    /// `status = "on 236"`: a foreground, a background after `on`, or both.
    public init(parsing entries: [String: String]) throws(ThemeError) {
        var colors: [Role: RoleColors] = [:]
        // Sorted, so that the first bad entry reported is the same every run.
        for key in entries.keys.sorted() {
            guard let role = Role(rawValue: key) else { throw .unknownRole(key) }
            guard let pair = Self.pair(entries[key]!) else { throw .badColor(role: key, value: entries[key]!) }
            colors[role] = pair
        }
        self.colors = colors
    }

    /// `FG`, `on BG` or `FG on BG`; nil when malformed.
    static func pair(_ text: String) -> RoleColors? {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        switch words.count {
        case 1:
            guard let fg = ColorName.parse(words[0]) else { return nil }
            return RoleColors(foreground: fg.terminalColor)
        case 2 where words[0].lowercased() == "on":
            guard let bg = ColorName.parse(words[1]) else { return nil }
            return RoleColors(background: bg.terminalColor)
        case 3 where words[1].lowercased() == "on":
            guard let fg = ColorName.parse(words[0]), let bg = ColorName.parse(words[2]) else { return nil }
            return RoleColors(foreground: fg.terminalColor, background: bg.terminalColor)
        default:
            return nil
        }
    }

    /// How to draw a run of `role` in `style`: the attributes, and the colours if the role has
    /// any. A role given a background drops reverse video, since its colours now say it
    /// (`selection = "white on blue"` is white on blue, not blue on white); one given only a
    /// foreground keeps it, so `selection = "red"` is a red bar.
    public func paint(_ style: Style, role: Role?) -> (style: Style, colors: RoleColors?) {
        guard let role, let colors = colors[role] else { return (style, nil) }
        return (colors.background == nil ? style : style.subtracting(.reverse), colors)
    }
}
