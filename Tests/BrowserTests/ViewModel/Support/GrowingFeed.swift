import Foundation
import Networking
import Synchronization
import TestSupport

/// Two lists that grow on demand, served as a `Transport`: a Qiita feed (ids `q1`…, newest
/// first, by `page` and `per_page`) and GitHub users (ids 1…, oldest first, after `since`, five a
/// page). Each answer has an ETag that changes only when its page does, and a matching
/// `If-None-Match` gets a 304. Failures can be queued for the next requests.
///
/// Thread-safe: the state is behind a mutex.
final class GrowingFeed: Transport {
    private let state: Mutex<(count: Int, failures: Int, removed: Set<Int>)>
    private let log = Mutex<[(url: String, condition: String?, status: Int)]>([])
    static let githubPage = 5

    /// A list of `count` items.
    init(count: Int) { state = Mutex((count, 0, [])) }

    /// Adds `n` items (at the feed's head, at the users' tail).
    func grow(_ n: Int) { state.withLock { $0.count += n } }

    /// Takes item `n` out of the list (deleted upstream).
    func remove(_ n: Int) { state.withLock { _ = $0.removed.insert(n) } }

    /// The next `n` requests fail as a dropped connection.
    func failNext(_ n: Int) { state.withLock { $0.failures += n } }

    /// The URLs asked for, in order.
    var urls: [String] { log.withLock { $0.map(\.url) } }
    /// The `If-None-Match` each request carried.
    var conditions: [String?] { log.withLock { $0.map(\.condition) } }
    /// The statuses answered (0 for a failure).
    var statuses: [Int] { log.withLock { $0.map(\.status) } }

    func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        let (list, fail) = state.withLock { state -> ([Int], Bool) in
            let list = (0..<state.count).map { $0 + 1 }.filter { !state.removed.contains($0) }
            guard state.failures == 0 else {
                state.failures -= 1
                return (list, true)
            }
            return (list, false)
        }
        let condition = request.headers["If-None-Match"]
        if fail {
            log.withLock { $0.append((request.url, condition, 0)) }
            throw .transport(code: 56, message: "connection reset")
        }
        var response: HTTPResponse
        var tag: String
        if let since = Fixtures.query("since", in: request.url).flatMap(Int.init) {
            let ids = Array(list.filter { $0 > since }.prefix(Self.githubPage))
            let next = ids.count == Self.githubPage ? "https://api.test/users?since=\(ids.last!)" : nil
            response = Fixtures.githubResponse(ids, next: next, remaining: 4_000, reset: 4_000_000_000)
            tag = "W/\"u\(ids.map(String.init).joined(separator: "-"))\""
        } else {
            let page = Fixtures.query("page", in: request.url).flatMap(Int.init) ?? 1
            let size = Fixtures.query("per_page", in: request.url).flatMap(Int.init) ?? 20
            let ids = list.reversed().dropFirst((page - 1) * size).prefix(size).map { "q\($0)" }
            response = Fixtures.qiitaResponse(ids, total: list.count, page: page,
                                              lastPage: max(1, (list.count + size - 1) / size))
            tag = "W/\"\(ids.joined(separator: "-"))\""
        }
        if condition == tag { response = HTTPResponse(status: 304, headers: [:], body: []) }
        response.headers.set("ETag", tag)
        log.withLock { $0.append((request.url, condition, response.status)) }
        return response
    }
}
