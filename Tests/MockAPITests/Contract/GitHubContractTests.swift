import Foundation
import MockSupport
import Testing
@testable import MockAPI
import TestSupport

/// The mock's GitHub answers have the recorded responses' keys, value types and header formats.
@Suite struct GitHubContractTests {
    @Test(arguments: ["2013-06-24", "2016-09-30", "2026-04-20"])
    func usersPageMatchesRecording(_ date: String) async throws {
        let bodyFile = date == "2026-04-20" ? "github/users_since0_2026-04-20.reconstructed.body.json" : "github/users_since0_\(date).body.json"
        let recorded = try #require(try Datasets.json(bodyFile) as? [[String: Any]])
        let recordedHeaders = try Datasets.headers("github/users_since0_\(date).headers.json")
        try await withServer { server in
            let response = try await RawHTTP.get(server.baseURL + "/github/users")
            #expect(response.status == 200)
            let users = try #require(try response.json() as? [[String: Any]])
            #expect(users.count == recorded.count || recorded.count == 100 && users.count == 30)
            for (mock, real) in zip(users, recorded) {
                #expect(Set(real.keys).isSubset(of: Set(mock.keys)), "keys missing: \(Set(real.keys).subtracting(mock.keys))")
                #expect(JSONShape.typeMismatches(recorded: real, mock: mock).isEmpty)
            }
            #expect(response.header("content-type") == recordedHeaders["content-type"])
            if date != "2013-06-24" {  // 2013 predates today's public caching headers
                #expect(response.header("cache-control") == recordedHeaders["cache-control"])
            }
            // Link: next carries the last id on the page; first is the URI template, like the real header.
            let lastID = try #require(users.last?["id"] as? Int)
            let base = server.baseURL + "/github"
            #expect(response.header("link") == "<\(base)/users?since=\(lastID)>; rel=\"next\", <\(base)/users{?since}>; rel=\"first\"")
            // The recorded header has the same shape once its host is swapped for the mock's.
            let realLink = try #require(recordedHeaders["link"])
            let shape = /^<(.+)\/users\?since=(\d+)>; rel="next", <(.+)\/users\{\?since\}>; rel="first"$/
            #expect(realLink.wholeMatch(of: shape) != nil)
            let mockMatch = try #require(response.header("link")?.wholeMatch(of: shape))
            #expect(String(mockMatch.1) == base && String(mockMatch.3) == base)
            #expect(Int(mockMatch.2) == lastID)
            for name in ["x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset"] where recordedHeaders[name] != nil {
                #expect(recordedHeaders[name].flatMap(Int.init) != nil)
                #expect(response.header(name).flatMap(Int.init) != nil, "\(name)")
            }
            #expect(response.header("x-ratelimit-used").flatMap(Int.init) == 1)
            #expect(response.header("x-ratelimit-resource") == "core")
            let etag = try #require(response.header("etag"))
            #expect(etag.hasPrefix("W/\"") && etag.hasSuffix("\""))
        }
    }

    @Test func keyOrderMatches2026() async throws {
        let recorded = try Datasets.data("github/users_since0_2026-04-20.reconstructed.body.json")
        let recordedKeys = Self.keyOrder(String(decoding: recorded, as: UTF8.self))
        try await withServer { server in
            let response = try await RawHTTP.get(server.baseURL + "/github/users?per_page=1")
            #expect(Self.keyOrder(response.text) == recordedKeys)
        }
    }

    @Test(arguments: ["user_sferik_2013-06-24", "user_shipit-bot_2018-04-18"])
    func userDetailMatchesRecording(_ name: String) async throws {
        let recorded = try #require(try Datasets.json("github/\(name).body.json") as? [String: Any])
        try await withServer { server in
            let page = try #require(try await RawHTTP.get(server.baseURL + "/github/users?per_page=100").json() as? [[String: Any]])
            let wanted = recorded["type"] as? String ?? "User"
            let login = try #require(page.first { $0["type"] as? String == wanted }?["login"] as? String)
            let escaped = login.replacingOccurrences(of: "[", with: "%5B").replacingOccurrences(of: "]", with: "%5D")
            let response = try await RawHTTP.get(server.baseURL + "/github/users/\(escaped)")
            #expect(response.status == 200)
            let mock = try #require(try response.json() as? [String: Any])
            #expect(Set(recorded.keys).isSubset(of: Set(mock.keys)), "missing \(Set(recorded.keys).subtracting(mock.keys))")
            #expect(JSONShape.typeMismatches(recorded: recorded, mock: mock).isEmpty)
            #expect(mock["login"] as? String == login)
            for key in ["twitter_username", "public_repos", "public_gists", "followers", "following", "created_at", "updated_at"] {
                #expect(mock[key] != nil, "\(key)")
            }
            if wanted == "Bot" {
                #expect((mock["html_url"] as? String)?.contains("/apps/") == true)
                #expect((mock["url"] as? String)?.hasSuffix("%5Bbot%5D") == true)
            }
        }
    }

    @Test func rateLimitEndpointMatchesRecording() async throws {
        let recorded = try #require(try Datasets.json("github/rate_limit_2013-07-16.body.json") as? [String: Any])
        let recordedRate = try #require(recorded["rate"] as? [String: Any])
        try await withServer { server in
            let mock = try #require(try await RawHTTP.get(server.baseURL + "/github/rate_limit").json() as? [String: Any])
            let rate = try #require(mock["rate"] as? [String: Any])
            #expect(Set(recordedRate.keys).isSubset(of: Set(rate.keys)))
            #expect(JSONShape.typeMismatches(recorded: recordedRate, mock: rate).isEmpty)
            #expect((mock["resources"] as? [String: Any])?["core"] != nil)
        }
    }

    /// Today's `RateLimitOverview` (CONTRACTS.md §1.4): `core` and `search` required, the other
    /// categories present, each `{limit, remaining, reset, used, resource}` as integers (and the name).
    @Test func rateLimitEndpointHasTodaysResources() async throws {
        try await withServer { server in
            let mock = try #require(try await RawHTTP.get(server.baseURL + "/github/rate_limit").json() as? [String: Any])
            let resources = try #require(mock["resources"] as? [String: Any])
            let names = ["core", "search", "graphql", "integration_manifest", "source_import", "code_scanning_upload",
                         "actions_runner_registration", "scim", "dependency_snapshots", "code_search",
                         "code_scanning_autofix"]
            #expect(Set(resources.keys) == Set(names))
            for name in names {
                let entry = try #require(resources[name] as? [String: Any], "\(name)")
                #expect(Set(entry.keys) == ["limit", "remaining", "reset", "used", "resource"], "\(name)")
                for key in ["limit", "remaining", "reset", "used"] {
                    #expect(entry[key] is Int, "\(name).\(key)")
                }
                #expect(entry["resource"] as? String == name)
                let limit = entry["limit"] as? Int ?? -1, used = entry["used"] as? Int ?? -1
                #expect(entry["remaining"] as? Int == limit - used, "\(name)")
            }
            // The deprecated `rate` is still `core` under API version 2022-11-28.
            let rate = try #require(mock["rate"] as? [String: Any])
            let core = try #require(resources["core"] as? [String: Any])
            #expect(rate as NSDictionary == core as NSDictionary)
            #expect(core["limit"] as? Int == 60)
        }
    }

    @Test func unknownUserIs404WithGitHubErrorBody() async throws {
        try await withServer { server in
            let response = try await RawHTTP.get(server.baseURL + "/github/users/no-such-person-here")
            #expect(response.status == 404)
            let body = try #require(try response.json() as? [String: Any])
            #expect(body["message"] as? String == "Not Found")
            #expect(body["documentation_url"] is String)
            #expect(body["status"] as? String == "404")
        }
    }

    @Test func authenticatedHeadersMatchThe2022Fixture() async throws {
        let exchanges = try #require(try Datasets.json("github/errors_2022-07-19_octokit-fixtures_raw-fixture.json") as? [[String: Any]])
        let failed = try #require(exchanges.first { $0["status"] as? Int == 422 })
        let raw = try #require(failed["rawHeaders"] as? [String])
        var recorded: [String: String] = [:]
        for i in stride(from: 0, to: raw.count - 1, by: 2) where recorded[raw[i].lowercased()] == nil { recorded[raw[i].lowercased()] = raw[i + 1] }
        let errorBody = try #require(failed["response"] as? [String: Any])
        try await withServer({ $0.tokens = ["ghp_x"] }) { server in
            let ok = try await RawHTTP.get(server.baseURL + "/github/users", headers: ["Authorization": "token ghp_x"])
            let recordedRateNames = Set(recorded.keys.filter { $0.hasPrefix("x-ratelimit-") })
            #expect(recordedRateNames == Set(ok.headers.map { $0.0.lowercased() }.filter { $0.hasPrefix("x-ratelimit-") }))
            for name in recordedRateNames where name != "x-ratelimit-resource" {
                #expect(ok.header(name).flatMap(Int.init) != nil, "\(name)")
            }
            #expect(ok.header("x-ratelimit-limit") == recorded["x-ratelimit-limit"])
            #expect(ok.header("access-control-expose-headers") == recorded["access-control-expose-headers"])
            #expect(ok.header("x-github-media-type") == recorded["x-github-media-type"])
            let missing = try await RawHTTP.get(server.baseURL + "/github/users/nobody-at-all", headers: ["Authorization": "token ghp_x"])
            let body = try #require(try missing.json() as? [String: Any])
            #expect(Set(["message", "documentation_url"]).isSubset(of: Set(body.keys)))
            #expect(JSONShape.typeMismatches(recorded: errorBody, mock: body).isEmpty)
        }
    }

    @Test func requestsWithoutUserAgentAreForbidden() async throws {
        try await withServer { server in
            let response = try await RawHTTP.get(server.baseURL + "/github/users", headers: ["User-Agent": ""])
            #expect(response.status == 403)
            #expect(response.text.contains("User-Agent"))
            #expect(server.requestLog.last?.status == 403)
        }
    }

    /// Keys in order of first appearance in the first object of a serialized array.
    static func keyOrder(_ json: String) -> [String] {
        guard let start = json.firstIndex(of: "{"), let end = json.firstIndex(of: "}") else { return [] }
        let object = json[start...end]
        let regex = /"([a-z_]+)"\s*:/
        return object.matches(of: regex).map { String($0.1) }
    }
}
