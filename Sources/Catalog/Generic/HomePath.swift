import Foundation

/// `~` in a path the user gives (`--body @~/F`, `--graphql @~/F`, their profile keys): one rule
/// for every such option, `$HOME` as a shell expands it, never the passwd entry.
///
/// Pure; any thread.
enum HomePath {
    /// `path` with a leading `~` or `~/` replaced by `home`; nil for `~user` or without an
    /// absolute home. Other paths are returned as they are.
    static func expand(_ path: String, home: String? = ProcessInfo.processInfo.environment["HOME"]) -> String? {
        guard path.hasPrefix("~") else { return path }
        guard path == "~" || path.hasPrefix("~/"), let home, home.hasPrefix("/") else { return nil }
        return home + path.dropFirst()
    }
}
