import Networking

/// One rate gate per origin, for the lists of one browser: the list a tab opened and the
/// children opened from it share their origin's gate.
///
/// Main actor only.
@MainActor
public final class RateGates {
    let clock: any Clock<Duration>
    private var gates: [URLOrigin: RateGate] = [:]

    /// Gates keeping time on `clock`.
    public init(clock: any Clock<Duration>) {
        self.clock = clock
    }

    /// The gate of `url`'s origin, made open on first use; nil for a URL with no origin.
    public func gate(for url: String) -> RateGate? {
        guard let origin = URLOrigin(url) else { return nil }
        if let gate = gates[origin] { return gate }
        let gate = RateGate(clock: clock)
        gates[origin] = gate
        return gate
    }
}
