/// Which of the served roots a path belongs to, and how that API words its errors and headers.
enum APIKind: String, Sendable {
    case github, qiita, pokeapi, images, generic

    /// Splits `/github/users` into (.github, "/users").
    static func route(_ path: String) -> (APIKind, String)? {
        for kind in [APIKind.github, .qiita, .pokeapi, .images, .generic] {
            let prefix = "/" + kind.rawValue
            if path == prefix { return (kind, "/") }
            if path.hasPrefix(prefix + "/") { return (kind, String(path.dropFirst(prefix.count))) }
        }
        return nil
    }

    /// Which `Authorization` schemes the API accepts.
    var schemes: Set<String> {
        switch self {
        case .github: ["bearer", "token"]
        case .qiita: ["bearer"]
        case .pokeapi, .images, .generic: []
        }
    }

    /// Requests per hour (unauthenticated, authenticated), or nil for APIs without a limit.
    var limits: (anonymous: Int, authenticated: Int)? {
        switch self {
        case .github: (60, 5000)
        case .qiita: (60, 1000)
        case .pokeapi, .images, .generic: nil
        }
    }

    /// The 401 each API sends for a token it does not know.
    func badCredentials() -> Reply {
        switch self {
        case .github: GitHubAPI.error(401, "Bad credentials", GitHubAPI.docs)
        case .qiita: QiitaAPI.error(401, "Unauthorized", "unauthorized")
        case .pokeapi, .images, .generic: .text(401, "Unauthorized")
        }
    }

    /// The answer when the primary hourly budget is used up.
    func rateLimited(clientID: String, authenticated: Bool) -> Reply {
        switch self {
        case .github:
            let who = authenticated ? "user ID \(clientID)" : clientID
            let extra = authenticated ? "" : " (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)"
            return GitHubAPI.error(403, "API rate limit exceeded for \(who).\(extra)", "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api")
        case .qiita: return QiitaAPI.error(429, "Rate limit exceeded", "rate_limit_exceeded")
        case .pokeapi, .images, .generic: return .text(429, "Too Many Requests")
        }
    }

    /// An injected error status worded as the API words it.
    func failure(_ status: Int, retryAfter: Int?) -> Reply {
        var reply: Reply
        switch self {
        case .github:
            reply = status == 403 || status == 429
                ? GitHubAPI.error(status, "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.", "https://docs.github.com/free-pro-team@latest/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits")
                : GitHubAPI.error(status, status >= 500 ? "Server Error" : "Error", GitHubAPI.docs)
        case .qiita:
            reply = status == 429 || status == 403
                ? QiitaAPI.error(status, "Rate limit exceeded", "rate_limit_exceeded")
                : QiitaAPI.error(status, status >= 500 ? "Internal server error" : "Error", status >= 500 ? "internal_server_error" : "error")
        case .pokeapi, .images, .generic:
            reply = .text(status, Self.reason(status))
        }
        if let retryAfter { reply.set("retry-after", String(retryAfter)) }
        return reply
    }

    /// The headers every response from this API carries besides rate limits.
    func standardHeaders(authenticated: Bool, success: Bool) -> [(String, String)] {
        switch self {
        case .github:
            var headers: [(String, String)] = []
            if success { headers.append(("cache-control", "\(authenticated ? "private" : "public"), max-age=60, s-maxage=60")) }
            headers += [
                ("vary", authenticated ? "Accept, Authorization, Cookie, X-GitHub-OTP,Accept-Encoding, Accept, X-Requested-With" : "Accept,Accept-Encoding, Accept, X-Requested-With"),
                ("x-github-media-type", "github.v3; format=json"),
                ("x-github-api-version-selected", "2022-11-28"),
                ("access-control-expose-headers", "ETag, Link, Location, Retry-After, X-GitHub-OTP, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Used, X-RateLimit-Resource, X-RateLimit-Reset, X-OAuth-Scopes, X-Accepted-OAuth-Scopes, X-Poll-Interval, X-GitHub-Media-Type, X-GitHub-SSO, X-GitHub-Request-Id, Deprecation, Sunset"),
                ("access-control-allow-origin", "*"),
                ("x-content-type-options", "nosniff"),
                ("server", "github.com"),
            ]
            return headers
        case .qiita:
            return [("cache-control", success ? "max-age=0, private, must-revalidate" : "no-cache"), ("x-content-type-options", "nosniff")]
        case .pokeapi:
            var headers: [(String, String)] = [("access-control-allow-origin", "*")]
            if success { headers.append(("cache-control", "public, max-age=86400, s-maxage=86400")) }
            return headers
        case .images, .generic:
            return [("access-control-allow-origin", "*")]
        }
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 403: "Forbidden"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: "Error"
        }
    }
}
