import Clocks
import Networking
import Synchronization
import TestSupport

/// A stub whose answers take `latency` on a test clock; it knows when its answer is due.
final class SlowStub: Sendable {
    /// Simulated now and when the answer in flight is due.
    final class Times: Sendable {
        let value = Mutex<(now: Duration, due: Duration?)>((.zero, nil))
    }

    private let times = Times()
    let clock: TestClock<Duration>
    let transport: StubTransport

    init(latency: Duration, answer: @escaping @Sendable (HTTPRequest) -> HTTPResponse) {
        let clock = TestClock<Duration>()
        let times = self.times
        self.clock = clock
        transport = StubTransport { request in
            times.value.withLock { $0.due = $0.now + latency }
            try? await clock.sleep(for: latency)
            return answer(request)
        }
    }

    /// Moves time on; the paginator then needs a moment to take what came due.
    func advance(by duration: Duration) async {
        times.value.withLock { $0.now += duration }
        await clock.advance(by: duration)
    }

    /// Whether the answer in flight (if any) is still due later: nothing to take yet.
    var nothingDue: Bool { times.value.withLock { times in times.due.map { $0 > times.now } ?? true } }
}
