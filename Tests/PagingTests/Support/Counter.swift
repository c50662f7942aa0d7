import Synchronization

/// A thread-safe counter for stubs that answer by call number.
final class Counter: Sendable {
    private let value = Mutex(0)

    /// Adds one and returns the new value (1 for the first call).
    func next() -> Int { value.withLock { $0 += 1; return $0 } }
}
