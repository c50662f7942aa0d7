import Foundation
import Networking
import Storage

/// Positions per source and base URL, kept across runs in one JSON file (mode 0600, atomic).
///
/// Keyed by `source digest-of-the-full-URL`, each entry keeping the URL redacted for a person
/// reading the file (`RedactedURL`): a token in the URL never reaches the file. Entries of the
/// older form (`source URL`) are read as well and rewritten in the new form on the next save.
///
/// A value; any thread. Each `save` reads, changes and rewrites the file; with two pagetty
/// instances the last writer wins per file, which is fine for a reading position.
/// Pipe mode never uses it.
public struct PositionStore: Sendable {
    /// The file, e.g. `$XDG_STATE_HOME/pagetty/positions.json`.
    public let path: String

    /// A store in `path`.
    public init(path: String) { self.path = path }

    /// The position saved for `source` on `base`, if any.
    public func load(source: String, base: String) -> SavedPosition? {
        readAll()[Self.key(source: source, base: base)]
    }

    /// The file's entries, older keys moved to the digest form.
    static func migrated(_ all: [String: SavedPosition]) -> [String: SavedPosition] {
        var out: [String: SavedPosition] = [:]
        for (key, position) in all {
            let parts = key.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, !SHA256.isHex(parts[1]) else { out[key] = position; continue }
            var moved = position
            moved.url = RedactedURL.redact(String(parts[1]))
            out[Self.key(source: String(parts[0]), base: String(parts[1]))] = moved
        }
        return out
    }


    /// Remembers `position` for `source` on `base` (nil forgets it).
    public func save(_ position: SavedPosition?, source: String, base: String) throws(FileError) {
        var all = readAll()
        var position = position
        position?.url = RedactedURL.redact(base)
        all[Self.key(source: source, base: base)] = position
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(all) else { throw .io("cannot encode positions") }
        try AtomicFile.write([UInt8](data), to: path)
    }

    /// Every saved position; an unreadable file counts as empty (a position is not worth an error).
    func readAll() -> [String: SavedPosition] {
        guard let bytes = AtomicFile.readPrivate(path),
              let all = try? JSONDecoder().decode([String: SavedPosition].self, from: Data(bytes))
        else { return [:] }
        return Self.migrated(all)
    }

    static func key(source: String, base: String) -> String { source + " " + SHA256.hex(base) }
}
