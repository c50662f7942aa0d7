/// Why settings could not be resolved, one line.
public enum SettingsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The config file is unreadable or malformed (the message names the file and line).
    case config(String)
    /// A base URL was refused.
    case endpoint(String)
    /// `--per-page` outside the source's range (the message names both).
    case perPage(String)

    /// One line for stderr.
    public var description: String {
        switch self {
        case .config(let message): message
        case .endpoint(let message), .perPage(let message): "pagetty: \(message)"
        }
    }
}
