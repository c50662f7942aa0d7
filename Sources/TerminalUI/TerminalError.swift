/// Why the terminal browser could not start.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// Standard input or output is not a terminal.
    case notATerminal
    /// The process has no controlling terminal (/dev/tty) to draw the picker on.
    case noControllingTerminal
    /// ncurses could not set up the terminal for the TERM read (nil: not set), most often one
    /// with no terminfo entry here.
    case cannotInitialise(term: String?)
    /// TERM names a terminal that cannot move the cursor (no `cup`: dumb, Emacs' shell buffer).
    case cannotAddressCursor(term: String)

    public var description: String {
        switch self {
        case .notATerminal: return "pagetty: the browser needs a terminal on standard input and output (--print writes plain lines)"
        case .noControllingTerminal: return "pagetty: --pick needs a terminal to draw on, and this process has none (/dev/tty)"
        case .cannotInitialise(let term?):
            return "pagetty: cannot set up the terminal TERM=\(term) (no terminfo entry for it here? TERM=xterm-256color is common)"
        case .cannotInitialise(nil):
            return "pagetty: cannot set up the terminal: TERM is not set (TERM=xterm-256color is common)"
        case .cannotAddressCursor(let term):
            return "pagetty: TERM=\(term) cannot move the cursor, which the browser needs; use a full-screen terminal, or --print for plain lines"
        }
    }
}
