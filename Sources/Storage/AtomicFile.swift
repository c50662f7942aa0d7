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
    /// writable by group or others, or another user could plant or swap entries in it. Reached
    /// through a symlink, the link must be this user's (or root's) too: whoever owns a link can
    /// point it at another of this user's directories at any time (`/var/tmp/pagetty`).
    public static func directoryProblem(_ directory: String) -> String? {
        var link = stat()
        if lstat(directory, &link) == 0, link.st_mode & S_IFMT == S_IFLNK, link.st_uid != geteuid(), link.st_uid != 0 {
            return "is a symlink owned by another user"
        }
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
        sweepLeftovers(in: directory)
        let temporary = temporaryName(in: directory)
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

    /// The file's bytes, or nil when it cannot be read. Follows symlinks: for the user's own
    /// files (the config, often a link into a dotfiles repository), not for files pagetty wrote.
    public static func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    /// The bytes of a file pagetty wrote (a cache entry, positions), or nil unless it still is
    /// one: its directory private (`directoryProblem`), the file itself no symlink (O_NOFOLLOW),
    /// no FIFO or device (opened non-blocking, then checked regular) and owned by this user.
    /// Another user who could write the directory could otherwise plant what pagetty reads.
    public static func readPrivate(_ path: String) -> [UInt8]? {
        guard directoryProblem((path as NSString).deletingLastPathComponent) == nil else { return nil }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid() else { return nil }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return nil }
            if n == 0 { return bytes }
            bytes += chunk[..<n]
        }
    }
}
