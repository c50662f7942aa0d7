/// When to poll a followed list next, or why following stops.
public enum FollowDecision: Sendable, Equatable {
    /// Poll again after this long.
    case poll(after: Duration)
    /// Stop following: the failure will not heal by asking again (401, 404, a refused redirect).
    case stop(String)
}
