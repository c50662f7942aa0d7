/// What to do after a failed load.
public enum RetryDecision: Equatable, Sendable {
    /// Try again after this backoff.
    case retry(after: Duration)
    /// The server limited our rate: send nothing for this long, then try again.
    case waitForRateLimit(Duration)
    /// Give up and show the error.
    case fail
}
