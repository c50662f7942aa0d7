/// Why a file could not be read or written, one line.
public enum FileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A read, write or directory operation failed.
    case io(String)

    /// One line for stderr.
    public var description: String {
        switch self {
        case .io(let what): what
        }
    }
}
