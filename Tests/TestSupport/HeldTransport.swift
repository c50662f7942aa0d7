import Foundation
import Networking

/// A transport that holds every request until the test answers it, in any order, and counts
/// the requests held at once: for loads that run side by side. Requests `passing` answers
/// (details, say) are answered at once instead.
///
/// Thread-safe: the state sits behind a lock; held requests are resumed outside it. A held
/// request ignores its caller's cancellation, as a transport that cannot stop a request does.
/// The lock is an `NSLock` (a pthread mutex), not `Synchronization.Mutex`: sends here really run
/// on two threads at once, and ThreadSanitizer sees no ordering through `Mutex`'s futex, so it
/// reported the locked state as a race (sanitize-ci, `PaginatorParallelTests`).
public final class HeldTransport: Transport, RequestHolder, @unchecked Sendable {
    /// Answers a request at once, or nil to hold it.
    public typealias Passing = @Sendable (HTTPRequest) -> HTTPResponse?

    private struct Held {
        let request: HTTPRequest
        let resume: CheckedContinuation<HTTPResponse, Never>
    }

    private struct State {
        var sent: [HTTPRequest] = []
        var held: [Held] = []
        var most = 0
        /// Callers of `holding`, by the count each waits for.
        var watchers = CountWatchers()
        /// Told after each request held (`onHold`).
        var onHold: (@Sendable () -> Void)?

        /// Takes out the watchers whose count of held requests is reached.
        mutating func reached() -> [CheckedContinuation<Void, Never>] { watchers.reached(held.count) }
    }

    private let state = Locked(State())
    private let passing: Passing

    /// A transport holding every request but those `passing` answers.
    public init(passing: @escaping Passing = { _ in nil }) { self.passing = passing }

    /// Every request sent so far, in order, held or not.
    public var requests: [HTTPRequest] { state.withLock { $0.sent } }
    /// The requests held now, in the order they came.
    public var held: [HTTPRequest] { state.withLock { $0.held.map(\.request) } }
    /// The most requests held at once.
    public var mostAtOnce: Int { state.withLock { $0.most } }

    public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        if let answer = passing(request) {
            state.withLock { $0.sent.append(request) }
            return answer
        }
        return await withCheckedContinuation { continuation in
            let (watchers, onHold) = state.withLock { state in
                state.sent.append(request)
                state.held.append(Held(request: request, resume: continuation))
                state.most = max(state.most, state.held.count)
                return (state.reached(), state.onHold)
            }
            for watcher in watchers { watcher.resume() }
            onHold?()
        }
    }

    public var heldCount: Int { state.withLock { $0.held.count } }

    public func onHold(_ action: @escaping @Sendable () -> Void) {
        state.withLock { $0.onHold = action }
    }

    /// Suspends until at least `count` requests are held at once: a test waits for loads to reach
    /// the transport without polling. Check `held` after it. Returns early when the calling task is
    /// cancelled (so a test's time limit ends a wait for requests that never come), and then lets
    /// every other caller go too.
    public func holding(_ count: Int) async {
        await waitForCount(count)
    }

    /// Answers the held requests `matching` with `respond`, in the order they came; how many.
    @discardableResult
    public func answer(where matching: (HTTPRequest) -> Bool = { _ in true },
                       with respond: (HTTPRequest) -> HTTPResponse) -> Int {
        let chosen = state.withLock { state -> [Held] in
            let chosen = state.held.filter { matching($0.request) }
            state.held.removeAll { matching($0.request) }
            return chosen
        }
        for held in chosen { held.resume.resume(returning: respond(held.request)) }
        return chosen.count
    }
}

/// A value behind an `NSLock`, with `Mutex`'s `withLock` shape.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<T>(_ body: (inout Value) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

extension HeldTransport: CountWatching {
    /// The requests held.
    public func withWatchers(_ body: (inout CountWatchers, Int) -> [CheckedContinuation<Void, Never>])
        -> [CheckedContinuation<Void, Never>] {
        state.withLock { body(&$0.watchers, $0.held.count) }
    }
}
