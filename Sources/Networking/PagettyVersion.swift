/// The version of pagetty, sent in `User-Agent` and printed by `--version`.
public enum PagettyVersion {
    /// Semantic version string.
    public static let string = "0.1.0"
    /// The `User-Agent` header value.
    public static let userAgent = "pagetty/\(string)"
}
