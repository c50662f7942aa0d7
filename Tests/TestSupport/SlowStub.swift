import Clocks
import Networking
import Synchronization

/// A stub whose answers take `latency` of simulated time, moved on by `advance(by:)`.
///
/// The stub's own waits live here, registered under one lock with their due time, so a test
/// can never move time on between a request arriving and its wait being registered.
public final class SlowStub: RequestHolder {
    /// Simulated now and the answers waiting for their due time.
    final class Times: Sendable {
        struct State {
            var now = Duration.zero
            var waiting: [(due: Duration, resume: CheckedContinuation<Void, Never>)] = []
            /// Callers of `holding`, by the count of answers waiting each waits for.
            var watchers = CountWatchers()
            /// Told after each answer starts waiting (`onHold`).
            var onHold: (@Sendable () -> Void)?
        }
        let value = Mutex(State())
    }

    private let times = Times()
    /// The paginator's clock, moved on together with the stub's time.
    public let clock = TestClock<Duration>()
    /// The transport whose answers wait for `advance(by:)`.
    public let transport: StubTransport

    /// A stub answering with `answer` after `latency` of simulated time.
    public init(latency: Duration, answer: @escaping @Sendable (HTTPRequest) -> HTTPResponse) {
        let times = self.times
        transport = StubTransport { request in
            await withCheckedContinuation { continuation in
                let (watchers, onHold) = times.value.withLock { state in
                    state.waiting.append((state.now + latency, continuation))
                    return (state.watchers.reached(state.waiting.count), state.onHold)
                }
                for watcher in watchers { watcher.resume() }
                onHold?()
            }
            return answer(request)
        }
    }

    /// Moves time on and releases the answers that came due.
    public func advance(by duration: Duration) async {
        await clock.advance(by: duration)
        let due = times.value.withLock { state in
            state.now += duration
            let now = state.now
            defer { state.waiting.removeAll { $0.due <= now } }
            return state.waiting.filter { $0.due <= now }.map(\.resume)
        }
        for continuation in due { continuation.resume() }
    }

    /// Whether an answer is waiting for a later time.
    public var pending: Bool { heldCount > 0 }

    /// How many answers wait for a later time.
    public var heldCount: Int { times.value.withLock { $0.waiting.count } }

    /// Suspends until at least `count` answers wait for a later time: a test waits for requests
    /// to reach the stub without polling. Check `heldCount` after it.
    public func holding(_ count: Int) async {
        await waitForCount(count)
    }

    public func onHold(_ action: @escaping @Sendable () -> Void) {
        times.value.withLock { $0.onHold = action }
    }
}

extension SlowStub: CountWatching {
    /// The answers waiting for a later time.
    public func withWatchers(_ body: (inout CountWatchers, Int) -> [CheckedContinuation<Void, Never>])
        -> [CheckedContinuation<Void, Never>] {
        times.value.withLock { body(&$0.watchers, $0.waiting.count) }
    }
}
