import Networking

/// What the read-ahead needs to know of an answer: its status and size, a body past its cap, or
/// another failure. A value the transport makes of each answer, for `ReadAheadState`.
enum ReadAheadReply: Sendable, Equatable {
    /// A response: its status, its body's size, and whether it says to slow down (a 429, or a
    /// rate budget at or under the floor).
    case response(status: Int, bytes: Int, slowDown: Bool)
    /// A body past the cap it was sent with.
    case tooLarge(limit: Int)
    /// No response; `repeatable`: the paginator may ask again (`RetryPolicy.mayAskAgain`).
    case failed(repeatable: Bool)

    /// The reply `result` makes; a rate budget at or under `lowBudget` at `width` says to slow down.
    init(_ result: Result<HTTPResponse, HTTPError>, lowBudget: Int, width: Int) {
        switch result {
        case .success(let response):
            let low = response.status == 429
                || RateLimitStatus.parse(response.headers).map { $0.isLow(floor: lowBudget, width: width) } ?? false
            self = .response(status: response.status, bytes: response.body.count, slowDown: low)
        case .failure(.bodyTooLarge(let limit)):
            self = .tooLarge(limit: limit)
        case .failure(let error):
            self = .failed(repeatable: RetryPolicy.mayAskAgain(error))
        }
    }

    /// A failure the paginator waits out or retries, by `RetryPolicy`'s rule.
    var isFailure: Bool {
        switch self {
        case .response(let status, _, _): !(200..<300).contains(status) && RetryPolicy.mayAskAgain(.status(status, body: []))
        case .tooLarge(let limit): RetryPolicy.mayAskAgain(.bodyTooLarge(limit: limit))
        case .failed(let repeatable): repeatable
        }
    }
}
