import Catalog
import MockAPI
import Testing

/// One fault the mock injects on the list endpoint, and what the TUI model must make of it.
struct FaultCase: Sendable, CustomTestStringConvertible {
    /// What the user should end up seeing.
    enum Outcome: Sendable {
        /// The list loads in full by itself after `retries` repeated requests, whose delays
        /// show up in the status line as `retry n in s s`.
        case recovers(retries: Int, delays: [Int])
        /// The list loads in full after a rate-limit wait on the clock (no backoff message).
        case waitsThenRecovers(retries: Int)
        /// An error row starting with `message`; the user's retry (`r`) then loads the list.
        case errorRowThenRetry(message: String, retries: Int)
        /// Pipe mode: the run stops after `retries` repeated requests (backoff `delays`) with one
        /// stderr line matching `message` (a regular expression); what was written stays written.
        case fails(message: String, retries: Int, delays: [Int])
    }

    let name: String
    let kind: FaultKind
    let count: Int
    let outcome: Outcome
    /// Where PokeAPI differs: it has no rate limit, so a spent budget is not a thing there.
    var pokemonOutcome: Outcome?

    /// What pipe mode does where the TUI shows an error row: nobody is there to retry, so the run ends.
    var pipeOutcome: Outcome?

    /// The outcome expected from `source`, in the TUI model or (`pipe`) in pipe mode.
    func outcome(for source: BuiltInSource, pipe: Bool = false) -> Outcome {
        let tui = source == .pokemon ? pokemonOutcome ?? outcome : outcome
        if pipe, case .errorRowThenRetry = tui, let pipeOutcome { return pipeOutcome }
        return tui
    }

    var testDescription: String { "\(name) ×\(count)" }

    static let all: [FaultCase] = [
        FaultCase(name: "latency", kind: .latency(milliseconds: 150, jitter: 0), count: 2,
                  outcome: .recovers(retries: 0, delays: [])),
        FaultCase(name: "500", kind: .status(500, retryAfter: nil), count: 2,
                  outcome: .recovers(retries: 2, delays: [1, 2])),
        // 5xx is retried on backoff; Retry-After only counts for 429 and rate-limit 403s.
        FaultCase(name: "503 with Retry-After", kind: .status(503, retryAfter: 7), count: 1,
                  outcome: .recovers(retries: 1, delays: [1])),
        FaultCase(name: "500 beyond the retries", kind: .status(500, retryAfter: nil), count: 4,
                  outcome: .errorRowThenRetry(message: "HTTP 500", retries: 4),
                  pipeOutcome: .fails(message: "pagetty: HTTP 500: (Server Error|Internal server error|Internal Server Error)",
                                     retries: 3, delays: [1, 2, 4])),
        FaultCase(name: "429 with Retry-After", kind: .status(429, retryAfter: 2), count: 1,
                  outcome: .waitsThenRecovers(retries: 1)),
        // A 403 that says "rate limit" is GitHub's and Qiita's secondary limit: a minute's wait.
        FaultCase(name: "403", kind: .status(403, retryAfter: nil), count: 1,
                  outcome: .waitsThenRecovers(retries: 1),
                  pokemonOutcome: .errorRowThenRetry(message: "HTTP 403", retries: 1),
                  pipeOutcome: .fails(message: "pagetty: HTTP 403: Forbidden", retries: 0, delays: [])),
        FaultCase(name: "404", kind: .status(404, retryAfter: nil), count: 1,
                  outcome: .errorRowThenRetry(message: "HTTP 404", retries: 1),
                  pipeOutcome: .fails(message: "pagetty: HTTP 404: Error", retries: 0, delays: [])),
        FaultCase(name: "rate limit exhausted", kind: .rateLimitExhausted, count: 1,
                  outcome: .waitsThenRecovers(retries: 1), pokemonOutcome: .recovers(retries: 0, delays: [])),
        FaultCase(name: "malformed JSON", kind: .malformedJSON, count: 1,
                  outcome: .errorRowThenRetry(message: "", retries: 1),
                  pipeOutcome: .fails(message: "pagetty: unexpected response: (GitHub users|Qiita items|Pokémon list): malformed JSON",
                                     retries: 0, delays: [])),
        FaultCase(name: "truncated body", kind: .truncatedBody, count: 1,
                  outcome: .recovers(retries: 1, delays: [1])),
        FaultCase(name: "connection reset", kind: .connectionReset, count: 1,
                  outcome: .recovers(retries: 1, delays: [1])),
        FaultCase(name: "slow trickle", kind: .slowTrickle(bytes: 1024, intervalMilliseconds: 2), count: 1,
                  outcome: .recovers(retries: 0, delays: [])),
    ]
}
