import Foundation
import MockSupport
import Testing
@testable import MockAPI
import TestSupport

/// A mock user's `repos_url` answers pages of Minimal Repositories, as many as the detail's
/// `public_repos`, in `full_name` order, with GitHub's `Link` header.
@Suite struct GitHubReposContractTests {
    /// The keys GitHub's `minimal-repository` schema requires (REST API description, 2022-11-28).
    static let minimalRepository: Set<String> = [
        "id", "node_id", "name", "full_name", "owner", "private", "html_url", "description", "fork", "url",
        "archive_url", "assignees_url", "blobs_url", "branches_url", "collaborators_url", "comments_url", "commits_url",
        "compare_url", "contents_url", "contributors_url", "deployments_url", "downloads_url", "events_url", "forks_url",
        "git_commits_url", "git_refs_url", "git_tags_url", "issue_comment_url", "issue_events_url", "issues_url",
        "keys_url", "labels_url", "languages_url", "merges_url", "milestones_url", "notifications_url", "pulls_url",
        "releases_url", "stargazers_url", "statuses_url", "subscribers_url", "subscription_url", "tags_url", "teams_url",
        "trees_url", "hooks_url",
    ]

    @Test func reposArePagesOfMinimalRepositoriesAsManyAsTheDetailSays() async throws {
        try await withServer { server in
            let users = try #require(try await RawHTTP.get(server.baseURL + "/github/users?per_page=100").json() as? [[String: Any]])
            var user: [String: Any]?
            var count = 0
            for candidate in users where candidate["type"] as? String == "User" {
                let login = try #require(candidate["login"] as? String)
                let detail = try #require(try await RawHTTP.get(server.baseURL + "/github/users/\(login)").json() as? [String: Any])
                count = detail["public_repos"] as? Int ?? 0
                if count > 30 { user = candidate; break }
            }
            let owner = try #require(user)
            var next: String? = try #require(owner["repos_url"] as? String)
            var repos: [[String: Any]] = []
            var pages = 0
            while let url = next, pages < 10 {
                let page = try await RawHTTP.get(url)
                #expect(page.status == 200)
                let body = try #require(try page.json() as? [[String: Any]])
                #expect(body.count == (pages == 0 ? 30 : body.count) && !body.isEmpty)
                repos += body
                pages += 1
                let link = try #require(page.header("link"))
                if pages == 1 { #expect(link.contains("rel=\"next\"") && link.contains("rel=\"last\"") && !link.contains("rel=\"prev\"")) }
                next = link.firstMatch(of: /<([^>]+)>; rel="next"/).map { String($0.1) }
                if next == nil { #expect(link.contains("rel=\"prev\"") && link.contains("rel=\"first\"")) }
            }
            #expect(repos.count == count)
            let names = repos.compactMap { $0["full_name"] as? String }
            #expect(names == names.sorted() && Set(names).count == count)
            for repo in repos {
                #expect(Self.minimalRepository.isSubset(of: Set(repo.keys)), "missing \(Self.minimalRepository.subtracting(repo.keys))")
                let repoOwner = try #require(repo["owner"] as? [String: Any])
                #expect(Set(repoOwner.keys) == Set(owner.keys))
                #expect(repoOwner["login"] as? String == owner["login"] as? String)
                #expect(repo["id"] is Int && repo["stargazers_count"] is Int)
                #expect(JSONShape.kind(repo["private"] ?? NSNull()) == .bool && JSONShape.kind(repo["fork"] ?? NSNull()) == .bool)
                #expect((repo["full_name"] as? String)?.hasPrefix("\(owner["login"] as? String ?? "")/") == true)
                #expect(repo["description"] is String || repo["description"] is NSNull)
                #expect((repo["updated_at"] as? String)?.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/) != nil)
            }
        }
    }

    @Test func aBotHasNoRepositoriesAndOnePageWithoutLinks() async throws {
        try await withServer { server in
            let users = try #require(try await RawHTTP.get(server.baseURL + "/github/users?per_page=100").json() as? [[String: Any]])
            let bot = try #require(users.first { $0["type"] as? String == "Bot" })
            let page = try await RawHTTP.get(try #require(bot["repos_url"] as? String))
            #expect(page.status == 200)
            #expect(page.text == "[]")
            #expect(page.header("link") == nil)
        }
    }
}
