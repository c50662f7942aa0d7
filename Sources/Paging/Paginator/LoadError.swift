/// The last error of a load, typed, and the retry it waits for if one is planned; text only
/// where it is shown (`description`).
///
/// A value; any thread.
public struct LoadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public var error: PagingError
    /// The retry waited for, if any: which one, and in how many seconds.
    public var retry: Retry?

    /// A planned retry.
    public struct Retry: Sendable, Equatable {
        /// 1 for the first retry.
        public var attempt: Int
        /// Seconds until it is sent, rounded.
        public var seconds: Int
    }

    /// An error, with a retry planned or not.
    public init(_ error: PagingError, retry: Retry? = nil) {
        self.error = error
        self.retry = retry
    }

    /// One line for the status bar: "HTTP 503; retry 2 in 4 s".
    public var description: String {
        guard let retry else { return error.description }
        return "\(error.description); retry \(retry.attempt) in \(retry.seconds) s"
    }
}
