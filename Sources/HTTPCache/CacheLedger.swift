import Synchronization

/// What this process believes its cache directory holds, so that a save reads the whole
/// directory only when the cap may have been passed, not once per page.
///
/// Threading: behind a `Mutex`; shared by every copy of the `CacheStore` that made it. Other
/// processes writing to the same directory are not seen until the next read of it, which only
/// delays an eviction: the cap is a budget, not a promise to the byte.
final class CacheLedger: Sendable {
    private struct State {
        var bytes: Int?
        var reads = 0
    }

    private let state = Mutex(State())

    /// Whole-directory reads so far.
    var reads: Int { state.withLock { $0.reads } }

    /// Counts `size` bytes just written; true when the directory must be read: its size is not
    /// known yet, or the total may now pass `cap`.
    func wrote(_ size: Int, cap: Int) -> Bool {
        state.withLock { state in
            guard let bytes = state.bytes else { return true }
            state.bytes = bytes + size
            return bytes + size > cap
        }
    }

    /// Records a read of the directory that left `bytes` of entries in it.
    func read(leaving bytes: Int) {
        state.withLock {
            $0.bytes = bytes
            $0.reads += 1
        }
    }
}
