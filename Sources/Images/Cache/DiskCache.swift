import Foundation
import Storage
import Synchronization

/// Encoded images on disk, one file per URL, bounded by total bytes (oldest written goes first).
///
/// Thread-safe: the size index sits behind a mutex; file I/O happens outside it, and writes go
/// through `AtomicFile` (a temporary file renamed into place), so a reader sees a whole entry or
/// none. File names are a hash of the URL; files are mode 0600 in a 0700 directory, which the
/// command line puts at `Paths.images(in:)` of its cache directory.
public final class DiskCache: Sendable {
    /// The directory holding the entries.
    public let directory: URL
    /// The most bytes kept on disk.
    public let budget: Int

    private struct Item {
        var bytes: Int
        var written: Date
    }

    private let index = Mutex<[String: Item]?>(nil)

    /// A cache in `directory` (created on first write) holding at most `budget` bytes.
    public init(directory: URL, budget: Int = 64 * 1024 * 1024) {
        self.directory = directory
        self.budget = budget
    }

    /// The bytes stored for `url`, or nil; a damaged entry is deleted.
    public func read(_ url: String) -> [UInt8]? {
        let name = URLHash.hex(url)
        // Not through a symlink, nor from a directory or file another user could have planted.
        guard let data = AtomicFile.readPrivate(path(name)) else { return nil }
        guard let payload = DiskEntry.decode(data, url: url) else {
            delete(name)
            return nil
        }
        return payload
    }

    /// Stores `bytes` for `url`, then trims the oldest entries to stay within budget.
    /// Failures are ignored: a cache that cannot write simply misses next time.
    public func write(_ url: String, bytes: [UInt8]) {
        let name = URLHash.hex(url)
        let file = DiskEntry.encode(url: url, payload: bytes)
        guard file.count <= budget else { return }
        if access(path(name), F_OK) == 0, !DiskEntry.isMarked(path(name)) { return }
        do {
            try AtomicFile.write(file, to: path(name))
        } catch {
            return
        }
        let victims = index.withLock { index -> [String] in
            var items = index ?? scan()
            items[name] = Item(bytes: file.count, written: Date())
            var total = items.values.reduce(0) { $0 + $1.bytes }
            var victims: [String] = []
            for (victim, item) in items.sorted(by: { $0.value.written < $1.value.written }) where total > budget {
                guard victim != name else { continue }
                total -= item.bytes
                victims.append(victim)
            }
            for victim in victims { items[victim] = nil }
            index = items
            return victims
        }
        for victim in victims { unlink(path(victim)) }
    }

    /// Total bytes of the entries on disk, as indexed.
    public var totalBytes: Int {
        index.withLock { index in
            if index == nil { index = scan() }
            return index!.values.reduce(0) { $0 + $1.bytes }
        }
    }

    /// Deletes the entry for `url`, if any.
    public func remove(_ url: String) { delete(URLHash.hex(url)) }

    private func delete(_ name: String) {
        // Only a file pagetty wrote: one of the user's may happen to have an entry's name.
        if DiskEntry.isMarked(path(name)) { unlink(path(name)) }
        index.withLock { _ = $0?.removeValue(forKey: name) }
    }

    private func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// Entries already on disk from an earlier run: files named like an entry (`URLHash`) that
    /// start with its magic. Anything else (temporary files, files of the user's) is never
    /// counted, so never evicted.
    private func scan() -> [String: Item] {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
        let files = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys)) ?? []
        var items: [String: Item] = [:]
        for file in files where URLHash.isHashName(file.lastPathComponent) && DiskEntry.isMarked(file.path) {
            let values = try? file.resourceValues(forKeys: Set(keys))
            items[file.lastPathComponent] = Item(bytes: values?.fileSize ?? 0,
                                                 written: values?.contentModificationDate ?? .distantPast)
        }
        return items
    }
}
