import CTerminal
import Foundation
import Synchronization

/// Pipe mode's SIGINT, SIGTERM and SIGHUP end the process between two writes to stdout, never
/// inside one, so what the reader got ends with a whole line.
///
/// Why: a write to a full pipe blocks, and the signals' default action killed the process inside
/// it, leaving half a row (`{"id":53,"title":"ite`) to `timeout 60 pagetty … | jq`. Every write
/// holds whole lines (`PipeRunner` cuts its chunks after a line), so ending between writes ends
/// after a line. A second signal while a write is still blocked ends the process at once: a
/// reader that never reads again cannot hold it forever.
///
/// The process still ends by the signal itself (re-raised with its default action), so the
/// shell's `$?` is 128 + n as before.
///
/// On Linux the signals stay blocked on every thread and wait in a signalfd, read under the same
/// lock as the count of writes: by a thread of its own as they come, and by each write as it
/// returns. So a signal sent while a write is under way ends the process when that write
/// returns, however late the watching thread wakes, and none is lost or waits for the main
/// thread (which may be busy). Elsewhere they come through dispatch sources on the main queue.
///
/// Threading: writes run on any thread and announce themselves through `during`; the shared
/// state is behind a mutex.
enum PipeSignals {
    /// The signals handled; the others keep their default action.
    static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Writes in progress, and the signal that came while one was.
    private static let state = Mutex<(writing: Int, pending: Int32?)>((0, nil))

    /// The signalfd the handled signals wait in (Linux), -1 before `install`.
    private static let arrivals = Atomic<Int32>(-1)

    /// The last line said when a signal ends the dump (where it stopped, and `--resume`); nil says nothing.
    private static let farewellLine = Mutex<(@Sendable () -> String?)?>(nil)

    /// The provider of the line said on the way out by a signal.
    static var farewell: (@Sendable () -> String?)? {
        get { farewellLine.withLock { $0 } }
        set { farewellLine.withLock { $0 = newValue } }
    }

    #if os(Linux)
    /// Takes the signals over for pipe mode; once, before the first write.
    @MainActor static func install() {
        guard arrivals.load(ordering: .acquiring) < 0 else { return }
        var these = sigset_t()
        sigemptyset(&these)
        for number in handled { sigaddset(&these, number) }
        // On the main thread, before it starts the writers and the watcher, which inherit it
        // (dispatch's threads block every signal already).
        pthread_sigmask(SIG_BLOCK, &these, nil)
        let descriptor = handled.withUnsafeBufferPointer { pt_signal_fd($0.baseAddress, Int32($0.count)) }
        guard descriptor >= 0 else {
            // No descriptor to wait in: the signals keep their default action.
            pthread_sigmask(SIG_UNBLOCK, &these, nil)
            return
        }
        arrivals.store(descriptor, ordering: .releasing)
        let watcher = Thread { watch(descriptor) }
        watcher.name = "pagetty-signals"
        watcher.start()
    }

    /// The watching thread: takes each signal as it comes.
    private static func watch(_ descriptor: Int32) {
        while true {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            if poll(&ready, 1, -1) < 0, errno != EINTR { return }
            let ending = state.withLock { state -> Int32? in
                guard let number = taken() else { return nil }
                return arrive(number, &state) ? number : nil
            }
            if let ending { end(by: ending) }
        }
    }

    /// The next signal waiting in the signalfd, taken; nil when none is. Under `state`'s lock.
    private static func taken() -> Int32? {
        let descriptor = arrivals.load(ordering: .acquiring)
        guard descriptor >= 0 else { return nil }
        let number = pt_signal_take(descriptor)
        return number > 0 ? number : nil
    }
    #else
    /// The dispatch sources, kept alive for the process's life.
    @MainActor private static var sources: [any DispatchSourceSignal] = []

    /// Takes the signals over for pipe mode; once, before the first write.
    @MainActor static func install() {
        guard sources.isEmpty else { return }
        for number in handled {
            // Ignored at the process level, so that only the dispatch source sees it.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler {
                let ending = state.withLock { arrive(number, &$0) }
                if ending { end(by: number) }
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Signals come through the dispatch sources alone here.
    private static func taken() -> Int32? { nil }
    #endif

    /// Runs the write `body`; a signal that comes meanwhile ends the process once it returns.
    /// Nil, and `body` not run, when a signal is already waiting for a write to end.
    static func during<T>(_ body: () -> T) -> T? {
        let start = state.withLock { state -> (free: Bool, ending: Int32?) in
            if let number = taken(), arrive(number, &state) { return (false, number) }
            guard state.pending == nil else { return (false, nil) }
            state.writing += 1
            return (true, nil)
        }
        if let ending = start.ending { end(by: ending) }
        guard start.free else { return nil }
        let result = body()
        let ending = state.withLock { state -> Int32? in
            state.writing -= 1
            // One sent during the write counts though the watcher has not taken it yet.
            if let number = taken(), arrive(number, &state) { return number }
            return state.writing == 0 ? state.pending : nil
        }
        if let ending { end(by: ending) }
        return result
    }

    /// A signal, under the lock: whether it ends the process now. It does unless a write is
    /// under way (then the last write to return ends it); a second one ends it at once.
    private static func arrive(_ number: Int32, _ state: inout (writing: Int, pending: Int32?)) -> Bool {
        if state.pending != nil { return true }
        state.pending = number
        return state.writing == 0
    }

    /// Ends the process by `number` with its default action, as if it had never been handled.
    private static func end(by number: Int32) -> Never {
        // Said after the last write, which the checkpoint it names was committed with.
        // On a terminal, over the progress line (erased first).
        if let line = farewell?() { _ = StandardStreams.write(Array(((isatty(2) == 1 ? "\r\u{1B}[K" : "") + line + "\n").utf8), to: 2) }
        signal(number, SIG_DFL)
        var only = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, number)
        pthread_sigmask(SIG_UNBLOCK, &only, nil)
        raise(number)
        // Not reached: the default action of these three ends the process.
        _exit(128 + number)
    }
}
