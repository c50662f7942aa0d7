import Foundation
import Paging
import Shell

/// Pipe mode's checkpoint as both commands set it up: found (with `--resume`), kept as lines are
/// written, and named by the failure's or the signal's last line.
///
/// Threading: main actor (before the run starts).
@MainActor
enum PipeCheckpoint {
    /// The checkpoint to resume from (with `resume`) and the writer that keeps this dump's, for
    /// the dump named by `parts`; no writer without a state directory or while following
    /// (a followed dump never ends, so there is nothing to resume).
    static func prepare(settings: Settings, parts: [String: String?], resume: Bool, following: Bool,
                        first: PageKey, demoBase: String?) -> (resume: Checkpoint?, writer: CheckpointWriter?) {
        guard !following, let positions = settings.positionsFile else {
            if resume { StandardStreams.err("pagetty: no state directory to keep checkpoints in (no home); --resume starts at the top") }
            return (nil, nil)
        }
        let store = CheckpointStore(positionsFile: positions)
        let key = CheckpointKey(parts)
        let writer = CheckpointWriter(store: store, key: key, demoBase: demoBase, warn: { StandardStreams.err($0) })
        PipeSignals.farewell = { @Sendable in
            writer.saved.map { "pagetty: interrupted (\($0.rows) rows written); run the same command with --resume to continue" }
        }
        guard resume else { return (nil, writer) }
        switch store.load(key) {
        case .none: return (nil, writer)
        case .ignored(let line):
            StandardStreams.err(line)
            return (nil, writer)
        case .checkpoint(let saved):
            let checkpoint = demoBase.map { saved.rebased(from: CheckpointWriter.demoBase, to: $0) } ?? saved
            // A checkpoint is trusted only for the way this list pages now (detection may read it otherwise).
            guard checkpoint.key.canFollow(first) else {
                StandardStreams.err("pagetty: ignoring the checkpoint: the list now pages another way; starting at the top")
                return (nil, writer)
            }
            return (checkpoint, writer)
        }
    }
}
