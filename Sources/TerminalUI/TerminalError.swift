/// Why the terminal browser could not start.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// Standard input or output is not a terminal.
    case notATerminal
    /// ncurses could not set up the terminal (unknown TERM?).
    case cannotInitialise

    public var description: String {
        switch self {
        case .notATerminal: return "pagetty needs a terminal on standard input and output"
        case .cannotInitialise: return "cannot set up the terminal (is TERM right?)"
        }
    }
}
