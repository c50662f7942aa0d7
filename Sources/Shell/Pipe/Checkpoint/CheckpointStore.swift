import Foundation
import Storage

/// Checkpoints on disk: one private file per dump (mode 0600 in a 0700 directory), written whole.
///
/// A value; any thread. Files go through `AtomicFile` (temporary file then rename, so a crash
/// never leaves half a checkpoint; the directory checked private before anything is read).
public struct CheckpointStore: Sendable {
    /// The directory, e.g. `$XDG_STATE_HOME/pagetty/checkpoints`.
    public let directory: String

    /// A store in `directory`.
    public init(directory: String) { self.directory = directory }

    /// The store beside the positions file (`Paths.positionsFile`): the same state directory.
    public init(positionsFile: String) {
        directory = (positionsFile as NSString).deletingLastPathComponent + "/checkpoints"
    }

    /// What was found for a dump.
    public enum Found: Equatable, Sendable {
        /// Nothing saved: the dump starts at the top.
        case none
        /// A checkpoint to resume from.
        case checkpoint(Checkpoint)
        /// A file that is no checkpoint to trust; the line says so, and the dump starts at the top.
        case ignored(String)
    }

    /// The path of `key`'s checkpoint.
    public func path(for key: CheckpointKey) -> String { directory + "/" + key.digest + ".json" }

    /// The checkpoint saved for `key`, if any can be trusted.
    public func load(_ key: CheckpointKey) -> Found {
        let path = path(for: key)
        guard let bytes = AtomicFile.readPrivate(path) else {
            var info = stat()
            // A file there that cannot be read as ours (a symlink, another user's) is said, not used.
            return lstat(path, &info) == 0 ? .ignored("pagetty: ignoring the checkpoint \(path): not a private file of this user; starting at the top") : .none
        }
        do throws(Checkpoint.Unusable) {
            return .checkpoint(try Checkpoint.decode(bytes))
        } catch .version(let version) {
            return .ignored("pagetty: ignoring the checkpoint \(path): written by format version \(version), this pagetty reads \(Checkpoint.currentVersion); starting at the top")
        } catch {
            return .ignored("pagetty: ignoring the checkpoint \(path): it is corrupt; starting at the top")
        }
    }

    /// Saves `checkpoint` for `key`, atomically.
    public func save(_ checkpoint: Checkpoint, for key: CheckpointKey) throws(FileError) {
        try AtomicFile.write(checkpoint.encoded(), to: path(for: key))
    }

    /// Forgets `key`'s checkpoint (a dump that ended).
    public func remove(_ key: CheckpointKey) { unlink(path(for: key)) }
}
