import Browser
import CNcursesw
import CTerminal
import Foundation
#if canImport(Glibc)
import Glibc
import TerminalText
#endif

/// The terminal while the browser owns it: curses modes on entry, the user's settings back on exit.
///
/// Main actor only. The signals the browser handles are ignored at the process level, so that
/// neither ncurses nor the default action takes them. On Linux they are also blocked on the main
/// thread (every thread it starts inherits that) and wait in `signals`, a signalfd the event loop
/// reads: the kernel asks the main thread whether a signal is ignored, so one sent before the loop
/// reads them waits instead of being dropped. Elsewhere dispatch sources receive them.
@MainActor
final class TerminalSession {
    /// Signals handled by the event loop.
    static let handledSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGWINCH]

    let window: UnsafeMutablePointer<WINDOW>
    /// Where keys come from and the screen goes (the same descriptor on /dev/tty).
    let input: Int32
    let output: Int32
    /// Picture colours for this terminal.
    let colors: CursesColors
    /// The signalfd the handled signals wait in (Linux); nil where dispatch sources take them.
    let signals: Int32?
    private(set) var isSuspended = false
    private var isEnded = false

    /// Enters curses mode on `device`.
    init(device: TerminalDevice = .standardStreams) throws {
        (input, output) = try device.open()
        // ncurses would draw on it all the same, a garbled screen: said in one line instead.
        if CursorAddressing.supported(term: nil, fd: output) == false {
            throw TerminalError.cannotAddressCursor(term: ProcessInfo.processInfo.environment["TERM"] ?? "")
        }
        setlocale(LC_ALL, "")
        DisplayWidth.prepareLocale()
        _ = pt_term_save(input)
        pt_term_set_output(output)
        // Before newterm: ncurses installs its own handlers only where the disposition is the default.
        signals = Self.holdSignals()
        for signal in Self.handledSignals { Glibc.signal(signal, SIG_IGN) }
        Glibc.signal(SIGPIPE, SIG_IGN)
        pt_install_fatal_handlers()
        let screen = device == .standardStreams ? pt_newterm() : pt_newterm_on(input, output)
        guard screen != nil, let window = pt_stdscr() else {
            pt_term_restore_modes()
            Self.restoreDefaultSignals(signals, closing: true)
            throw TerminalError.cannotInitialise(term: ProcessInfo.processInfo.environment["TERM"])
        }
        self.window = window
        _ = pt_start_colors()
        colors = CursesColors(environment: ProcessInfo.processInfo.environment)
        cbreak()  // not raw(): Ctrl-C and Ctrl-Z stay signals
        // cbreak keeps XON/XOFF: Ctrl-S would stop the output, and the next frame's write would
        // block the main thread, which carries every transfer. Kept as curses' program mode, so
        // that `fg` and `reset_prog_mode` keep it too (vim and raw-mode tools do the same).
        _ = pt_term_no_flow_control(input)
        def_prog_mode()
        noecho()
        nonl()
        intrflush(window, false)
        keypad(window, true)
        nodelay(window, true)
        leaveok(window, true)
        curs_set(0)
        set_escdelay(25)
        pt_enable_mouse()
    }

    /// The terminal's size now (from the kernel, not ncurses' idea of it).
    var size: TerminalSize {
        var rows: Int32 = 0
        var columns: Int32 = 0
        if pt_terminal_size(output, &rows, &columns) == 0, rows > 0, columns > 0 {
            return TerminalSize(columns: Int(columns), rows: Int(rows))
        }
        return TerminalSize(columns: Int(pt_cols()), rows: Int(pt_lines()))
    }

    /// Tells ncurses the new size after SIGWINCH.
    func resize() -> TerminalSize {
        let size = self.size
        resizeterm(Int32(size.rows), Int32(size.columns))
        return size
    }

    /// Gives the terminal back before the process stops (Ctrl-Z).
    func suspend() {
        guard !isSuspended, !isEnded else { return }
        isSuspended = true
        endwin()
        pt_term_restore_modes()
    }

    /// Takes the terminal again after `fg`; the next frame repaints every cell.
    func resume() {
        guard isSuspended else { return }
        isSuspended = false
        reset_prog_mode()
        clearok(pt_curscr(), true)
    }

    /// Sets curses' terminal modes again, in case another process changed them while we ran.
    func reassertProgramMode() {
        guard !isSuspended, !isEnded else { return }
        reset_prog_mode()
    }

    /// Gives the terminal back for good.
    func end() {
        guard !isEnded else { return }
        isEnded = true
        if !isSuspended { endwin() }
        pt_term_restore_modes()
        Self.restoreDefaultSignals(signals)
    }

    /// Blocks the handled signals on this thread and opens the signalfd they wait in; nil (and
    /// nothing blocked) where there is none.
    private static func holdSignals() -> Int32? {
        #if os(Linux)
        var these = handledSet
        pthread_sigmask(SIG_BLOCK, &these, nil)
        let descriptor = handledSignals.withUnsafeBufferPointer { pt_signal_fd($0.baseAddress, Int32($0.count)) }
        if descriptor >= 0 { return descriptor }
        pthread_sigmask(SIG_UNBLOCK, &these, nil)
        #endif
        return nil
    }

    /// After the browser: Ctrl-C and friends act on the process again as usual. A signal that
    /// came after the loop stopped reading and before this is dropped, as one ignored then always
    /// was; one after it takes its default action. The signalfd stays open for the event loop's
    /// read source, which closes it once cancelled (`DispatchDriver`); `closing` closes it here
    /// when no loop ever read it.
    private static func restoreDefaultSignals(_ descriptor: Int32?, closing: Bool = false) {
        if let descriptor {
            while pt_signal_take(descriptor) > 0 {}
            if closing { close(descriptor) }
        }
        for signal in handledSignals { Glibc.signal(signal, SIG_DFL) }
        #if os(Linux)
        if descriptor != nil {
            var these = handledSet
            pthread_sigmask(SIG_UNBLOCK, &these, nil)
        }
        #endif
    }

    /// `handledSignals` as a set.
    private static var handledSet: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in handledSignals { sigaddset(&set, signal) }
        return set
    }
}
