import Foundation
import Synchronization

/// A settable wall clock for the cache.
final class FakeNow: Sendable {
    private let value = Mutex(Date(timeIntervalSince1970: 1_800_000_000))

    var now: Date { value.withLock { $0 } }

    func advance(_ seconds: TimeInterval) { value.withLock { $0 += seconds } }

    var function: @Sendable () -> Date { { self.now } }
}
