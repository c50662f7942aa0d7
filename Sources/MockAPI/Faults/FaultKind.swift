/// What a fault does to a matching request.
public enum FaultKind: Sendable, Equatable {
    /// Delay the response by `milliseconds` plus up to `jitter` more (seeded).
    case latency(milliseconds: Int, jitter: Int)
    /// Answer with this status and the API's error body; `retryAfter` seconds adds `Retry-After` (secondary limits).
    case status(Int, retryAfter: Int?)
    /// Answer as the API does when the primary rate limit is used up (403/429, remaining 0).
    case rateLimitExhausted
    /// Serve a body that is not valid JSON.
    case malformedJSON
    /// Promise a longer `Content-Length` than is sent, then close.
    case truncatedBody
    /// Send half the body, then reset the TCP connection (RST).
    case connectionReset
    /// Send the body in `bytes`-sized chunks every `intervalMilliseconds`.
    case slowTrickle(bytes: Int, intervalMilliseconds: Int)
    /// Insert this many new Qiita items at the head before answering, so the newest-first list moves.
    case insertHead(items: Int)
    /// Point `next` links (Link header and PokeAPI's `next`) at another host.
    case foreignNextLink(host: String)
    /// Point every link in the body (an item's `followers_url`, its `url`…) at another host.
    case foreignLinks(host: String)

    /// The name used in the admin route's JSON.
    var name: String {
        switch self {
        case .latency: "latency"
        case .status: "status"
        case .rateLimitExhausted: "rateLimitExhausted"
        case .malformedJSON: "malformedJSON"
        case .truncatedBody: "truncatedBody"
        case .connectionReset: "connectionReset"
        case .slowTrickle: "slowTrickle"
        case .insertHead: "insertHead"
        case .foreignNextLink: "foreignNextLink"
        case .foreignLinks: "foreignLinks"
        }
    }
}
