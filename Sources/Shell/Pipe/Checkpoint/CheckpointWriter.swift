import Storage
import Synchronization

/// The thin hook between a dump's writes and its checkpoint file: the runner stages the position
/// its next write will reach, and the write commits it once its bytes are out.
///
/// Why staged: the checkpoint must never be ahead of stdout, and pipe mode's signals end the
/// process right after a write returns (`PipeSignals`); the commit is part of the write, inside
/// that gate, so an interrupted dump's last position is saved with its last lines. A SIGKILL
/// between the two leaves the checkpoint one write behind (rows repeated by a resume), never ahead.
///
/// Threading: any thread; the state is behind a mutex. Staged on the main actor, committed on
/// the thread that wrote.
public final class CheckpointWriter: Sendable {
    /// Where checkpoints are kept, and this dump's name there.
    public let store: CheckpointStore
    /// This dump's key.
    public let key: CheckpointKey
    private let state = Mutex<(staged: Checkpoint?, saved: Checkpoint?, failed: Bool)>((nil, nil, false))
    private let warn: @Sendable (String) -> Void
    /// A base URL kept in the file as `CheckpointWriter.demoBase` (the demo's, whose port changes).
    private let rebase: String?

    /// The placeholder for the demo's base URL in a checkpoint file.
    public static let demoBase = "demo:"

    /// A writer for `key`'s checkpoint in `store`; `warn` hears a checkpoint that cannot be saved
    /// (once); next URLs under `demoBase` are saved under a placeholder.
    public init(store: CheckpointStore, key: CheckpointKey, demoBase: String? = nil,
                warn: @escaping @Sendable (String) -> Void) {
        self.store = store
        self.key = key
        self.rebase = demoBase
        self.warn = warn
    }

    /// The position the next write reaches; saved by `commit` once that write succeeded.
    public func stage(_ checkpoint: Checkpoint?) { state.withLock { $0.staged = checkpoint } }

    /// Saves the staged position: called after a write's bytes are all out, before it returns.
    public func commit() {
        let toSave = state.withLock { state -> Checkpoint? in
            guard let staged = state.staged, staged != state.saved, !state.failed else { return nil }
            state.saved = staged
            return staged
        }
        guard let toSave else { return }
        do throws(FileError) {
            try store.save(rebase.map { toSave.rebased(from: $0, to: Self.demoBase) } ?? toSave, for: key)
        } catch {
            state.withLock { $0.failed = true }
            warn("pagetty: cannot save the checkpoint (\(error)); --resume will not continue this dump")
        }
    }

    /// The position saved last, if any.
    public var saved: Checkpoint? { state.withLock { $0.saved } }

    /// Removes the checkpoint: the dump ended normally.
    public func finish() {
        state.withLock { $0.staged = nil }
        store.remove(key)
    }
}
