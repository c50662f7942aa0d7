/// Why pipe mode stopped early, one line for stderr.
public enum PipeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The paging engine gave up (after its retries) with this message.
    case failed(String)
    /// Nothing was loading and nothing more arrived.
    case stalled

    /// One line for stderr.
    public var description: String {
        switch self {
        case .failed(let why): "pagetty: \(why)"
        case .stalled: "pagetty: loading stopped without an error"
        }
    }
}
