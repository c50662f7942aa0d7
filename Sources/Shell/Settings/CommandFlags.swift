import Catalog

/// What the command line said; nil and false mean "not given".
///
/// A plain value; any thread.
public struct CommandFlags: Sendable, Equatable {
    /// The source argument, when given.
    public var source: BuiltInSource?
    /// `--base-url`, for the chosen source.
    public var baseURL: String?
    /// `--per-page`.
    public var perPage: Int?
    /// `--query` (Qiita).
    public var query: String?
    /// `--print`.
    public var print: PipeFormat?
    /// `--no-cache`.
    public var noCache = false
    /// `--cache-dir`.
    public var cacheDirectory: String?
    /// `--config`.
    public var configFile: String?
    /// `--osc52`.
    public var osc52 = false
    /// `--parallel`: page requests in flight where pages are known ahead, in pipe mode and the browser alike.
    public var parallel: Int?
    /// `--fresh`: ignore the remembered position.
    public var fresh = false

    /// No flags.
    public init() {}
}
