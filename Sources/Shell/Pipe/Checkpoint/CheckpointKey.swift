import Storage

/// The name of a dump's checkpoint: a digest of what makes its output.
///
/// A value; any thread. Built from named parts (the URL, method, body, source, and the options
/// that change the rows printed) so two different dumps never share a checkpoint and the same
/// command finds its own. Credentials are never a part (a token rotated between the runs is
/// still the same dump), and the file holds only the digest, never the parts.
public struct CheckpointKey: Sendable, Equatable {
    /// The digest, 64 hex digits: the checkpoint's file name.
    public let digest: String

    /// The key of the dump made by `parts` (name → value); a nil value counts as absent.
    public init(_ parts: [String: String?]) {
        // One line per part, sorted, each length-prefixed: no two sets of parts join to the same text.
        let lines = parts.compactMapValues { $0 }.sorted { $0.key < $1.key }
            .map { "\($0.key.utf8.count):\($0.key)=\($0.value.utf8.count):\($0.value)" }
        digest = SHA256.hex("pagetty-checkpoint-1\n" + lines.joined(separator: "\n"))
    }
}
