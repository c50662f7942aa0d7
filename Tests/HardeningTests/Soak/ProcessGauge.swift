import Foundation

/// Open file descriptors and resident memory of this process, from `/proc/self`.
enum ProcessGauge {
    /// Entries in `/proc/self/fd` (the directory handle used to list it included).
    static func openDescriptors() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? -1
    }

    /// Resident set size in bytes: the second field of `/proc/self/statm`, in pages.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return -1 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return -1 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
