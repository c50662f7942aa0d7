/// The words the browser's status line and pipe mode's progress line share for counts, waits
/// and durations, so both say the same thing the same way.
///
/// Stateless; any thread.
public enum ProgressWords {
    /// "275/600" with a total, "275" without.
    public static func count(_ done: Int, of total: Int?) -> String {
        total.map { "\(done)/\($0)" } ?? "\(done)"
    }

    /// "rate limited, resumes in 42s".
    public static func rateLimited(resumesIn seconds: Int) -> String {
        "rate limited, resumes in \(duration(seconds))"
    }

    /// 42s, 3m05s, 1h02m.
    public static func duration(_ seconds: Int) -> String {
        let s = max(0, seconds)
        if s < 60 { return "\(s)s" }
        if s < 3600 { return "\(s / 60)m\(pad(s % 60))s" }
        return "\(s / 3600)h\(pad(s / 60 % 60))m"
    }

    private static func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
