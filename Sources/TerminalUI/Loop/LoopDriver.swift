/// Where the event loop's inputs come from: stdin readiness, signals, the spinner's timer and
/// deferred work. `DispatchDriver` delivers them from dispatch sources on the main queue;
/// tests deliver them by hand (like swift-nio's `EmbeddedEventLoop`).
///
/// Main actor only: every callback runs on the main actor, one at a time.
@MainActor
protocol LoopDriver: AnyObject {
    /// Starts delivering `readable` when stdin has bytes and `signal` for each handled signal.
    func start(readable: @escaping @Sendable @MainActor () -> Void,
               signal: @escaping @Sendable @MainActor (Int32) -> Void)
    /// Bytes stdin reported readable at the last wake-up (0 at end of file).
    var pendingInput: UInt { get }
    /// Calls `tick` every `interval` until `stopTimer()`; at most one timer runs.
    func startTimer(every interval: Duration, _ tick: @escaping @Sendable @MainActor () -> Void)
    /// Stops the timer, if one runs.
    func stopTimer()
    /// Runs `work` on the next turn of the loop, after what is being handled now.
    func soon(_ work: @escaping @Sendable @MainActor () -> Void)
    /// Runs `work` after `delay`.
    func after(_ delay: Duration, _ work: @escaping @Sendable @MainActor () -> Void)
    /// Stops every source and the timer; nothing more is delivered.
    func stop()
}
