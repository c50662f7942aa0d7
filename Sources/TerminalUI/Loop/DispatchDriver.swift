import CTerminal
import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// The live `LoopDriver`: a read source on stdin, signal sources and a timer, all on the main
/// queue, so that idle means no CPU at all.
///
/// Main actor only; the sources' handlers run on the main queue.
@MainActor
final class DispatchDriver: LoopDriver {
    private var sources: [any DispatchSourceProtocol] = []
    private var input: (any DispatchSourceRead)?
    private var timer: (any DispatchSourceTimer)?
    /// The descriptor keys are read from (stdin, or /dev/tty for the picker).
    private let inputDescriptor: Int32
    /// The signalfd the handled signals wait in (`TerminalSession.signals`), closed by its read
    /// source once cancelled (dispatch needs the descriptor open until then); nil: a dispatch
    /// source for each.
    private let signalDescriptor: Int32?

    init(input: Int32 = STDIN_FILENO, signals: Int32? = nil) {
        inputDescriptor = input
        signalDescriptor = signals
    }

    func start(readable: @escaping @Sendable @MainActor () -> Void,
               signal: @escaping @Sendable @MainActor (Int32) -> Void) {
        let input = DispatchSource.makeReadSource(fileDescriptor: inputDescriptor, queue: .main)
        input.setEventHandler { MainActor.assumeIsolated { readable() } }
        self.input = input
        add(input)
        if let descriptor = signalDescriptor {
            let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
            source.setEventHandler {
                MainActor.assumeIsolated {
                    while case let number = pt_signal_take(descriptor), number > 0 { signal(number) }
                }
            }
            source.setCancelHandler { close(descriptor) }
            return add(source)
        }
        for number in TerminalSession.handledSignals {
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { MainActor.assumeIsolated { signal(number) } }
            add(source)
        }
    }

    var pendingInput: UInt { input?.data ?? 0 }

    func startTimer(every interval: Duration, _ tick: @escaping @Sendable @MainActor () -> Void) {
        guard timer == nil else { return }
        let milliseconds = Int(interval / .milliseconds(1))
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + .milliseconds(milliseconds), repeating: .milliseconds(milliseconds))
        timer.setEventHandler { MainActor.assumeIsolated { tick() } }
        timer.resume()
        self.timer = timer
    }

    func stopTimer() {
        timer?.cancel()
        timer = nil
    }

    func soon(_ work: @escaping @Sendable @MainActor () -> Void) {
        DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
    }

    func after(_ delay: Duration, _ work: @escaping @Sendable @MainActor () -> Void) {
        let milliseconds = Int(delay / .milliseconds(1))
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(milliseconds)) {
            MainActor.assumeIsolated { work() }
        }
    }

    func stop() {
        for source in sources { source.cancel() }
        sources.removeAll()
        input = nil
        stopTimer()
    }

    private func add(_ source: any DispatchSourceProtocol) {
        sources.append(source)
        source.resume()
    }
}
