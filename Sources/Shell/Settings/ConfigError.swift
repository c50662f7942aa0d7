/// Why the config file was refused, one line naming the file and line.
public enum ConfigError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file cannot be used, and why (`no such file`, `not UTF-8 text`, `cannot be read`).
    case unreadable(path: String, reason: String)
    /// TOML syntax error at `line`.
    case syntax(path: String, line: Int, message: String)
    /// A known key with a value of the wrong type or range.
    case badValue(path: String, key: String, expected: String)
    /// A `[theme]` entry that is not a role or not a colour, at `line` (0: not found in the text).
    case badTheme(path: String, line: Int, message: String)

    /// One line for stderr.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "pagetty: cannot read config \(path): \(reason)"
        case .syntax(let path, let line, let message): "pagetty: \(path):\(line): \(message)"
        case .badValue(let path, let key, let expected): "pagetty: \(path): \(key) must be \(expected)"
        case .badTheme(let path, let line, let message):
            line > 0 ? "pagetty: \(path):\(line): \(message)" : "pagetty: \(path): \(message)"
        }
    }
}
