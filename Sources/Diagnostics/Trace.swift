import Networking
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Appends one JSON object per line to the file named by `PAGETTY_TRACE`.
///
/// Thread-safe: each event is one `write(2)` to a file opened with `O_APPEND`, so lines from
/// the main actor and the I/O thread never interleave. `t` is milliseconds since process start.
/// The file is private (created 0600, never through a symlink, never another user's) and every
/// URL in it is redacted.
public final class Trace: Sendable {
    /// The trace named by `PAGETTY_TRACE`, or nil when tracing is off.
    public static let shared: Trace? = getenv("PAGETTY_TRACE").flatMap { Trace(path: String(cString: $0)) }

    private let fd: Int32
    private let startMilliseconds: Double

    /// A trace appending to `path`, or nil when it cannot be opened or `path` is a symlink
    /// (one planted in a shared directory would make pagetty append to a file of its choosing),
    /// or is not this user's own regular file with one link (a file another user planted to read
    /// the trace, a FIFO that would block, a hard link to another file), or lies in a directory
    /// others may write without the sticky bit (they could swap the file after the checks).
    public init?(path: String) {
        guard Self.directoryIsSafe(Self.parent(of: path)) else { return nil }
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o600)
        guard fd >= 0 else { return nil }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(), info.st_nlink == 1 else {
            close(fd)
            return nil
        }
        self.fd = fd
        startMilliseconds = ProcessStart.bootMilliseconds ?? Self.bootNow()
    }

    deinit { close(fd) }

    /// The directory part of `path` ("." for a bare name, "/" for a file at the root).
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Whether no other user can replace entries in `directory`: not group or other writable,
    /// or sticky (/tmp), where only a file's owner may rename or remove it.
    static func directoryIsSafe(_ directory: String) -> Bool {
        var info = stat()
        guard stat(directory, &info) == 0 else { return false }
        return info.st_mode & 0o022 == 0 || info.st_mode & S_ISVTX != 0
    }

    /// Milliseconds since the process started.
    public var now: Double { Self.bootNow() - startMilliseconds }

    /// A key press: `{"ev":"key","t":ms,"key":"j"}`.
    public func key(_ name: String) {
        emit("{\"ev\":\"key\",\"t\":\(ms(now)),\"key\":\(Self.quoted(name))}")
    }

    /// A frame: render time, first visible row, rows shown, loading or placeholder rows shown.
    public func frame(microseconds: Int, top: Int, rows: Int, loadingRows: Int) {
        emit("{\"ev\":\"frame\",\"t\":\(ms(now)),\"us\":\(microseconds),\"top\":\(top),\"rows\":\(rows),\"loading_rows\":\(loadingRows)}")
    }

    /// A finished request: URL (credential-looking query values redacted), HTTP status (0 for a
    /// transport error), duration, and for a failure its whole text (the screen shows a short one).
    public func request(url: String, status: Int, ms duration: Double, error: String? = nil) {
        let failure = error.map { ",\"error\":\(Self.quoted($0))" } ?? ""
        emit("{\"ev\":\"request\",\"t\":\(ms(now)),\"url\":\(Self.quoted(RedactedURL.redact(url))),\"status\":\(status),\"ms\":\(ms(duration))\(failure)}")
    }

    private func emit(_ line: String) {
        var bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeMutableBytes { write(fd, $0.baseAddress, $0.count) }
    }

    private func ms(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return "\(rounded)"
    }

    /// `text` as a JSON string literal; C0, DEL, C1 and U+2028/2029 escaped as pipe output's
    /// `InertJSON` does, so a trace shown in a terminal cannot drive it (URLs come from servers).
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func bootNow() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_BOOTTIME, &spec)
        return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1_000_000
    }
}
