import Catalog
import Networking
import Paging
import Storage
import Theming

/// Everything a run needs, resolved: flags, then the environment, then the config file, then defaults.
///
/// A plain value; any thread. The interactive app takes it as is.
public struct Settings: Sendable {
    /// The source opened first.
    public var source: BuiltInSource = .github
    /// Base URL and token per source (a base of nil is the public API).
    public var endpoints: [BuiltInSource: Endpoint] = [:]
    /// Items per page of the source opened first; nil lets it choose.
    public var perPage: Int?
    /// Items per page of each other source (`perPage(for:)` reads both).
    public var otherPerPage: [BuiltInSource: Int] = [:]
    /// The Qiita search query.
    public var query: String?
    /// Pipe mode's format; nil for the interactive browser.
    public var print: PipeFormat?
    /// Whether to draw colours: false under `NO_COLOR` (any non-empty value) or `color = false`.
    public var colors = true
    /// Colours by role from `[theme]`; drawn only when `colors` is true.
    public var theme = Theme()
    /// Key overrides by action from `[keys]`, as written.
    public var keys: [String: String] = [:]
    /// Whether y copies with OSC 52.
    public var osc52 = false
    /// The paging engine's tuning (`[paging]`).
    public var paging = PagingConfiguration()
    /// The largest answer accepted (`[paging] max_page_mb`): the paging engine's, where pipe
    /// mode's read-ahead shares out what pages ahead may hold.
    public var maxPageBytes: Int {
        get { paging.maxPageBytes }
        set { paging.maxPageBytes = newValue }
    }
    /// `--parallel` and `[paging] parallel`: one at a time up to the per-host cap.
    public static let parallelRange = 1...PagingConfiguration.maxParallel
    /// The picture cache's directory, inside `cacheDirectory`; nil when the caches are off.
    public var imageCacheDirectory: String? { cacheDirectory.map(Paths.images(in:)) }
    /// The disk cache's directory, or nil when it is off (`--no-cache`, `[cache] enabled = false`).
    public var cacheDirectory: String?
    /// The disk cache's size cap.
    public var cacheCapBytes = 50 * 1024 * 1024
    /// The remembered-positions file; nil when positions are not kept (no home, or a state
    /// directory that is not private).
    public var positionsFile: String?
    /// Whether to ignore the remembered position (`--fresh`); always true in pipe mode.
    public var fresh = false
    /// Warnings to show on stderr (unknown config keys).
    public var warnings: [String] = []
    /// Generic API profiles from the config, by name (`pagetty @NAME`).
    public var profiles: [String: [String: String]] = [:]

    /// Defaults for `paths`.
    public init(paths: Paths) {
        positionsFile = paths.positionsFile
        cacheDirectory = paths.cacheDirectory
    }
}
