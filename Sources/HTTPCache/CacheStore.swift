import Foundation
import Storage

/// The cache directory: one file per entry, named by a digest of the URL and the token used.
///
/// A value; any thread (each operation is one file system call sequence; concurrent writers
/// race only to replace a file whole). Least recently used entries go first when the total size
/// passes `capBytes`; a read touches the file's modification time. The directory may be the
/// user's (`--cache-dir ~/Downloads`): only files with an entry's name (`key`) and marker
/// (`CacheEntry.marker`) are ever replaced or deleted, and the directory's mode is left alone.
public struct CacheStore: Sendable {
    /// The directory (created with mode 0700 on the first write if missing).
    public let directory: String
    /// The most bytes kept on disk.
    public let capBytes: Int
    private let ledger = CacheLedger()

    /// How many times this store (and its copies) read the whole directory to evict.
    public var directoryReads: Int { ledger.reads }

    /// A store in `directory` holding at most `capBytes`.
    public init(directory: String, capBytes: Int = 50 * 1024 * 1024) {
        self.directory = directory
        self.capBytes = capBytes
    }

    /// The file name for `url` fetched with `credential` (an Authorization value, or nil): the
    /// `CacheKey` of such a request.
    public static func key(url: String, credential: String?) -> String {
        CacheKey.make(url: url, headers: credential.map { ["Authorization": $0] } ?? [:])
    }

    /// Whether `name` has the form of an entry's file name: 64 lower-case hex digits, as `key` makes.
    static func isEntryName(_ name: String) -> Bool {
        SHA256.isHex(name)
    }

    /// The entry stored under `key` for `url`; a corrupt one of pagetty's is deleted and nil returned.
    public func load(key: String, url: String) -> CacheEntry? {
        let path = directory + "/" + key
        guard let bytes = AtomicFile.readPrivate(path) else { return nil }
        guard let entry = CacheEntry.decode(bytes, expectedURL: url) else {
            if bytes.starts(with: CacheEntry.marker) || bytes.starts(with: CacheEntry.olderMarker) { unlink(path) }
            return nil
        }
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: path)
        return entry
    }

    /// Stores `entry` under `key`, then evicts to the cap. Failures are ignored: a cache is optional.
    public func save(_ entry: CacheEntry, key: String) {
        let path = directory + "/" + key
        // A file of the same name that pagetty did not write is not replaced.
        if access(path, F_OK) == 0, !CacheEntry.isMarked(path) { return }
        let bytes = entry.encoded()
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            return
        }
        if ledger.wrote(bytes.count, cap: capBytes) { evict() }
    }

    /// Deletes entries of the older form (their URL, perhaps with a token, in clear), then, when
    /// they pass the cap, the least recently used entries until they fill nine tenths of it (so
    /// that a full cache is read again only after another tenth was written); they alone count,
    /// and nothing else in the directory is touched.
    func evict() {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: directory) else { return }
        var files: [(path: String, size: Int, used: timespec)] = []
        for name in names where Self.isEntryName(name) {
            let path = directory + "/" + name
            // Entries alone: the picture cache's folder (`images`) and the user's files are not named so.
            guard let version = CacheEntry.version(path) else { continue }
            if version == 1 {
                unlink(path)
                continue
            }
            // lstat, not FileManager's attributes: those look up the owner's and group's names,
            // reading /etc/passwd and /etc/group for every entry.
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            files.append((path, Int(info.st_size), info.st_mtim))
        }
        var total = files.reduce(0) { $0 + $1.size }
        let target = total > capBytes ? capBytes / 10 * 9 : capBytes
        for file in files.sorted(by: { ($0.used.tv_sec, $0.used.tv_nsec) < ($1.used.tv_sec, $1.used.tv_nsec) }) where total > target {
            unlink(file.path)
            total -= file.size
        }
        ledger.read(leaving: total)
    }
}
