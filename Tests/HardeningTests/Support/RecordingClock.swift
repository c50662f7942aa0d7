import Clocks
import Synchronization

/// A `TestClock` that remembers how long each sleep asked for, so a test can assert the backoff
/// delays the paginator chose rather than only that time passed.
final class RecordingClock: Clock, Sendable {
    typealias Instant = TestClock<Duration>.Instant
    let inner = TestClock<Duration>()
    private let asked = Mutex<[Duration]>([])

    var now: Instant { inner.now }
    var minimumResolution: Duration { inner.minimumResolution }

    /// Every sleep's length, in the order they were asked for.
    var sleeps: [Duration] { asked.withLock { $0 } }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        asked.withLock { $0.append(inner.now.duration(to: deadline)) }
        try await inner.sleep(until: deadline, tolerance: tolerance)
    }

    func advance(by duration: Duration) async { await inner.advance(by: duration) }

    /// Time on this clock since it was made.
    var elapsed: Duration { Instant().duration(to: now) }
}
