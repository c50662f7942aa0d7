import Foundation
import MockSupport
import Testing
@testable import MockAPI
import TestSupport

/// Hourly budgets, exhaustion answers and window resets, driven by an injected clock.
@Suite struct RateLimitTests {
    @Test func gitHubAnonymousBudgetIs60ThenForbiddenUntilReset() async throws {
        let clock = FakeNow(Date(timeIntervalSince1970: 1_776_700_000))
        try await withServer({ $0.now = { clock.now } }) { server in
            let url = server.baseURL + "/github/users?per_page=1"
            for expected in stride(from: 59, through: 0, by: -1) {
                let r = try await RawHTTP.get(url)
                #expect(r.status == 200)
                #expect(r.header("x-ratelimit-remaining") == String(expected))
            }
            let limited = try await RawHTTP.get(url)
            #expect(limited.status == 403)
            #expect(limited.header("x-ratelimit-remaining") == "0")
            #expect(limited.header("x-ratelimit-used") == "60")
            let reset = try #require(limited.header("x-ratelimit-reset").flatMap(Int.init))
            #expect(reset == Int(clock.now.timeIntervalSince1970) + 3600)
            let body = try #require(try limited.json() as? [String: Any])
            #expect((body["message"] as? String)?.hasPrefix("API rate limit exceeded for 127.0.0.1.") == true)
            clock.advance(by: 3600)
            let fresh = try await RawHTTP.get(url)
            #expect(fresh.status == 200)
            #expect(fresh.header("x-ratelimit-remaining") == "59")
        }
    }

    @Test func tokenGetsItsOwnLargerBudgetAndPrivateCaching() async throws {
        try await withServer({ $0.tokens = ["ghp_good"] }) { server in
            for scheme in ["Bearer", "token"] {
                let r = try await RawHTTP.get(server.baseURL + "/github/users", headers: ["Authorization": "\(scheme) ghp_good"])
                #expect(r.status == 200)
                #expect(r.header("x-ratelimit-limit") == "5000")
                #expect(r.header("cache-control") == "private, max-age=60, s-maxage=60")
            }
            let anonymous = try await RawHTTP.get(server.baseURL + "/github/users")
            #expect(anonymous.header("x-ratelimit-limit") == "60")
            #expect(anonymous.header("x-ratelimit-remaining") == "59")
        }
    }

    @Test func badTokensGet401WithEachAPIsBody() async throws {
        try await withServer({ $0.tokens = ["good"] }) { server in
            let github = try await RawHTTP.get(server.baseURL + "/github/users", headers: ["Authorization": "Bearer wrong"])
            #expect(github.status == 401)
            let gBody = try #require(try github.json() as? [String: Any])
            #expect(gBody["message"] as? String == "Bad credentials")
            #expect(gBody["status"] as? String == "401")
            #expect(gBody["documentation_url"] is String)
            #expect(github.header("x-ratelimit-limit") == "60")
            #expect(github.header("x-ratelimit-used") == "0")
            let qiita = try await RawHTTP.get(server.baseURL + "/qiita/api/v2/items", headers: ["Authorization": "Bearer wrong"])
            #expect(qiita.status == 401)
            #expect(qiita.text == #"{"message":"Unauthorized","type":"unauthorized"}"#)
            // Qiita has no `token` scheme.
            let scheme = try await RawHTTP.get(server.baseURL + "/qiita/api/v2/items", headers: ["Authorization": "token good"])
            #expect(scheme.status == 401)
        }
    }

    @Test func qiitaBudgetIs60Or1000AndAnswers429() async throws {
        let clock = FakeNow(Date(timeIntervalSince1970: 1_776_700_000))
        try await withServer({ $0.now = { clock.now }; $0.tokens = ["qiita"] }) { server in
            let url = server.baseURL + "/qiita/api/v2/items?per_page=1"
            let authed = try await RawHTTP.get(url, headers: ["Authorization": "Bearer qiita"])
            #expect(authed.header("rate-limit") == "1000")
            for _ in 0..<60 { _ = try await RawHTTP.get(url) }
            let limited = try await RawHTTP.get(url)
            #expect(limited.status == 429)
            #expect(limited.header("rate-remaining") == "0")
            #expect(limited.header("rate-reset") == String(Int(clock.now.timeIntervalSince1970) + 3600))
            #expect((try limited.json() as? [String: Any])?["type"] as? String == "rate_limit_exceeded")
        }
    }

    @Test func conditionalRequestsGive304AndAreFreeWhenAuthenticated() async throws {
        try await withServer({ $0.tokens = ["t"] }) { server in
            let url = server.baseURL + "/github/users?since=500"
            let auth = ["Authorization": "Bearer t"]
            let first = try await RawHTTP.get(url, headers: auth)
            let etag = try #require(first.header("etag"))
            #expect(first.header("x-ratelimit-used") == "1")
            let again = try await RawHTTP.get(url, headers: auth.merging(["If-None-Match": etag]) { a, _ in a })
            #expect(again.status == 304)
            #expect(again.body.isEmpty)
            #expect(again.header("etag") == etag)
            #expect(again.header("x-ratelimit-used") == "1")
            // Unauthenticated 304s still count.
            let anonymous = try await RawHTTP.get(url)
            let anonymous304 = try await RawHTTP.get(url, headers: ["If-None-Match": try #require(anonymous.header("etag"))])
            #expect(anonymous304.status == 304)
            #expect(anonymous304.header("x-ratelimit-used") == "2")
            // PokeAPI has Express-style ETags too.
            let poke = try await RawHTTP.get(server.baseURL + "/pokeapi/api/v2/pokemon")
            let poke304 = try await RawHTTP.get(server.baseURL + "/pokeapi/api/v2/pokemon", headers: ["If-None-Match": try #require(poke.header("etag"))])
            #expect(poke304.status == 304)
        }
    }
}
