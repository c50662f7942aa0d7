import Foundation
import MockSupport
import Testing
@testable import MockAPI
import TestSupport

/// Lists that grow for `--follow`: on the mock's clock or on demand, with ETags that change only
/// when the list does.
@Suite struct GrowingListTests {
    @Test func qiitaGrowsAtItsHeadOnTheMocksClockAndItsETagOnlyThen() async throws {
        let clock = FakeNow(Date(timeIntervalSince1970: 1_776_700_000))
        try await withServer({ $0.now = { clock.now }; $0.growEvery = .seconds(10); $0.qiitaItemCount = 30 }) { server in
            let url = server.baseURL + "/qiita/api/v2/items?per_page=5"
            let first = try await RawHTTP.get(url)
            let tag = try #require(first.header("etag"))
            let ids = (try first.json() as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
            clock.advance(by: 9)
            #expect(try await RawHTTP.get(url, headers: ["If-None-Match": tag]).status == 304)
            clock.advance(by: 1)
            let grown = try await RawHTTP.get(url, headers: ["If-None-Match": tag])
            #expect(grown.status == 200)
            #expect(grown.header("etag") != tag)
            #expect(grown.header("total-count") == "31")
            let now = (try grown.json() as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
            #expect(Array(now.dropFirst()) == Array(ids.prefix(4)))
            #expect(!ids.contains(now[0]))
        }
    }

    @Test func gitHubUsersGrowAtTheirTail() async throws {
        try await withServer({ $0.githubMaxID = 30 }) { server in
            let all = try await RawHTTP.get(server.baseURL + "/github/users?per_page=100")
            let ids = (try all.json() as? [[String: Any]])?.compactMap { $0["id"] as? Int } ?? []
            let last = try #require(ids.last)
            let past = server.baseURL + "/github/users?per_page=100&since=\(last)"
            let empty = try await RawHTTP.get(past)
            #expect(try empty.json() as? [Any] != nil && (try empty.json() as? [Any])?.isEmpty == true)
            let tag = try #require(empty.header("etag"))
            #expect(try await RawHTTP.get(past, headers: ["If-None-Match": tag]).status == 304)
            server.appendGitHubUsers(20)
            let grown = try await RawHTTP.get(past, headers: ["If-None-Match": tag])
            #expect(grown.status == 200)
            let more = (try grown.json() as? [[String: Any]])?.compactMap { $0["id"] as? Int } ?? []
            #expect(!more.isEmpty)
            #expect(more.allSatisfy { $0 > last && $0 <= 50 })
        }
    }
}
