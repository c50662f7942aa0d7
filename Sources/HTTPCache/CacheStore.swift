import Foundation
import Storage

/// The cache directory: one file per entry, named by a digest of the URL and the token used.
///
/// A value; any thread (each operation is one file system call sequence; concurrent writers
/// race only to replace a file whole). Least recently used entries go first when the total size
/// passes `capBytes`; a read touches the file's modification time.
public struct CacheStore: Sendable {
    /// The directory (created with mode 0700 on the first write).
    public let directory: String
    /// The most bytes kept on disk.
    public let capBytes: Int

    /// A store in `directory` holding at most `capBytes`.
    public init(directory: String, capBytes: Int = 50 * 1024 * 1024) {
        self.directory = directory
        self.capBytes = capBytes
    }

    /// The file name for `url` fetched with `credential` (an Authorization value, or nil).
    /// Only a digest of a digest of the credential reaches the name, never the credential.
    public static func key(url: String, credential: String?) -> String {
        SHA256.hex(url + "\n" + (credential.map { SHA256.hex($0) } ?? "-"))
    }

    /// The entry stored under `key` for `url`; a corrupt one is deleted and nil returned.
    public func load(key: String, url: String) -> CacheEntry? {
        let path = directory + "/" + key
        guard let bytes = AtomicFile.read(path) else { return nil }
        guard let entry = CacheEntry.decode(bytes, expectedURL: url) else {
            unlink(path)
            return nil
        }
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: path)
        return entry
    }

    /// Stores `entry` under `key`, then evicts to the cap. Failures are ignored: a cache is optional.
    public func save(_ entry: CacheEntry, key: String) {
        do {
            try AtomicFile.write(entry.encoded(), to: directory + "/" + key)
        } catch {
            return
        }
        evict()
    }

    /// Deletes the least recently used entries until the total fits the cap.
    func evict() {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: directory) else { return }
        var files: [(path: String, size: Int, used: Date)] = []
        for name in names where !name.hasPrefix(".") {
            let path = directory + "/" + name
            // The picture cache's folder (`images`) shares the directory and keeps its own budget.
            guard let attributes = try? manager.attributesOfItem(atPath: path),
                  attributes[.type] as? FileAttributeType == .typeRegular else { continue }
            files.append((path, (attributes[.size] as? Int) ?? 0, (attributes[.modificationDate] as? Date) ?? .distantPast))
        }
        var total = files.reduce(0) { $0 + $1.size }
        for file in files.sorted(by: { $0.used < $1.used }) where total > capBytes {
            unlink(file.path)
            total -= file.size
        }
    }
}
