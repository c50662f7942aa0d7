/// What an error row says: a short reason for the row, the whole message for the status line.
///
/// Both are untrusted (server text may be in them); the renderer sanitises them. A value; any thread.
public struct RowError: Sendable, Equatable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// A few words that fit an 80-column row after `R retry` ("can't connect to 127.0.0.1:1").
    public var reason: String
    /// Everything known, shown in the status line while the row is selected.
    public var message: String
    /// Whether asking again may help, so that the row offers `R retry` (not for a body that is no JSON).
    public var retryable = true

    /// An error row's texts.
    public init(reason: String, message: String) {
        self.reason = reason
        self.message = message
    }

    /// The same text as reason and message.
    public init(stringLiteral text: String) {
        self.init(reason: text, message: text)
    }

    /// The whole message.
    public var description: String { message }
}
