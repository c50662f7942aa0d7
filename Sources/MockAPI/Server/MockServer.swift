import Foundation
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle
import Synchronization

/// The mock GitHub, Qiita and PokeAPI server, running in-process on 127.0.0.1.
/// Thread-safe: all mutable state is behind one lock in `MockCore`; the server stops by a graceful
/// shutdown of its service group, never by cancelling its task (see `stop`).
public final class MockServer: Sendable {
    private let core: MockCore
    private let group: ServiceGroup
    private let task: Task<Void, Never>

    /// The server root, e.g. `http://127.0.0.1:54321`; APIs live at `/github`, `/qiita`, `/pokeapi`, images at `/images`.
    public let baseURL: String

    /// The TCP port actually bound.
    public let port: Int

    private init(core: MockCore, group: ServiceGroup, task: Task<Void, Never>, port: Int) {
        self.core = core
        self.group = group
        self.task = task
        self.port = port
        baseURL = "http://127.0.0.1:\(port)"
    }

    /// Binds, starts serving, and returns once the port is known.
    public static func start(_ configuration: MockConfiguration = .init()) async throws -> MockServer {
        let core = MockCore(configuration)
        let (ports, continuation) = AsyncThrowingStream<Int, any Error>.makeStream()
        var logger = Logger(label: "pagetty-mock")
        // stdout belongs to the base URL line, and cancellation on stop logs at error level: keep Hummingbird quiet.
        logger.logLevel = .critical
        let app = Application(
            responder: MockResponder(core: core),
            configuration: .init(address: .hostname("127.0.0.1", port: configuration.port), serverName: nil),
            onServerRunning: { channel in
                continuation.yield(channel.localAddress?.port ?? configuration.port)
            },
            logger: logger)
        // No signals: the process that embeds the mock (a test run, pagetty --demo) owns them. A
        // shutdown that a hung fault reply holds up ends by cancellation after two seconds.
        var groupConfiguration = ServiceGroupConfiguration(
            services: [app], gracefulShutdownSignals: [], cancellationSignals: [], logger: logger)
        groupConfiguration.maximumGracefulShutdownDuration = .seconds(2)
        let group = ServiceGroup(configuration: groupConfiguration)
        let task = Task {
            do {
                try await group.run()
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        var iterator = ports.makeAsyncIterator()
        do {
            guard let port = try await iterator.next() else { throw MockServerError.notStarted }
            core.state.withLock { $0.root = "http://127.0.0.1:\(port)" }
            return MockServer(core: core, group: group, task: task, port: port)
        } catch {
            task.cancel()
            throw error
        }
    }

    /// The log once it holds `count` requests, woken by the request that makes it so rather than
    /// polled; as it is after `timeout` if that never comes.
    public func requests(atLeast count: Int, timeout: Duration = .seconds(20)) async -> [LoggedRequest] {
        await requests(until: { $0.count >= count }, timeout: timeout)
    }

    /// The log once `ready` holds of it, woken by the request that makes it so rather than polled;
    /// as it is after `timeout` if that never comes. `ready` runs under the log's lock: keep it short.
    public func requests(until ready: @escaping @Sendable ([LoggedRequest]) -> Bool,
                         timeout: Duration = .seconds(20)) async -> [LoggedRequest] {
        let id = core.state.withLock { state in
            defer { state.nextWaiter += 1 }
            return state.nextWaiter
        }
        // Whichever of the request, the timer and a cancel takes the waiter out wakes it.
        let wake = { @Sendable [core] in core.state.withLock { $0.waiters.removeValue(forKey: id) }?.wake.resume() }
        var timer: Task<Void, Never>?
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let done = core.state.withLock { state in
                    guard !ready(state.log), !Task.isCancelled else { return true }
                    state.waiters[id] = (ready, continuation)
                    return false
                }
                if done { return continuation.resume() }
                timer = Task {
                    try? await Task.sleep(for: timeout)
                    wake()
                }
            }
        } onCancel: {
            wake()
        }
        timer?.cancel()
        return requestLog
    }

    /// Stops serving and waits until the listening socket is closed. Gracefully: cancelling the
    /// serving task while an accepted connection waits to be handed on traps in NIO ("Deinited
    /// NIOAsyncWriter without calling finish()", apple/swift-nio#3481).
    public func stop() async {
        await group.triggerGracefulShutdown()
        await task.value
    }

    /// Replaces all fault rules.
    public func setFaults(_ faults: [FaultRule]) { core.state.withLock { $0.rules = faults } }

    /// Adds one fault rule after the existing ones.
    public func addFault(_ fault: FaultRule) { core.state.withLock { $0.rules.append(fault) } }

    /// Removes all fault rules.
    public func clearFaults() { core.state.withLock { $0.rules.removeAll() } }

    /// The rules still active (expired counted rules are gone).
    public var faults: [FaultRule] { core.state.withLock { $0.rules } }

    /// API requests so far (admin routes excluded), oldest first; the oldest are dropped beyond 10,000.
    public var requestLog: [LoggedRequest] { core.state.withLock { $0.log } }

    /// The most API requests answered at once so far (their latency overlapping).
    public var peakConcurrentRequests: Int { core.state.withLock { $0.peakAnswering } }

    /// Empties the request log.
    public func clearRequestLog() { core.state.withLock { $0.log.removeAll() } }

    /// Inserts `count` new Qiita items at the head of the newest-first list now.
    public func insertQiitaItems(_ count: Int) { core.state.withLock { $0.inserted += max(count, 0) } }

    /// Deletes the `count` newest Qiita items at the head of the list now (never below one item).
    public func deleteQiitaItems(_ count: Int) {
        let base = core.qiita.items.baseCount
        core.state.withLock { $0.inserted = max($0.inserted - max(count, 0), 1 - base) }
    }

    /// Adds `count` ids past the largest GitHub user id now (about 70% of ids are accounts, as ever).
    public func appendGitHubUsers(_ count: Int) { core.state.withLock { $0.appended += max(count, 0) } }

    /// The number of Qiita items currently listed.
    public var qiitaItemCount: Int { core.qiita.items.baseCount + core.state.withLock { $0.inserted } }

    /// The configuration the server was started with.
    public var configuration: MockConfiguration { core.configuration }
}
