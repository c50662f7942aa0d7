import CBuildStamp

/// The version of pagetty, sent in `User-Agent` and printed by `--version`.
public enum PagettyVersion {
    /// Semantic version string: the one place the version is written (`make dist` reads it here).
    public static let string = "0.1.0"
    /// The `User-Agent` header value.
    public static let userAgent = "pagetty/\(string)"
    /// The git commit `make dist` stamped into the binary; nil for other builds.
    public static let commit: String? = {
        let stamped = String(cString: pt_build_commit())
        return stamped.isEmpty ? nil : stamped
    }()
    /// What `--version` prints: "0.1.0", or "0.1.0 (commit 3d1da7e)" when stamped.
    public static let full = commit.map { "\(string) (commit \($0))" } ?? string
}
