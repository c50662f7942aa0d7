import TerminalText

/// Why a `[theme]` entry was refused; the config parser adds the file and line.
public enum ThemeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A key that is not a role.
    case unknownRole(String)
    /// A value that is not a colour (or "FG on BG").
    case badColor(role: String, value: String)

    /// The key the error is about.
    public var key: String {
        switch self {
        case .unknownRole(let role), .badColor(let role, _): role
        }
    }

    /// One line, without the file and line.
    public var description: String {
        switch self {
        case .unknownRole(let role):
            let roles = Role.allCases.map(\.rawValue).joined(separator: ", ")
            return "theme.\(short(role)): unknown role (roles: \(roles))"
        case .badColor(let role, let value):
            return "theme.\(short(role)): “\(short(value))” is not a colour "
                + "(a name such as red or bright-red, default, 0-255, #rrggbb, or “FG on BG”)"
        }
    }

    /// Config text echoed back: control characters removed, kept short.
    private func short(_ text: String) -> String {
        String(Sanitizer.clean(text).prefix(40))
    }
}
