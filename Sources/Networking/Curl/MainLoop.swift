#if os(Linux)
@_spi(ExperimentalCustomExecutors) import _Concurrency
#endif
import CCurl
import Foundation

/// The main thread as the process's one I/O loop: it drives libcurl for the `CurlTransport`s
/// made while it runs, and runs the main actor's jobs and dispatch's main queue between polls.
///
/// Why: the paginator and the view model live on the main actor, and on Linux every hop between
/// the main actor and another thread wakes a thread (12–28 µs here, as much as a whole request
/// to a loopback server). With curl on the main thread, a page sent from the main actor and the
/// answer that resumes it stay on one thread, as a C program's loop would.
///
/// Linux only (dispatch's eventfd hooks); elsewhere `run` starts the program on dispatch's main
/// queue and curl keeps a thread of its own.
///
/// Threading: `run` is called once, first thing, on the main thread, and never returns. Main-actor
/// code must not block: while it runs, no transfer moves (blocking writes go off it, see
/// `StandardStreams`). Decoding stays off it (`@concurrent`), as before.
public enum MainLoop {
    /// Set once in `run`, before any task starts; read afterwards only.
    nonisolated(unsafe) private static var shared: (engine: CurlEngine, caBundle: String?)?

    /// Runs `program` on the main actor, the main thread being the loop; exits with its status.
    ///
    /// - Parameter caBundle: the certificates the main loop's transfers trust (`CurlTransport`'s
    ///   `caBundle`); a transport made with another bundle gets a thread of its own.
    public static func run(caBundle: String?, _ program: @escaping @MainActor @Sendable () async -> Int32) -> Never {
        precondition(Thread.isMainThread, "MainLoop.run must be called on the main thread")
        #if os(Linux)
        runLoop(caBundle: caBundle, program)
        #else
        // Elsewhere the main queue is a run loop's or dispatch_main's, and the main actor stays
        // dispatch's: curl keeps a thread of its own (the hooks below are Linux's eventfd ones).
        Task { @MainActor in exit(await program()) }
        dispatchMain()
        #endif
    }

    #if os(Linux)
    private static func runLoop(caBundle: String?, _ program: @escaping @MainActor @Sendable () async -> Int32) -> Never {
        // A parent may start us with signals blocked (a dispatch worker's mask, inherited by a
        // spawned child): dispatch_main took every signal on the main thread (its sigsuspend
        // waits with an empty mask), so SIGTERM and Ctrl-C kept working; this loop does the same.
        var none = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, nil)
        keepHeapBetweenPages()
        CurlGlobal.ensureInitialized()
        let engine = CurlEngine(mainLoopWith: caBundle)
        shared = (engine, caBundle)
        MainLoopExecutors.engine = engine
        // Before anything asks for the main actor's executor, so that it is this one.
        _createExecutors(factory: MainLoopExecutors.self)
        let mainQueue = pt_main_queue_fd()
        Task { @MainActor in exit(await program()) }
        engine.run(mainQueue: mainQueue, mainExecutor: MainActor.executor.asUnownedSerialExecutor())
        exit(0)
    }

    /// glibc's heap policy fixed at the values its own dynamic rule settles on after a large
    /// page: blocks under 1 MiB from the heap, up to 2 MiB of free heap kept for reuse.
    ///
    /// Why: libcurl allocates its receive buffer (100 KB, `CurlHandle`) when a transfer starts and
    /// frees it when it ends, and a page's body is a block of the same order. With glibc's
    /// starting thresholds (128 KiB each), freeing them next to the heap's top can give the
    /// memory back to the kernel after every page and take it again for the next: in one build
    /// of the transport bench, 5,493 `brk` calls for 3,206 requests, and 10,000 requests a second
    /// where libcurl's default 16 KiB buffer made 17,000 (client and server on one core).
    /// Whether it happens depends on what lies next to the top, so it is ruled out here rather
    /// than left to the layout. The cost is at most 2 MiB of free heap held.
    ///
    /// And one arena for every thread: a page arrives on the main thread and is decoded on another,
    /// whose own arena (glibc gives each thread one) held what it freed apart from the main heap.
    /// Dumping a 12 MiB page peaked at 100 MB in four runs of five, 84 MB with one arena (38 MB
    /// for an empty page). Allocation is not contended here: the threads take turns on a page.
    private static func keepHeapBetweenPages() {
        _ = pt_heap_thresholds(1 << 20, 2 << 20)
        _ = pt_heap_arenas(1)
    }
    #endif

    /// The main loop's engine, when it runs and trusts `caBundle`.
    static func engine(caBundle: String?) -> CurlEngine? {
        guard let shared, shared.caBundle == caBundle else { return nil }
        return shared.engine
    }
}
