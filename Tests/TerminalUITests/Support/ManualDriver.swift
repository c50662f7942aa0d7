@testable import TerminalUI

/// A `LoopDriver` turned by hand, like swift-nio's `EmbeddedEventLoop`: the test says when
/// stdin is readable, which signal arrives, when the timer fires and when a turn ends.
@MainActor
final class ManualDriver: LoopDriver {
    typealias Work = @Sendable @MainActor () -> Void
    private var readable: Work?
    private var signal: (@Sendable @MainActor (Int32) -> Void)?
    private var tick: Work?
    private var turn: [Work] = []
    /// Delays asked for with `after`, in order (the work itself is dropped: no terminal to fix).
    private(set) var delays: [Duration] = []
    /// The interval of the running timer, nil when none runs.
    private(set) var timerInterval: Duration?
    /// Times the timer was started.
    private(set) var timerStarts = 0
    private(set) var isStopped = false
    /// What `pendingInput` reports at the next wake-up (0 is end of file).
    var pendingInput: UInt = 1
    /// Runs inside `start`, after the sources are set: to deliver an event during `run()`.
    var onStart: (@MainActor () -> Void)?

    func start(readable: @escaping Work, signal: @escaping @Sendable @MainActor (Int32) -> Void) {
        self.readable = readable
        self.signal = signal
        onStart?()
    }

    func startTimer(every interval: Duration, _ tick: @escaping Work) {
        precondition(self.tick == nil, "a second timer while one runs")
        self.tick = tick
        timerInterval = interval
        timerStarts += 1
    }

    func stopTimer() {
        tick = nil
        timerInterval = nil
    }

    func soon(_ work: @escaping Work) { turn.append(work) }
    func after(_ delay: Duration, _ work: @escaping Work) { delays.append(delay) }

    func stop() {
        isStopped = true
        readable = nil
        signal = nil
        stopTimer()
    }

    /// Work deferred to the end of this turn.
    var pendingWork: Int { turn.count }
    var isTimerRunning: Bool { tick != nil }

    /// Stdin became readable.
    func wakeInput() { readable?() }
    /// A signal arrived.
    func deliver(signal number: Int32) { signal?(number) }
    /// The timer fired once.
    func fireTimer() { tick?() }
    /// Ends the turn: runs what was deferred (and what that defers, next turn).
    func endTurn() {
        let work = turn
        turn = []
        for item in work { item() }
    }
}
