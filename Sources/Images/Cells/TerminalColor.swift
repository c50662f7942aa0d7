/// A colour as the terminal is told it.
public enum TerminalColor: Sendable, Hashable {
    /// 24-bit colour (`ESC[38;2;r;g;bm`; ncurses: a direct-colour pair or `init_extended_color`).
    case rgb(RGB)
    /// An xterm 256-colour index (`ESC[38;5;nm`; ncurses: colour number n).
    case indexed(UInt8)
}
