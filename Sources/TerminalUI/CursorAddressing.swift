import CTerminal

/// Whether a terminal can be drawn on at all: a full-screen browser moves the cursor (terminfo's
/// `cup`), which `TERM=dumb` (Emacs' shell buffer, some CI logs) and hard-copy terminals cannot.
///
/// Main actor: it loads terminfo through ncurses, whose current terminal is a global.
@MainActor
public enum CursorAddressing {
    /// Whether terminfo's entry for `term` (nil: `$TERM`) has `cup`; nil when there is no entry.
    /// `fd` is the terminal, for the size ncurses reads along the way.
    public static func supported(term: String?, fd: Int32 = 1) -> Bool? {
        let answer = term.map { pt_can_address_cursor($0, fd) } ?? pt_can_address_cursor(nil, fd)
        return answer < 0 ? nil : answer == 1
    }
}
