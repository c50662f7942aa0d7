import CTerminal
#if canImport(Glibc)
import Glibc
#endif

/// Where the browser reads keys and draws: the process's stdin and stdout, or the controlling
/// terminal itself (/dev/tty), which the picker uses so that stdout stays free for its result.
///
/// A plain value; any thread. The descriptors of `controllingTerminal` are opened by `open()`
/// and stay open until the process ends (ncurses keeps FILE*s over copies of them).
public enum TerminalDevice: Sendable, Equatable {
    /// Keys from fd 0, the screen to fd 1 (both must be terminals).
    case standardStreams
    /// Keys from and the screen to /dev/tty, whatever stdin and stdout are.
    case controllingTerminal

    /// The input and output descriptors, opened; throws when they are not a terminal.
    func open() throws(TerminalError) -> (input: Int32, output: Int32) {
        switch self {
        case .standardStreams:
            guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
            return (STDIN_FILENO, STDOUT_FILENO)
        case .controllingTerminal:
            let fd = pt_open_controlling_terminal()
            guard fd >= 0 else { throw .noControllingTerminal }
            guard isatty(fd) == 1 else {
                close(fd)
                throw .noControllingTerminal
            }
            return (fd, fd)
        }
    }
}
