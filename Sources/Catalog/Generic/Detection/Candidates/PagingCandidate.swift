/// One reading of how a list pages: the options that page it, the evidence for it and its score.
///
/// A plain value; any thread. Readings the server spells out itself (a `Link` header, a next URL
/// under a documented name) are `trusted`; every other one is confirmed by asking for page 2.
public struct PagingCandidate: Sendable, Equatable {
    /// The options in profile form: `strategy`, and `more`, `total_pages`, `per_page` when they go with it.
    public var options: [String: String]
    /// What in the answer points to it, as a user reads it ("info.next is a URL").
    public var evidence: String
    /// Higher is tried first.
    public var score: Int
    /// Whether the server names the next request itself, so no probe is needed.
    public var trusted: Bool

    /// A reading.
    public init(options: [String: String], evidence: String, score: Int, trusted: Bool = false) {
        self.options = options
        self.evidence = evidence
        self.score = score
        self.trusted = trusted
    }

    /// The strategy option.
    public var strategy: String { options["strategy"] ?? "link" }
}
