import Browser
import CNcursesw
import Images
import Theming
#if canImport(Glibc)
import Glibc
#endif

/// The real terminal for the event loop: a `TerminalSession` drawn with `CursesCanvas`.
///
/// Main actor only, like all of ncurses.
@MainActor
final class CursesTerminal: LoopTerminal {
    private let session: TerminalSession
    private let theme: Theme
    private let colors: Bool
    /// A key read after an Esc that was not part of an Alt key: the next one to hand out.
    private var readAhead: Key?

    /// Enters curses mode; `colors` false draws neither pictures nor the theme.
    init(theme: Theme, colors: Bool, device: TerminalDevice = .standardStreams) throws {
        session = try TerminalSession(device: device)
        self.theme = theme
        self.colors = colors
    }

    var size: TerminalSize { session.size }
    /// The descriptors keys come from and the screen goes to.
    var input: Int32 { session.input }
    var output: Int32 { session.output }
    /// The signalfd the handled signals wait in (Linux), nil where dispatch sources take them.
    var signals: Int32? { session.signals }
    var colorMode: ColorMode { colors ? session.colors.mode : .noColor }
    var isSuspended: Bool { session.isSuspended }

    func nextKey() -> Key? {
        while true {
            guard let read = readAhead.take() ?? readKey() else { return nil }
            // ncurses gave up on Esc as a sequence's start (ESCDELAY): Alt+key arrives as two keys.
            let (key, rest) = read == .escape ? KeyDecoder.combine(read, next: readKey()) : (read, nil)
            readAhead = rest
            if key != .other { return key }
        }
    }

    /// One key from ncurses (`.other` for ones the browser has no use for), or nil when none waits.
    private func readKey() -> Key? {
        var code: wint_t = 0
        let result = wget_wch(session.window, &code)
        if result == ERR { return nil }
        return KeyDecoder.key(code: UInt32(code), isFunctionKey: result == KEY_CODE_YES)
    }

    func resize() -> TerminalSize { session.resize() }

    func suspendAndStop() {
        session.suspend()
        // Stops here until `fg`; SIGCONT then arrives and repaints.
        kill(getpid(), SIGSTOP)
    }

    func resume() { session.resume() }
    func reassertProgramMode() { session.reassertProgramMode() }

    func draw(_ screen: Screen, size: TerminalSize) {
        session.colors.beginFrame()
        var canvas = CursesCanvas(window: session.window, size: size, colors: session.colors, theme: theme)
        Renderer.render(screen, into: &canvas)
        wnoutrefresh(session.window)
        doupdate()
    }

    func end() { session.end() }
}
