import Foundation
import MockSupport
import Testing
@testable import MockAPI

/// Faults on demand: counted, scoped by prefix, via the Swift API and the admin route.
@Suite struct FaultTests {
    @Test func countedStatusFaultAppliesToNextNMatchingRequestsOnly() async throws {
        try await withServer { server in
            server.addFault(FaultRule(pathPrefix: "/github/users", kind: .status(503, retryAfter: 7), count: 2))
            let other = try await RawHTTP.get(server.baseURL + "/qiita/api/v2/items")
            #expect(other.status == 200)
            for _ in 0..<2 {
                let r = try await RawHTTP.get(server.baseURL + "/github/users")
                #expect(r.status == 503)
                #expect(r.header("retry-after") == "7")
                #expect((try r.json() as? [String: Any])?["message"] is String)
            }
            #expect(try await RawHTTP.get(server.baseURL + "/github/users").status == 200)
            #expect(server.faults.isEmpty)
        }
    }

    @Test(arguments: [(403, nil), (403, 60), (429, 30), (500, nil), (502, nil)] as [(Int, Int?)])
    func statusFaults(_ status: Int, _ retryAfter: Int?) async throws {
        try await withServer { server in
            server.setFaults([FaultRule(pathPrefix: "/github", kind: .status(status, retryAfter: retryAfter))])
            let r = try await RawHTTP.get(server.baseURL + "/github/users")
            #expect(r.status == status)
            #expect(r.header("retry-after") == retryAfter.map(String.init))
            if status == 403 || status == 429 {
                #expect(((try r.json() as? [String: Any])?["message"] as? String)?.contains("secondary rate limit") == true)
            }
        }
    }

    @Test func rateLimitExhaustionFault() async throws {
        try await withServer { server in
            server.addFault(FaultRule(pathPrefix: "/github", kind: .rateLimitExhausted, count: 1))
            let r = try await RawHTTP.get(server.baseURL + "/github/users")
            #expect(r.status == 403)
            #expect(r.header("x-ratelimit-remaining") == "0")
            #expect(r.header("x-ratelimit-reset").flatMap(Int.init) != nil)
        }
    }

    @Test func malformedJSONDoesNotParse() async throws {
        try await withServer { server in
            server.addFault(FaultRule(pathPrefix: "/pokeapi", kind: .malformedJSON, count: 1))
            let r = try await RawHTTP.get(server.baseURL + "/pokeapi/api/v2/pokemon")
            #expect(r.status == 200)
            #expect(r.complete)
            #expect(throws: (any Error).self) { try r.json() }
        }
    }

    @Test func truncatedBodyPromisesMoreThanItSends() async throws {
        try await withServer { server in
            server.addFault(FaultRule(pathPrefix: "/github", kind: .truncatedBody, count: 1))
            let r = try await RawHTTP.get(server.baseURL + "/github/users")
            let promised = try #require(r.header("content-length").flatMap(Int.init))
            #expect(r.body.count < promised)
            #expect(!r.complete)
        }
    }

    @Test func connectionResetMidBody() async throws {
        try await withServer { server in
            server.addFault(FaultRule(pathPrefix: "/qiita", kind: .connectionReset, count: 1))
            // An RST may discard bytes the client had not read yet, so the headers themselves may be lost.
            do {
                let r = try await RawHTTP.get(server.baseURL + "/qiita/api/v2/items")
                #expect(!r.complete)
                #expect(r.readError == ECONNRESET)
            } catch {
                #expect("\(error)".contains("errno \(ECONNRESET)"))
            }
            let after = try await RawHTTP.get(server.baseURL + "/qiita/api/v2/items")
            #expect(after.status == 200)
        }
    }

    @Test func slowTrickleStillDeliversEverything() async throws {
        try await withServer { server in
            let whole = try await RawHTTP.get(server.baseURL + "/pokeapi/api/v2/pokemon?limit=3")
            server.addFault(FaultRule(pathPrefix: "/pokeapi", kind: .slowTrickle(bytes: 200, intervalMilliseconds: 1), count: 1))
            let slow = try await RawHTTP.get(server.baseURL + "/pokeapi/api/v2/pokemon?limit=3")
            #expect(slow.complete)
            #expect(slow.body == whole.body)
        }
    }

    @Test func insertHeadMovesTheNewestFirstList() async throws {
        try await withServer { server in
            let url = server.baseURL + "/qiita/api/v2/items?per_page=5"
            let before = try #require(try await RawHTTP.get(url).json() as? [[String: Any]]).compactMap { $0["id"] as? String }
            server.addFault(FaultRule(pathPrefix: "/qiita/api/v2/items", kind: .insertHead(items: 2), count: 1))
            let response = try await RawHTTP.get(url)
            let after = try #require(try response.json() as? [[String: Any]]).compactMap { $0["id"] as? String }
            #expect(Array(after[2...]) == Array(before[..<3]))
            #expect(response.header("total-count") == String(680_486))
            server.insertQiitaItems(1)
            #expect(server.qiitaItemCount == 680_487)
        }
    }

    @Test func foreignNextLink() async throws {
        try await withServer { server in
            server.setFaults([FaultRule(pathPrefix: "/", kind: .foreignNextLink(host: "evil.example.com"))])
            let github = try await RawHTTP.get(server.baseURL + "/github/users")
            #expect(github.header("link")?.hasPrefix("<http://evil.example.com/github/users?since=") == true)
            #expect(github.header("link")?.contains("<\(server.baseURL)/github/users{?since}>; rel=\"first\"") == true)
            let poke = try #require(try await RawHTTP.get(server.baseURL + "/pokeapi/api/v2/pokemon").json() as? [String: Any])
            #expect((poke["next"] as? String)?.hasPrefix("http://evil.example.com/pokeapi/") == true)
        }
    }

    @Test func foreignLinks() async throws {
        try await withServer { server in
            server.setFaults([FaultRule(pathPrefix: "/github/users", kind: .foreignLinks(host: "127.0.0.1:9"))])
            let users = try #require(try await RawHTTP.get(server.baseURL + "/github/users").json() as? [[String: Any]])
            #expect((users.first?["followers_url"] as? String)?.hasPrefix("http://127.0.0.1:9/github/users/") == true)
            #expect(users.allSatisfy { !"\($0)".contains(server.baseURL) })
        }
    }

    @Test func seededRateIsDeterministic() async throws {
        func statuses() async throws -> [Int] {
            try await withServer({ $0.seed = 42 }) { server in
                server.setFaults([FaultRule(pathPrefix: "/pokeapi", kind: .status(500, retryAfter: nil), rate: 0.5)])
                var out: [Int] = []
                for _ in 0..<16 { out.append(try await RawHTTP.get(server.baseURL + "/pokeapi/api/v2/pokemon?limit=1").status) }
                return out
            }
        }
        let first = try await statuses()
        #expect(first == (try await statuses()))
        #expect(first.contains(500) && first.contains(200))
    }

    @Test func adminRouteAddsListsAndClearsFaults() async throws {
        try await withServer { server in
            let rule = #"[{"pathPrefix":"/qiita","kind":"status","status":500,"count":1},{"pathPrefix":"/github","kind":"latency","milliseconds":1}]"#
            let posted = try await RawHTTP.send("POST", server.baseURL + "/_mock/faults", headers: ["Content-Type": "application/json"], body: Array(rule.utf8))
            #expect(posted.status == 200)
            #expect(server.faults.count == 2)
            #expect(server.faults[0] == FaultRule(pathPrefix: "/qiita", kind: .status(500, retryAfter: nil), count: 1))
            #expect(try await RawHTTP.get(server.baseURL + "/qiita/api/v2/items").status == 500)
            let bad = try await RawHTTP.send("POST", server.baseURL + "/_mock/faults", body: Array(#"{"kind":"nope"}"#.utf8))
            #expect(bad.status == 400)
            let deleted = try await RawHTTP.send("DELETE", server.baseURL + "/_mock/faults", body: [])
            #expect(deleted.status == 204)
            #expect(server.faults.isEmpty)
        }
    }

    @Test func faultRuleJSONRoundTrips() throws {
        let rules: [FaultRule] = [
            .init(pathPrefix: "/a", kind: .latency(milliseconds: 5, jitter: 2)), .init(pathPrefix: "/b", kind: .status(429, retryAfter: 3), count: 1, rate: 0.25),
            .init(pathPrefix: "/c", kind: .rateLimitExhausted), .init(pathPrefix: "/d", kind: .malformedJSON), .init(pathPrefix: "/e", kind: .truncatedBody),
            .init(pathPrefix: "/f", kind: .connectionReset), .init(pathPrefix: "/g", kind: .slowTrickle(bytes: 9, intervalMilliseconds: 8)),
            .init(pathPrefix: "/h", kind: .insertHead(items: 4)), .init(pathPrefix: "/i", kind: .foreignNextLink(host: "x.test")), .init(pathPrefix: "/j", kind: .foreignLinks(host: "y.test")),
        ]
        let decoded = try JSONDecoder().decode([FaultRule].self, from: JSONEncoder().encode(rules))
        #expect(decoded == rules)
    }
}
