import Foundation
import MockSupport
import Testing
@testable import MockAPI
import TestSupport

/// A mock user's `followers_url` and `following_url` answer pages of Simple Users, as many as
/// the user's detail counts, with GitHub's `Link` header.
@Suite struct GitHubPeopleContractTests {
    @Test func followersArePagesOfSimpleUsersAsManyAsTheDetailSays() async throws {
        try await withServer { server in
            let users = try await RawHTTP.get(server.baseURL + "/github/users?per_page=5")
            let first = try #require((try users.json() as? [[String: Any]])?.first)
            let login = try #require(first["login"] as? String)
            let detail = try #require(try await RawHTTP.get(server.baseURL + "/github/users/\(login)").json() as? [String: Any])
            for relation in ["followers", "following"] {
                let url = try #require(first["\(relation)_url"] as? String)
                let count = try #require(detail[relation] as? Int)
                let page = try await RawHTTP.get(url.replacingOccurrences(of: "{/other_user}", with: "") + "?per_page=100")
                #expect(page.status == 200, "\(relation)")
                let people = try #require(try page.json() as? [[String: Any]])
                #expect(people.count == min(count, 100), "\(relation)")
                for person in people { #expect(Set(first.keys) == Set(person.keys)) }
                #expect(page.header("link")?.contains("rel=\"last\"") == true)
            }
        }
    }
}
