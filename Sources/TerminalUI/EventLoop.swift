import Browser
import CNcursesw
import Diagnostics
import Dispatch
import Theming
#if canImport(Glibc)
import Glibc
#endif

/// Keys, signals, timers and frames, all on the main queue: idle means no CPU at all.
///
/// Main actor only. Keys arrive from a read source on stdin (ncurses in `nodelay`, read until
/// ERR); frames are coalesced to one per main-queue turn; the spinner's timer runs only while
/// the shown model has a request in flight.
@MainActor
final class EventLoop {
    private let app: App
    private let session: TerminalSession
    private var sources: [any DispatchSourceProtocol] = []
    private var spinner: (any DispatchSourceTimer)?
    private var frameScheduled = false
    private var finish: CheckedContinuation<Void, Never>?
    private var input: (any DispatchSourceRead)?
    private var emptyWakeups = 0
    /// The signal that ended the loop (SIGINT, SIGTERM, SIGHUP), if one did.
    private(set) var endingSignal: Int32?

    private let theme: Theme
    private let colors: Bool

    init(app: App, theme: Theme, colors: Bool) throws {
        self.app = app
        self.theme = theme
        self.colors = colors
        session = try TerminalSession()
    }

    /// Runs until the user quits or a terminating signal arrives.
    func run() async {
        await withCheckedContinuation { continuation in
            finish = continuation
            start()
        }
    }

    private func start() {
        app.resize(session.size)
        app.colorMode = colors ? session.colors.mode : .noColor
        app.onNeedsDisplay = { [weak self] in self?.scheduleFrame() }

        let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        input.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.readKeys() } }
        self.input = input
        add(input)

        for signal in TerminalSession.handledSignals {
            let source = DispatchSource.makeSignalSource(signal: signal, queue: .main)
            source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.handle(signal: signal) } }
            add(source)
        }
        drawFrame()
        // Hidden hook for the end-to-end tests: a Swift trap must restore the terminal too.
        if getenv("PAGETTY_TEST_TRAP") != nil { fatalError("PAGETTY_TEST_TRAP is set") }
    }

    private func add(_ source: any DispatchSourceProtocol) {
        sources.append(source)
        source.resume()
    }

    private func readKeys() {
        var code: wint_t = 0
        var sawKey = false
        while true {
            let result = wget_wch(session.window, &code)
            if result == ERR { break }
            let key = KeyDecoder.key(code: UInt32(code), isFunctionKey: result == KEY_CODE_YES)
            if key == .other { continue }
            sawKey = true
            Trace.shared?.key(key.traceName)
            if let effect = app.handle(key) {
                guard perform(effect) else { return }
            }
        }
        if sawKey {
            emptyWakeups = 0
            drawFrame()
        } else if input?.data == 0 {
            // Readable with nothing to read, again and again: the terminal is gone. Without
            // this, a level-triggered source would spin on end of file.
            emptyWakeups += 1
            if emptyWakeups >= 3 { end(by: SIGHUP) }
        }
    }

    /// Carries out an effect; false when the loop has ended.
    private func perform(_ effect: AppEffect) -> Bool {
        switch effect {
        case .quit:
            stop()
            return false
        case .open(let url):
            URLOpener.open(url)
        case .copy(let url):
            Clipboard.copy(url)
        }
        return true
    }

    private func handle(signal: Int32) {
        switch signal {
        case SIGWINCH:
            app.resize(session.resize())
            drawFrame()
        case SIGTSTP:
            session.suspend()
            // Stops here until `fg`; SIGCONT then arrives and repaints.
            kill(getpid(), SIGSTOP)
            resumeAfterStop()
        case SIGCONT:
            resumeAfterStop()
        default:
            // SIGINT, SIGTERM, SIGHUP: end the loop like `q` so that the caller can still save
            // state (the remembered position) before it exits with the conventional 128 + n.
            end(by: signal)
        }
    }

    private func end(by signal: Int32) {
        guard finish != nil else { return }
        endingSignal = signal
        stop()
    }

    private func resumeAfterStop() {
        guard session.isSuspended else { return }
        session.resume()
        app.resize(session.resize())
        drawFrame()
        // The shell may put back the job's saved (cooked, echoing) modes around SIGCONT, after
        // ours: keys typed then would echo and wait for a newline. Take the modes again shortly.
        for delay in [0.05, 0.25] {
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
                MainActor.assumeIsolated { self?.session.reassertProgramMode() }
            }
        }
    }

    private func scheduleFrame() {
        guard !frameScheduled, finish != nil else { return }
        frameScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.drawFrame() }
        }
    }

    private func drawFrame() {
        frameScheduled = false
        guard finish != nil, !session.isSuspended else { return }
        let started = Trace.shared?.now
        let screen = app.frame()
        session.colors.beginFrame()
        var canvas = CursesCanvas(window: session.window, size: app.size, colors: session.colors, theme: theme)
        Renderer.render(screen, into: &canvas)
        wnoutrefresh(session.window)
        doupdate()
        if let trace = Trace.shared, let started {
            let loading = screen.rows.count { if case .item = $0 { false } else { true } }
            trace.frame(microseconds: Int((trace.now - started) * 1000), top: screen.firstRow,
                        rows: screen.rows.count, loadingRows: loading)
        }
        app.didDraw()
        updateSpinner()
    }

    private func updateSpinner() {
        if app.isBusy, spinner == nil {
            let timer = DispatchSource.makeTimerSource(queue: .main)
            timer.schedule(deadline: .now() + .milliseconds(100), repeating: .milliseconds(100))
            timer.setEventHandler { [weak self] in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    self.app.tick()
                    self.drawFrame()
                }
            }
            timer.resume()
            spinner = timer
        } else if !app.isBusy, let timer = spinner {
            timer.cancel()
            spinner = nil
        }
    }

    private func stop() {
        for source in sources { source.cancel() }
        sources.removeAll()
        spinner?.cancel()
        spinner = nil
        session.end()
        app.onNeedsDisplay = nil
        let continuation = finish
        finish = nil
        continuation?.resume()
    }
}
