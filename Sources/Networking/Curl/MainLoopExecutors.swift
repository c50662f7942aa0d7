#if os(Linux)
@_spi(ExperimentalCustomExecutors) import _Concurrency
import Foundation

/// The executors `MainLoop` installs: the main actor's jobs go to its engine's loop, on the main
/// thread; every other job to the platform's default pool, as without it.
///
/// Swift 6.3 offers this as SPI (`ExperimentalCustomExecutors`, the custom main and global
/// executors proposal); `MainLoop` is the one place that uses it.
enum MainLoopExecutors: ExecutorFactory {
    /// Set once by `MainLoop.run`, before `_createExecutors` reads `mainExecutor`.
    nonisolated(unsafe) static var engine: CurlEngine?
    static let mainExecutor: any MainExecutor = MainLoopExecutor(engine: engine!)
    static var defaultExecutor: any TaskExecutor { PlatformExecutorFactory.defaultExecutor }
}

/// The main actor's executor under `MainLoop`: jobs join the engine's inbox and run on the main thread.
final class MainLoopExecutor: MainExecutor, @unchecked Sendable {
    private let engine: CurlEngine

    init(engine: CurlEngine) { self.engine = engine }

    func enqueue(_ job: consuming ExecutorJob) { engine.enqueueMain(UnownedJob(job)) }

    /// `MainLoop.run` drives the loop itself, through the engine.
    func run() throws {}
    func stop() {}

    var isMainExecutor: Bool { true }

    /// Main-actor code also runs in dispatch's main-queue blocks (`MainActor.assumeIsolated` in
    /// them), which the same thread drains: being on the main thread is being isolated.
    func checkIsolated() {
        precondition(Thread.isMainThread, "expected to run on the main actor (the main thread)")
    }

    func isIsolatingCurrentContext() -> Bool? { Thread.isMainThread }
}
#endif
