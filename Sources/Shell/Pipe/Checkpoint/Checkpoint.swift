import Foundation
import Paging

/// Where an interrupted dump's output stopped: the page holding the last row written, how many of
/// that page's rows were written, and that row's id.
///
/// A value; any thread. Why the page holding the last row, not the one after it: a resumed run
/// reads that page again and finds the last id in it, so a list that moved between the runs
/// is caught there (the id elsewhere on the page, or gone) instead of trusted; a cursor or a
/// next link is only known for pages already read, and this one was.
public struct Checkpoint: Sendable, Equatable, Codable {
    /// The format written now; a file of another version is ignored, never trusted.
    public static let currentVersion = 1

    /// The format's version.
    public var version: Int
    /// The key of the page holding the last row written.
    public var key: PageKey
    /// Rows of that page written (after dedupe): the rows skipped when its last id cannot be found.
    public var rowsInPage: Int
    /// The id of the last row written.
    public var lastID: String
    /// Rows written by every run so far.
    public var rows: Int
    /// Pages whose rows were all written before `key`'s, by every run so far.
    public var pagesBefore: Int
    /// The last ids written, oldest first, at most `windowSize`, each as `IDDigest.short`; nil in
    /// a file written before the window was kept (read as the last id alone).
    public var recent: [String]?

    /// The most ids a checkpoint keeps: a resumed run skips these wherever the list moved them,
    /// and says when it moved further. Why 100: most APIs' largest page, and 3.5 KB a write.
    public static let windowSize = 100

    /// A checkpoint of the current version; `recent` defaults to the last id alone.
    public init(key: PageKey, rowsInPage: Int, lastID: String, rows: Int, pagesBefore: Int, recent: [String]? = nil) {
        self.version = Self.currentVersion
        self.key = key
        self.rowsInPage = rowsInPage
        self.lastID = lastID
        self.rows = rows
        self.pagesBefore = pagesBefore
        self.recent = recent
    }

    /// The digests of the last ids written, oldest first: `recent`, or the last id's alone.
    public var window: [String] { recent ?? [IDDigest(lastID).short] }

    /// This checkpoint with a next URL under `base` moved under `other`: the demo's mock listens
    /// on a new port each run, so its URLs are kept under a placeholder.
    public func rebased(from base: String, to other: String) -> Checkpoint {
        guard case .url(let url) = key, url.hasPrefix(base) else { return self }
        var moved = self
        moved.key = .url(other + url.dropFirst(base.count))
        return moved
    }

    /// The file's bytes: one JSON object, keys sorted.
    public func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { [UInt8]($0) } ?? []
    }

    /// Why `bytes` cannot be resumed from.
    public enum Unusable: Error, Equatable, Sendable {
        /// Not a checkpoint this program can read.
        case corrupt
        /// Written by another version of the format.
        case version(Int)
    }

    /// The checkpoint in `bytes`, or why it is not one to trust: another version, or anything
    /// that does not decode to sane values (negative counts, an empty id, a window that does not
    /// end with the last id or holds more than `windowSize`).
    public static func decode(_ bytes: [UInt8]) throws(Unusable) -> Checkpoint {
        struct Versioned: Decodable { var version: Int }
        guard let versioned = try? JSONDecoder().decode(Versioned.self, from: Data(bytes)) else { throw .corrupt }
        guard versioned.version == currentVersion else { throw .version(versioned.version) }
        guard let checkpoint = try? JSONDecoder().decode(Checkpoint.self, from: Data(bytes)),
              checkpoint.rowsInPage > 0, checkpoint.rows >= checkpoint.rowsInPage, checkpoint.pagesBefore >= 0,
              !checkpoint.lastID.isEmpty,
              checkpoint.recent.map({ $0.count <= windowSize && $0.last == IDDigest(checkpoint.lastID).short }) ?? true
        else { throw .corrupt }
        return checkpoint
    }
}

extension PageKey {
    /// Whether a list whose first key is `first` can be resumed at this key: a key of the same
    /// strategy (both offsets, both cursors…), or a next link, which many strategies follow after
    /// their first page (GitHub's `since` then `Link`); the engine refuses a link to another host.
    public func canFollow(_ first: PageKey) -> Bool {
        switch (self, first) {
        case (.url, _), (.offset, .offset), (.page, .page), (.since, .since), (.cursor, .cursor), (.time, .time),
             (.keyset, .keyset), (.afterID, .afterID): true
        default: false
        }
    }
}
