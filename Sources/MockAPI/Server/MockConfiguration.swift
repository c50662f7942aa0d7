import Foundation

/// Settings for one mock server; everything it serves is a function of these.
public struct MockConfiguration: Sendable {
    /// TCP port on 127.0.0.1; 0 asks the kernel for a free one.
    public var port: Int = 0
    /// Seed for all generated data and for seeded randomness (fault rates, jitter).
    public var seed: UInt64 = 1
    /// Extra delay before every response.
    public var latency: Duration = .zero
    /// Up to this much more delay, drawn from the seeded generator.
    public var jitter: Duration = .zero
    /// Tokens accepted in `Authorization`; any other token gets 401.
    public var tokens: Set<String> = []
    /// The server's clock, injectable so tests can move rate-limit windows without sleeping.
    public var now: @Sendable () -> Date = Date.init
    /// Total Qiita items before any are inserted at the head (the real feed had 680,484).
    public var qiitaItemCount: Int = 680_484
    /// Largest GitHub user id the generator reaches (ids have gaps below it).
    public var githubMaxID: Int = 15_000_000

    /// Grows the lists on `now`'s clock, one item each this long: the Qiita and generic feeds at
    /// their head, GitHub users at their tail; nil keeps them still (unless asked by a fault or
    /// `insertQiitaItems`/`appendGitHubUsers`). ETags follow the bodies, so they change only with the list.
    public var growEvery: Duration?
    /// The defaults: port 0, seed 1, no latency, no tokens, the wall clock.
    public init() {}
}
