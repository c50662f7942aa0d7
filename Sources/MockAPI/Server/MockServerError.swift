/// Why the mock server could not start.
public enum MockServerError: Error, Sendable {
    /// The server stopped before it reported a bound port.
    case notStarted
}
