import Networking
import Testing
import TestSupport

/// The test doubles' waits for a count (requests held, sleepers, callers at a gate) end when their
/// caller is cancelled, as a test's time limit cancels it: a count that never comes fails that
/// test at its limit instead of hanging the run.
@Suite(.timeLimit(.minutes(1))) struct CountWaitTests {
    /// Starts `wait` for a count nothing will reach, cancels it, and says whether it returned.
    static func endsWhenCancelled(_ wait: @escaping @Sendable () async -> Void) async -> Bool {
        let waiter = Task {
            await wait()
            return Task.isCancelled
        }
        waiter.cancel()
        return await waiter.value
    }

    @Test func everyDoublesWaitEndsWhenItsCallerIsCancelled() async {
        let clock = CountingClock()
        #expect(await Self.endsWhenCancelled { await clock.sleeping(1) })
        let slow = SlowStub(latency: .seconds(1)) { HTTPResponse(status: 200, effectiveURL: $0.url) }
        #expect(await Self.endsWhenCancelled { await slow.holding(1) })
        let held = HeldTransport { _ in nil }
        #expect(await Self.endsWhenCancelled { await held.holding(1) })
        let gate = Gate()
        #expect(await Self.endsWhenCancelled { await gate.waitForWaiters(1) })
    }
}
