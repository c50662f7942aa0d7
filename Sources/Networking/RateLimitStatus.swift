/// A rate-limit budget read from response headers: GitHub's `x-ratelimit-*` or Qiita's `Rate-*`.
public struct RateLimitStatus: Sendable, Equatable {
    /// Requests allowed per window.
    public var limit: Int
    /// Requests left in this window.
    public var remaining: Int
    /// Requests spent, when the server says.
    public var used: Int?
    /// When the budget refills, in UTC epoch seconds.
    public var resetEpochSeconds: Int64?
    /// Which budget (GitHub's `core`, `search`, …), when the server says.
    public var resource: String?

    /// A budget value.
    public init(limit: Int, remaining: Int, used: Int? = nil, resetEpochSeconds: Int64? = nil,
                resource: String? = nil) {
        self.limit = limit
        self.remaining = remaining
        self.used = used
        self.resetEpochSeconds = resetEpochSeconds
        self.resource = resource
    }

    /// The budget in `headers`, or nil when neither dialect is present and well-formed.
    public static func parse(_ headers: HTTPHeaders) -> RateLimitStatus? {
        if let status = parse(headers, limit: "x-ratelimit-limit", remaining: "x-ratelimit-remaining",
                              reset: "x-ratelimit-reset") {
            var status = status
            status.used = headers["x-ratelimit-used"].flatMap(number).map(Int.init)
            status.resource = headers["x-ratelimit-resource"].map { String($0.prefix(32)) }
            return status
        }
        return parse(headers, limit: "rate-limit", remaining: "rate-remaining", reset: "rate-reset")
    }

    /// Whether the budget is spent.
    public var isExhausted: Bool { remaining <= 0 }

    private static func parse(_ headers: HTTPHeaders, limit: String, remaining: String, reset: String)
        -> RateLimitStatus?
    {
        guard let l = headers[limit].flatMap(number), let r = headers[remaining].flatMap(number),
              l <= Int64(Int32.max), r <= l
        else { return nil }
        return RateLimitStatus(limit: Int(l), remaining: Int(r), resetEpochSeconds: headers[reset].flatMap(number))
    }

    /// A non-negative decimal integer of at most 12 digits, surrounding spaces allowed.
    static func number(_ text: String) -> Int64? {
        let digits = text.trimmingSpaces
        guard !digits.isEmpty, digits.count <= 12, digits.allSatisfy(\.isASCIIDigit) else { return nil }
        return Int64(digits)
    }
}

extension StringProtocol {
    var trimmingSpaces: SubSequence {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = firstIndex(where: { !isSpace($0) }) else { return self[endIndex...] }
        let end = lastIndex(where: { !isSpace($0) })!
        return self[start...end]
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
