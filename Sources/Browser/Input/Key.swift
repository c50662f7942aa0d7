/// A key press or mouse event, decoded from the terminal.
public enum Key: Sendable, Hashable {
    /// A printable character.
    case character(Character)
    /// Ctrl and a letter ("d" for Ctrl-D).
    case control(Character)
    /// Alt and a printable character (the terminal sends Esc then the character).
    case alt(Character)
    case up, down, left, pageUp, pageDown, home, end
    case enter, escape, tab, backTab, backspace
    /// The wheel, `rows` at a time (negative is up).
    case wheel(Int)
    /// A click on screen row `y`.
    case click(y: Int)
    /// A key the browser has no use for.
    case other

    /// A short name for traces: "j", "C-d", "down".
    public var traceName: String {
        switch self {
        case .character(let c): return String(c)
        case .control(let c): return "C-\(c)"
        case .alt(let c): return "M-\(c)"
        case .wheel(let rows): return "wheel\(rows)"
        case .click(let y): return "click\(y)"
        default: return "\(self)"
        }
    }
}
