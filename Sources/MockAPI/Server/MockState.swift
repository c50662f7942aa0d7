/// Everything mutable in a running server. Only ever touched inside `MockCore.state`'s lock.
struct MockState: Sendable {
    var root = "http://127.0.0.1:0"
    var rules: [FaultRule] = []
    var random: SeededGenerator
    var log: [LoggedRequest] = []
    var limiter = RateLimiter()
    /// Qiita items inserted at the head since start.
    var inserted = 0
    /// Generic items `?drift=N` inserted at the head, by list path: only that list's drifting
    /// requests see them.
    var drifted: [String: Int] = [:]
    /// API requests being answered now, and the most at once so far (a client's parallelism).
    var answering = 0
    var peakAnswering = 0
    /// GitHub ids added past the configured largest since start.
    var appended = 0
    /// Callers of `MockServer.requests(until:)` waiting for the log to satisfy them.
    var waiters: [Int: (ready: @Sendable ([LoggedRequest]) -> Bool, wake: CheckedContinuation<Void, Never>)] = [:]
    var nextWaiter = 0

    /// Bounded so a long demo cannot grow memory without limit (between 9,000 and 10,000 entries are kept).
    static let logCapacity = 10_000

    init(seed: UInt64) { random = SeededGenerator(seed: seed ^ 0x5EED) }

    /// The faults that fire for this path now, consuming counts and drawing rates from the seeded generator.
    mutating func fire(path: String) -> [FaultKind] {
        var fired: [FaultKind] = []
        var index = 0
        while index < rules.count {
            let rule = rules[index]
            index += 1
            guard rule.matches(path) else { continue }
            if let after = rule.after, after > 0 {
                rules[index - 1].after = after - 1
                continue
            }
            if let rate = rule.rate, Double.random(in: 0..<1, using: &random) >= rate { continue }
            fired.append(rule.kind)
            if let count = rule.count {
                if count <= 1 {
                    index -= 1
                    rules.remove(at: index)
                } else {
                    rules[index - 1].count = count - 1
                }
            }
        }
        for case .insertHead(let items) in fired { inserted += max(items, 0) }
        return fired
    }

    /// A jitter in 0...max milliseconds from the seeded generator.
    mutating func jitter(upTo max: Int) -> Int { max > 0 ? Int.random(in: 0...max, using: &random) : 0 }

    /// Logs `entry`; the waiters the log now satisfies, taken out, to be woken outside the lock.
    mutating func record(_ entry: LoggedRequest) -> [CheckedContinuation<Void, Never>] {
        // Drop a tenth at a time so trimming stays amortised O(1) per request.
        if log.count >= Self.logCapacity { log.removeFirst(Self.logCapacity / 10) }
        log.append(entry)
        let ready = waiters.filter { $0.value.ready(log) }
        for id in ready.keys { waiters[id] = nil }
        return ready.values.map(\.wake)
    }
}
