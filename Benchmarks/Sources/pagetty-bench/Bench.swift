import Foundation

/// Shared helpers for benchmark output.
enum Bench {
    /// Prints one machine-readable line: `BENCH name value`.
    static func report(_ name: String, _ value: Double) {
        print("BENCH \(name) \(String(format: value >= 100 ? "%.0f" : "%.3f", value))")
    }

    /// Whether `area` is selected by `BENCH_FILTER` (unset selects all).
    static func selected(_ area: String) -> Bool {
        guard let filter = ProcessInfo.processInfo.environment["BENCH_FILTER"], !filter.isEmpty else { return true }
        return filter.split(separator: ",").contains { area.hasPrefix($0) || $0.hasPrefix(area) }
    }

    /// Median of `values` (0 when empty).
    static func median(_ values: [Double]) -> Double { percentile(values, 0.5) }

    /// The `p` quantile of `values`, nearest rank.
    static func percentile(_ values: [Double], _ p: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
    }

    /// Peak resident set size of this process so far, in MiB.
    static func peakRSSMiB() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)  // Glibc imports RUSAGE_SELF as an enum
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return Double(usage.ru_maxrss) / 1024
    }

    /// Current resident set size, in MiB (from /proc).
    static func currentRSSMiB() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let pages = text.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }
}
