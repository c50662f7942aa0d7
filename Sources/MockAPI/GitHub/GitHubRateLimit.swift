/// `GET /github/rate_limit`'s body as GitHub's description has it today (`RateLimitOverview`):
/// `resources` with the required `core` and `search` and the optional categories, plus the
/// deprecated `rate` that API version 2022-11-28 (the mock's default) still sends.
///
/// Stateless; any thread. Only `core` is counted by the mock; the others are full budgets.
enum GitHubRateLimit {
    /// The categories after `core`, with their limits (authenticated, anonymous) and window length.
    static let categories: [(name: String, authenticated: Int, anonymous: Int, seconds: Int)] = [
        ("search", 30, 10, 60),
        ("graphql", 5_000, 0, 3_600),
        ("integration_manifest", 5_000, 5_000, 3_600),
        ("source_import", 100, 100, 60),
        ("code_scanning_upload", 1_000, 1_000, 3_600),
        ("actions_runner_registration", 10_000, 10_000, 3_600),
        ("scim", 15_000, 15_000, 3_600),
        ("dependency_snapshots", 100, 100, 60),
        ("code_search", 10, 10, 60),
        ("code_scanning_autofix", 10, 10, 60),
    ]

    /// The body for the core window `core`, at `now` (epoch seconds).
    static func body(core: RateWindow, authenticated: Bool, now: Int) -> JSON {
        var resources: [(String, JSON)] = [("core", entry(limit: core.limit, used: core.used, reset: core.reset, name: "core"))]
        for category in categories {
            let limit = authenticated ? category.authenticated : category.anonymous
            resources.append((category.name, entry(limit: limit, used: 0, reset: now + category.seconds, name: category.name)))
        }
        // `rate` repeats `core`, as it does on api.github.com.
        let rate = entry(limit: core.limit, used: core.used, reset: core.reset, name: "core")
        return .object([("resources", .object(resources)), ("rate", rate)])
    }

    private static func entry(limit: Int, used: Int, reset: Int, name: String) -> JSON {
        .object([("limit", .int(limit)), ("used", .int(used)), ("remaining", .int(max(0, limit - used))),
                 ("reset", .int(reset)), ("resource", .string(name))])
    }
}
