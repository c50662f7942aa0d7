/// A flat JSON form for the admin route: `{"pathPrefix":"/github","kind":"status","status":503,"retryAfter":5,"count":1}`.
extension FaultRule: Codable {
    private enum Keys: String, CodingKey {
        case pathPrefix, kind, count, rate, after, status, retryAfter, milliseconds, jitter, bytes, intervalMilliseconds, items, host
    }

    /// Decodes the flat admin form; unknown kinds are a decoding error.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        pathPrefix = try c.decodeIfPresent(String.self, forKey: .pathPrefix) ?? "/"
        count = try c.decodeIfPresent(Int.self, forKey: .count)
        rate = try c.decodeIfPresent(Double.self, forKey: .rate)
        after = try c.decodeIfPresent(Int.self, forKey: .after)
        let name = try c.decode(String.self, forKey: .kind)
        func int(_ key: Keys, _ fallback: Int) throws -> Int { try c.decodeIfPresent(Int.self, forKey: key) ?? fallback }
        switch name {
        case "latency": kind = .latency(milliseconds: try int(.milliseconds, 0), jitter: try int(.jitter, 0))
        case "status": kind = .status(try int(.status, 500), retryAfter: try c.decodeIfPresent(Int.self, forKey: .retryAfter))
        case "rateLimitExhausted": kind = .rateLimitExhausted
        case "malformedJSON": kind = .malformedJSON
        case "truncatedBody": kind = .truncatedBody
        case "connectionReset": kind = .connectionReset
        case "slowTrickle": kind = .slowTrickle(bytes: try int(.bytes, 64), intervalMilliseconds: try int(.intervalMilliseconds, 100))
        case "insertHead": kind = .insertHead(items: try int(.items, 1))
        case "foreignNextLink": kind = .foreignNextLink(host: try c.decodeIfPresent(String.self, forKey: .host) ?? "evil.example.com")
        case "foreignLinks": kind = .foreignLinks(host: try c.decodeIfPresent(String.self, forKey: .host) ?? "evil.example.com")
        default:
            throw DecodingError.dataCorruptedError(forKey: .kind, in: c, debugDescription: "unknown fault kind \(name)")
        }
    }

    /// Encodes the same flat form.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(pathPrefix, forKey: .pathPrefix)
        try c.encode(kind.name, forKey: .kind)
        try c.encodeIfPresent(count, forKey: .count)
        try c.encodeIfPresent(rate, forKey: .rate)
        try c.encodeIfPresent(after, forKey: .after)
        switch kind {
        case .latency(let ms, let jitter):
            try c.encode(ms, forKey: .milliseconds)
            try c.encode(jitter, forKey: .jitter)
        case .status(let status, let retryAfter):
            try c.encode(status, forKey: .status)
            try c.encodeIfPresent(retryAfter, forKey: .retryAfter)
        case .slowTrickle(let bytes, let interval):
            try c.encode(bytes, forKey: .bytes)
            try c.encode(interval, forKey: .intervalMilliseconds)
        case .insertHead(let items): try c.encode(items, forKey: .items)
        case .foreignNextLink(let host), .foreignLinks(let host): try c.encode(host, forKey: .host)
        case .rateLimitExhausted, .malformedJSON, .truncatedBody, .connectionReset: break
        }
    }
}
