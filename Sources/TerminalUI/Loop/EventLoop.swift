import Browser
import CTerminal
import Diagnostics
#if canImport(Glibc)
import Glibc
#endif

/// Keys, signals, timers and frames: drives an `App` from a `LoopDriver` onto a `LoopTerminal`.
///
/// Main actor only. Keys are read until none is left at each stdin wake-up; frames are
/// coalesced to one per turn of the loop; the spinner's timer runs only while the shown model
/// has a request in flight. Live, the driver is `DispatchDriver` (main queue, idle means no
/// CPU) and the terminal `CursesTerminal`; tests pass doubles and turn the loop by hand.
@MainActor
final class EventLoop {
    /// The spinner's phase length.
    static let spinnerInterval = Duration.milliseconds(100)

    private let app: App
    private let terminal: any LoopTerminal
    private let driver: any LoopDriver
    /// The terminal's output descriptor, for OSC 52 (never stdout while picking).
    private let output: Int32
    private var frameScheduled = false
    private var ticking = false
    private var finish: CheckedContinuation<Void, Never>?
    private var emptyWakeups = 0
    /// Whether the loop started and has not ended.
    private(set) var isRunning = false
    /// The signal that ended the loop (SIGINT, SIGTERM, SIGHUP), if one did.
    private(set) var endingSignal: Int32?

    init(app: App, terminal: any LoopTerminal, driver: any LoopDriver, output: Int32 = STDOUT_FILENO) {
        self.output = output
        self.app = app
        self.terminal = terminal
        self.driver = driver
    }

    /// Runs until the user quits or a terminating signal arrives.
    func run() async {
        await withCheckedContinuation { continuation in
            finish = continuation
            start()
        }
    }

    /// Sizes the app, starts the driver and draws the first frame; `run()` calls it, tests may
    /// call it directly and then deliver events through their driver.
    func start() {
        isRunning = true
        app.resize(terminal.size)
        app.colorMode = terminal.colorMode
        app.onNeedsDisplay = { [weak self] in self?.scheduleFrame() }
        driver.start(readable: { [weak self] in self?.readKeys() },
                     signal: { [weak self] in self?.handle(signal: $0) })
        drawFrame()
        // Hidden hook for the end-to-end tests: a Swift trap, or a stack overflow, must restore the terminal too.
        if let trap = getenv("PAGETTY_TEST_TRAP") {
            if String(cString: trap) == "stack" { pt_test_overflow_stack() }
            fatalError("PAGETTY_TEST_TRAP is set")
        }
    }

    private func readKeys() {
        var sawKey = false
        while let key = terminal.nextKey() {
            sawKey = true
            Trace.shared?.key(key.traceName)
            if let effect = app.handle(key) {
                guard perform(effect) else { return }
            }
        }
        if sawKey {
            emptyWakeups = 0
            drawFrame()
        } else if driver.pendingInput == 0 {
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
            let app = self.app
            let problem = URLOpener.open(url) { outcome in
                Task { @MainActor in app.replaceNotice(App.openingNotice, with: outcome) }
            }
            if let problem { app.replaceNotice(App.openingNotice, with: problem) }
        case .copy(let url):
            Clipboard.copy(url, to: output)
        }
        return true
    }

    private func handle(signal: Int32) {
        switch signal {
        case SIGWINCH:
            app.resize(terminal.resize())
            drawFrame()
        case SIGTSTP:
            // The stop may reach this thread a moment after `kill` returns (another thread takes
            // it first): resuming here would paint before the stop and leave nothing to repaint
            // after `fg`. SIGCONT always follows the stop, so it is SIGCONT that takes the terminal back.
            terminal.suspendAndStop()
        case SIGCONT:
            resumeAfterStop()
        default:
            // SIGINT, SIGTERM, SIGHUP: end the loop like `q` so that the caller can still save
            // state (the remembered position) before it exits with the conventional 128 + n.
            end(by: signal)
        }
    }

    private func end(by signal: Int32) {
        guard isRunning else { return }
        endingSignal = signal
        stop()
    }

    private func resumeAfterStop() {
        guard terminal.isSuspended else { return }
        terminal.resume()
        app.resize(terminal.resize())
        drawFrame()
        // The shell may put back the job's saved (cooked, echoing) modes around SIGCONT, after
        // ours: keys typed then would echo and wait for a newline. Take the modes again shortly.
        for delay in [Duration.milliseconds(50), .milliseconds(250)] {
            driver.after(delay) { [weak self] in self?.terminal.reassertProgramMode() }
        }
    }

    private func scheduleFrame() {
        guard !frameScheduled, isRunning else { return }
        frameScheduled = true
        driver.soon { [weak self] in self?.drawFrame() }
    }

    private func drawFrame() {
        frameScheduled = false
        guard isRunning, !terminal.isSuspended else { return }
        if app.endRequested { return stop() }
        let started = Trace.shared?.now
        let screen = app.frame()
        terminal.draw(screen, size: app.size)
        if let trace = Trace.shared, let started {
            let loading = screen.rows.count { if case .item = $0 { false } else { true } }
            trace.frame(microseconds: Int((trace.now - started) * 1000), top: screen.firstRow,
                        rows: screen.rows.count, loadingRows: loading)
        }
        app.didDraw()
        updateSpinner()
    }

    private func updateSpinner() {
        if app.isBusy, !ticking {
            ticking = true
            driver.startTimer(every: Self.spinnerInterval) { [weak self] in
                guard let self else { return }
                self.app.tick()
                self.drawFrame()
            }
        } else if !app.isBusy, ticking {
            ticking = false
            driver.stopTimer()
        }
    }

    private func stop() {
        isRunning = false
        driver.stop()
        ticking = false
        terminal.end()
        app.onNeedsDisplay = nil
        let continuation = finish
        finish = nil
        continuation?.resume()
    }
}
