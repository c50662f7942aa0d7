import Foundation
import Networking
import Synchronization

/// A transport answering from a closure: the benchmarks' stub.
struct BenchTransport: Transport {
    let answer: @Sendable (HTTPRequest) async -> HTTPResponse
    func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse { await answer(request) }
}

/// A clock that moves only when told: sleepers wake when `advance` passes their deadline.
///
/// Thread-safe: deadlines are taken and sleepers registered under one lock.
final class SimulatedClock: Clock, Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let state = Mutex<(now: Instant, sleepers: [(Instant, CheckedContinuation<Void, Never>)])>(
        (Instant(offset: .zero), []))

    var now: Instant { state.withLock { $0.now } }
    var minimumResolution: Duration { .zero }
    var hasSleepers: Bool { state.withLock { !$0.sleepers.isEmpty } }
    var sleepers: Int { state.withLock { $0.sleepers.count } }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        await withCheckedContinuation { continuation in
            let late = state.withLock { state -> Bool in
                if deadline <= state.now { return true }
                state.sleepers.append((deadline, continuation))
                return false
            }
            if late { continuation.resume() }
        }
    }

    /// Sleep relative to the clock's own now, read under the same lock as the registration.
    func sleep(for duration: Duration) async throws {
        await withCheckedContinuation { continuation in
            state.withLock { $0.sleepers.append(($0.now.advanced(by: duration), continuation)) }
        }
    }

    func advance(by duration: Duration) {
        let due = state.withLock { state in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            defer { state.sleepers.removeAll { $0.0 <= now } }
            return state.sleepers.filter { $0.0 <= now }.map(\.1)
        }
        for continuation in due { continuation.resume() }
    }
}

/// Response bodies in the APIs' shapes, made up for the benchmarks.
enum BenchData {
    /// A GitHub `/users` page in the 2026 key order, every one of the 19 fields.
    static func githubUsers(ids: [Int]) -> [UInt8] {
        let users = ids.map { id in
            let login = "user\(id)"
            let api = "https://api.github.com/users/\(login)"
            return """
                {"login":"\(login)","id":\(id),"node_id":"MDQ6VXNlcj\(id)=","avatar_url":"https://avatars.githubusercontent.com/u/\(id)?v=4",\
                "gravatar_id":"","url":"\(api)","html_url":"https://github.com/\(login)","followers_url":"\(api)/followers",\
                "following_url":"\(api)/following{/other_user}","gists_url":"\(api)/gists{/gist_id}",\
                "starred_url":"\(api)/starred{/owner}{/repo}","subscriptions_url":"\(api)/subscriptions",\
                "organizations_url":"\(api)/orgs","repos_url":"\(api)/repos","events_url":"\(api)/events{/privacy}",\
                "received_events_url":"\(api)/received_events","type":"User","user_view_type":"public","site_admin":false}
                """
        }
        return Array(("[" + users.joined(separator: ",") + "]").utf8)
    }

    /// A PokeAPI list page for the `offset` and `limit` in `url`, over a list of `count`.
    static func pokemonPage(url: String, count: Int) -> [UInt8] {
        let query = URLComponents(string: url)?.queryItems ?? []
        let offset = query.first { $0.name == "offset" }?.value.flatMap(Int.init) ?? 0
        let limit = query.first { $0.name == "limit" }?.value.flatMap(Int.init) ?? 20
        let end = min(count, offset + limit)
        let results = (offset..<max(offset, end)).map { index in
            "{\"name\":\"pokemon-\(index + 1)\",\"url\":\"https://pokeapi.test/api/v2/pokemon/\(index + 1)/\"}"
        }
        let next = end < count ? "\"https://pokeapi.test/api/v2/pokemon?offset=\(end)&limit=\(limit)\"" : "null"
        return Array("{\"count\":\(count),\"next\":\(next),\"previous\":null,\"results\":[\(results.joined(separator: ","))]}".utf8)
    }
}

/// The classic samples' model: all 19 fields, decoded with `.convertFromSnakeCase`.
struct SnakeCaseUser: Decodable {
    let login: String
    let id: Int
    let nodeId: String
    let avatarUrl: String
    let gravatarId: String?
    let url: String
    let htmlUrl: String
    let followersUrl: String
    let followingUrl: String
    let gistsUrl: String
    let starredUrl: String
    let subscriptionsUrl: String
    let organizationsUrl: String
    let reposUrl: String
    let eventsUrl: String
    let receivedEventsUrl: String
    let type: String
    let userViewType: String?
    let siteAdmin: Bool
}
