import Browser
import Images

/// The terminal as the event loop sees it: keys to read, frames to draw, suspend and resume.
/// `CursesTerminal` is the real one; tests record frames instead.
///
/// Main actor only, like all of ncurses.
@MainActor
protocol LoopTerminal: AnyObject {
    /// The terminal's size now.
    var size: TerminalSize { get }
    /// How pictures and the theme may be coloured on this terminal.
    var colorMode: ColorMode { get }
    /// Whether the process is stopped (SIGTSTP) and the terminal handed back to the shell.
    var isSuspended: Bool { get }
    /// The next key typed, or nil when none is waiting.
    func nextKey() -> Key?
    /// Takes the new size after SIGWINCH or a resume.
    func resize() -> TerminalSize
    /// Hands the terminal back and stops the process until SIGCONT.
    func suspendAndStop()
    /// Takes the terminal back after a stop.
    func resume()
    /// Puts the program's terminal modes back (the shell may restore its own around SIGCONT).
    func reassertProgramMode()
    /// Draws one frame and sends the difference to the terminal.
    func draw(_ screen: Screen, size: TerminalSize)
    /// Restores the user's terminal.
    func end()
}
