/// Callers suspended until a count reaches theirs (callers at a gate, requests held), kept
/// inside a test double's locked state and resumed by it outside the lock.
///
/// A plain value; guarded by its owner's lock.
public struct CountWatchers: Sendable {
    /// None waiting.
    public init() {}

    private var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// Adds a caller waiting for `count`.
    public mutating func add(_ count: Int, _ continuation: CheckedContinuation<Void, Never>) {
        watchers.append((count, continuation))
    }

    /// Takes out the callers whose count `current` has reached (every one when `all`: none will come).
    public mutating func reached(_ current: Int, all: Bool = false) -> [CheckedContinuation<Void, Never>] {
        let done = watchers.filter { all || current >= $0.count }
        watchers.removeAll { all || current >= $0.count }
        return done.map(\.continuation)
    }
}
