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
/// Threading: the signals arrive on the main queue (dispatch sources); writes run on any thread
/// and announce themselves through `during`; the shared state is behind a mutex.
enum PipeSignals {
    /// The signals handled; the others keep their default action.
    static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Writes in progress, and the signal that came while one was.
    private static let state = Mutex<(writing: Int, pending: Int32?)>((0, nil))

    /// The last line said when a signal ends the dump (where it stopped, and `--resume`); nil says nothing.
    private static let farewellLine = Mutex<(@Sendable () -> String?)?>(nil)

    /// The provider of the line said on the way out by a signal.
    static var farewell: (@Sendable () -> String?)? {
        get { farewellLine.withLock { $0 } }
        set { farewellLine.withLock { $0 = newValue } }
    }

    /// The dispatch sources, kept alive for the process's life.
    @MainActor private static var sources: [any DispatchSourceSignal] = []

    /// Takes the signals over for pipe mode; once, before the first write.
    @MainActor static func install() {
        guard sources.isEmpty else { return }
        #if os(Linux)
        // Blocked on the main thread (and so on every thread it starts later), not ignored: dispatch
        // takes a signal over on its manager thread a while after the source resumes (long on a
        // loaded machine), and a signal meanwhile must wait pending for its signalfd. Ignored, the
        // kernel would drop it (the main thread, which `MainLoop` leaves unblocked, decides), and
        // a following dump would run on.
        var these = sigset_t()
        sigemptyset(&these)
        for number in handled { sigaddset(&these, number) }
        pthread_sigmask(SIG_BLOCK, &these, nil)
        #endif
        for number in handled {
            #if !os(Linux)
            // Ignored at the process level, so that only the dispatch source sees it.
            signal(number, SIG_IGN)
            #endif
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { arrived(number) }
            source.resume()
            sources.append(source)
        }
    }

    /// Runs the write `body`; a signal that comes meanwhile ends the process once it returns.
    /// Nil, and `body` not run, when a signal is already waiting for a write to end.
    static func during<T>(_ body: () -> T) -> T? {
        let free = state.withLock { state -> Bool in
            guard state.pending == nil else { return false }
            state.writing += 1
            return true
        }
        guard free else { return nil }
        let result = body()
        let ending = state.withLock { state -> Int32? in
            state.writing -= 1
            return state.writing == 0 ? state.pending : nil
        }
        if let ending { end(by: ending) }
        return result
    }

    /// A signal: ends the process now unless a write is under way (then when it returns); a
    /// second one ends it at once.
    private static func arrived(_ number: Int32) {
        let now = state.withLock { state -> Bool in
            if state.pending != nil { return true }
            state.pending = number
            return state.writing == 0
        }
        if now { end(by: number) }
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
