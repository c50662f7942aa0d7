import Foundation

/// Private files written whole: a temporary file in the same directory, then a rename.
///
/// Stateless; any thread. A reader never sees half a file, and the mode is set before the
/// content lands, so a token-bearing cache entry is never briefly world-readable.
public enum AtomicFile {
    /// Creates `directory` and missing parents with mode 0700. An existing directory keeps its
    /// mode (it may be the user's own, `--cache-dir ~/Downloads`), but must be private: owned by
    /// this user and writable by no one else, or nothing is written into it.
    public static func ensureDirectory(_ directory: String) throws(FileError) {
        var missing: [String] = []
        var path = directory
        while !path.isEmpty, path != "/", access(path, F_OK) != 0 {
            missing.append(path)
            path = (path as NSString).deletingLastPathComponent
        }
        for component in missing.reversed() where mkdir(component, 0o700) != 0 && errno != EEXIST {
            throw .io("cannot create \(directory)")
        }
        if let problem = directoryProblem(directory) { throw .io("\(directory) \(problem)") }
    }

    /// Why `directory` may not hold pagetty's files, or nil when it may. A missing directory may
    /// (pagetty creates it 0700); an existing one must be a directory owned by this user and not
    /// writable by group or others, or another user could plant or swap entries in it.
    public static func directoryProblem(_ directory: String) -> String? {
        var info = stat()
        guard stat(directory, &info) == 0 else { return errno == ENOENT ? nil : "cannot be inspected" }
        guard info.st_mode & S_IFMT == S_IFDIR else { return "is not a directory" }
        guard info.st_uid == geteuid() else { return "is owned by another user" }
        guard info.st_mode & 0o022 == 0 else { return "is writable by group or others" }
        return nil
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
