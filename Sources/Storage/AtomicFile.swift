import Foundation

/// Private files written whole: a temporary file in the same directory, then a rename.
///
/// Stateless; any thread. A reader never sees half a file, and the mode is set before the
/// content lands, so a token-bearing cache entry is never briefly world-readable.
public enum AtomicFile {
    /// Creates `directory` (and parents) with mode 0700 if missing, and tightens it to 0700.
    public static func ensureDirectory(_ directory: String) throws(FileError) {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw .io("cannot create \(directory)")
        }
        chmod(directory, 0o700)
    }

    /// Writes `bytes` to `path` with mode 0600, atomically.
    public static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        let directory = (path as NSString).deletingLastPathComponent
        try ensureDirectory(directory)
        let temporary = directory + "/.tmp-\(UInt64.random(in: 0...UInt64.max))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .io("cannot write \(path)") }
        var written = 0
        let ok = bytes.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + written, buffer.count - written)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return false }
                written += n
            }
            return true
        }
        close(fd)
        guard ok, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw .io("cannot write \(path)")
        }
    }

    /// The file's bytes, or nil when it cannot be read.
    public static func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }
}
