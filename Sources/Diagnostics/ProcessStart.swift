#if canImport(Glibc)
import Glibc
#endif

/// When this process started, so that trace times count from `exec` rather than first use.
enum ProcessStart {
    /// Start time in CLOCK_BOOTTIME milliseconds (from /proc/self/stat), nil where unknown.
    static let bootMilliseconds: Double? = {
        #if os(Linux)
        guard let file = fopen("/proc/self/stat", "r") else { return nil }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 1024)
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return nil }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let line = String(decoding: bytes, as: UTF8.self)
        // The command name may hold spaces and parentheses: fields start after the last ')'.
        guard let close = line.lastIndex(of: ")") else { return nil }
        let fields = line[line.index(after: close)...].split(separator: " ")
        // Field 22 (starttime) is the 20th after the name.
        guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
        return ticks * 1000 / Double(sysconf(Int32(_SC_CLK_TCK)))
        #else
        return nil
        #endif
    }()
}
