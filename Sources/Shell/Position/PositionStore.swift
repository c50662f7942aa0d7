import Foundation
import Storage

/// Positions per source and base URL, kept across runs in one JSON file (mode 0600, atomic).
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

    /// Remembers `position` for `source` on `base` (nil forgets it).
    public func save(_ position: SavedPosition?, source: String, base: String) throws(FileError) {
        var all = readAll()
        all[Self.key(source: source, base: base)] = position
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        guard let data = try? encoder.encode(all) else { throw .io("cannot encode positions") }
        try AtomicFile.write([UInt8](data), to: path)
    }

    /// Every saved position; an unreadable file counts as empty (a position is not worth an error).
    func readAll() -> [String: SavedPosition] {
        guard let bytes = AtomicFile.read(path),
              let all = try? JSONDecoder().decode([String: SavedPosition].self, from: Data(bytes))
        else { return [:] }
        return all
    }

    static func key(source: String, base: String) -> String { source + " " + base }
}
