/// Where pagetty keeps its files, after the XDG base directory rules.
///
/// A plain value; any thread. Built from an environment dictionary so tests choose the paths.
public struct Paths: Sendable, Equatable {
    /// `$XDG_CONFIG_HOME/pagetty/config.toml`, else `~/.config/pagetty/config.toml`.
    public var configFile: String
    /// `$XDG_CACHE_HOME/pagetty`, else `~/.cache/pagetty`.
    public var cacheDirectory: String
    /// `$XDG_STATE_HOME/pagetty/positions.json`, else `~/.local/state/pagetty/positions.json`.
    public var positionsFile: String

    /// The paths for `environment`; relative XDG values are ignored, as the spec says.
    public init(environment: [String: String]) {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        func base(_ variable: String, _ fallback: String) -> String {
            if let value = environment[variable], value.hasPrefix("/") { return value }
            return home + "/" + fallback
        }
        configFile = base("XDG_CONFIG_HOME", ".config") + "/pagetty/config.toml"
        cacheDirectory = base("XDG_CACHE_HOME", ".cache") + "/pagetty"
        positionsFile = base("XDG_STATE_HOME", ".local/state") + "/pagetty/positions.json"
    }

    /// The picture cache inside the cache directory `cache` (the default one or `--cache-dir`):
    /// `<cache>/images`, beside the HTTP cache's entries.
    public static func images(in cache: String) -> String { cache + "/images" }
}
