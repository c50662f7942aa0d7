import Foundation
import Synchronization

/// A settable wall clock (a `Date`, not a `Clock`: swift-clocks' `TestClock` drives durations),
/// for code that stamps or compares dates: the HTTP cache, the mock's rate windows.
///
/// Thread-safe: the date sits behind a mutex.
public final class FakeNow: Sendable {
    private let value: Mutex<Date>

    /// A clock reading `start`.
    public init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) { value = Mutex(start) }

    /// The current reading.
    public var now: Date { value.withLock { $0 } }

    /// Moves the clock on by `seconds`.
    public func advance(by seconds: TimeInterval) { value.withLock { $0 += seconds } }

    /// `now` as a function, for the types that take one.
    public var function: @Sendable () -> Date { { self.now } }
}
