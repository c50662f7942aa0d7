/// A fault scoped to requests whose path starts with `pathPrefix`, applied `count` times or always, at a seeded `rate`.
public struct FaultRule: Sendable, Equatable {
    /// Full path prefix including the API prefix, e.g. `/github/users` or `/qiita`; `/` matches everything.
    public var pathPrefix: String
    /// What happens.
    public var kind: FaultKind
    /// Apply to the next N matching requests, then expire; nil means always.
    public var count: Int?
    /// Probability per matching request (seeded generator); nil means 1.
    public var rate: Double?
    /// Matching requests passed through untouched before the rule starts to apply: a server that
    /// fails from its 12th page on (until the rule is removed, "healed").
    public var after: Int?

    /// A rule; by default it applies to every matching request.
    public init(pathPrefix: String, kind: FaultKind, count: Int? = nil, rate: Double? = nil, after: Int? = nil) {
        self.pathPrefix = pathPrefix
        self.kind = kind
        self.count = count
        self.rate = rate
        self.after = after
    }

    /// Whether the rule is scoped to this path.
    func matches(_ path: String) -> Bool {
        pathPrefix == "/" || path.hasPrefix(pathPrefix)
    }
}
