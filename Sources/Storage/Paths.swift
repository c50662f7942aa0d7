#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where pagetty keeps its files, after the XDG base directory rules.
///
/// A plain value; any thread. Built from an environment dictionary so tests choose the paths.
public struct Paths: Sendable, Equatable {
    /// `$XDG_CONFIG_HOME/pagetty/config.toml`, else `~/.config/pagetty/config.toml`; nil without a home.
    public var configFile: String?
    /// `$XDG_CACHE_HOME/pagetty`, else `~/.cache/pagetty`; nil when there is no home to put it in.
    public var cacheDirectory: String?
    /// `$XDG_STATE_HOME/pagetty/positions.json`, else `~/.local/state/pagetty/positions.json`;
    /// nil when there is no home to put it in.
    public var positionsFile: String?

    /// The paths for `environment`; relative XDG values are ignored, as the spec says. Without
    /// `HOME` (cron, systemd, `env -i`) the home is the user's passwd entry (`accountHome`), never a
    /// shared place like /tmp where another user could plant cache entries; with neither, the
    /// cache and state are off.
    public init(environment: [String: String], accountHome: String? = Paths.accountHome()) {
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? accountHome.flatMap { $0.hasPrefix("/") ? $0 : nil }
        func base(_ variable: String, _ fallback: String) -> String? {
            if let value = environment[variable], value.hasPrefix("/") { return value }
            return home.map { $0 + "/" + fallback }
        }
        configFile = base("XDG_CONFIG_HOME", ".config").map { $0 + "/pagetty/config.toml" }
        cacheDirectory = base("XDG_CACHE_HOME", ".cache").map { $0 + "/pagetty" }
        positionsFile = base("XDG_STATE_HOME", ".local/state").map { $0 + "/pagetty/positions.json" }
    }

    /// The home directory of this process's user from the passwd database, if it names one.
    public static func accountHome() -> String? {
        guard let entry = getpwuid(geteuid()), let directory = entry.pointee.pw_dir else { return nil }
        let home = String(cString: directory)
        return home.isEmpty ? nil : home
    }

    /// The picture cache inside the cache directory `cache` (the default one or `--cache-dir`):
    /// `<cache>/images`, beside the HTTP cache's entries.
    public static func images(in cache: String) -> String { cache + "/images" }
}
