import Catalog
import Theming

/// The config file's values as written, before flags and the environment are applied.
///
/// A plain value; any thread. Every field is optional: absent means "not configured".
public struct ConfigFile: Sendable, Equatable {
    /// `source`: the source opened first.
    public var source: BuiltInSource?
    /// `per_page`: items per page for every source (in the range all of them take: 1-100).
    public var perPage: Int?
    /// `osc52`: let y copy URLs with OSC 52.
    public var osc52: Bool?
    /// `color`: false turns colours off like `NO_COLOR`.
    public var color: Bool?
    /// `[theme]`: colours by role (e.g. `selection = "white on blue"`), checked when read.
    public var theme = Theme()
    /// `[keys]`: key overrides by action (e.g. `quit = "Q"`), passed to the UI as written.
    public var keys: [String: String] = [:]
    /// `[github]`, `[qiita]`, `[pokemon]`.
    public var sources: [BuiltInSource: SourceConfig] = [:]
    /// `[paging] max_screens`: how far ahead the browser prefetches at most, in screens.
    public var prefetchScreens: Double?
    /// `[paging] max_items`: items held in memory at most.
    public var maxItems: Int?
    /// `[paging] max_page_mb`: the largest answer accepted.
    public var maxPageMB: Int?
    /// `[paging] parallel`: page requests in flight, pipe mode's read-ahead and the browser's known pages.
    public var parallel: Int?
    /// `[paging] retries`: retries of a transient failure.
    public var retries: Int?
    /// `[cache] enabled`.
    public var cacheEnabled: Bool?
    /// `[cache] dir`.
    public var cacheDirectory: String?
    /// `[cache] max_mb`: the disk cache's size cap in MiB.
    public var cacheMaxMB: Int?
    /// `[profiles.NAME]`: generic API descriptions for `pagetty @NAME`, values as text.
    public var profiles: [String: [String: String]] = [:]

    /// No values.
    public init() {}
}
