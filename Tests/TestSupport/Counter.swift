import Synchronization

/// A thread-safe counter for stubs that answer by call number.
public final class Counter: Sendable {
    private let value = Mutex(0)

    /// Starts at zero.
    public init() {}

    /// Adds one and returns the new value (1 for the first call).
    public func next() -> Int { value.withLock { $0 += 1; return $0 } }
}
