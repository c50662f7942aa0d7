import Foundation

/// `GET /users/{login}/repos`: pages of Minimal Repositories as GitHub sends them (`page`,
/// `per_page` up to 100, default 30, sorted by `full_name`; a `Link` header with `next`, `last`
/// and, past the first page, `prev` and `first`), as many as the user's `public_repos` says.
extension GitHubAPI {
    /// Words repository names are made of.
    static let repoWords = ["dotfiles", "swift", "rust", "notes", "api", "cli", "kit", "parser", "server", "bot",
                            "toolbox", "blog", "site", "theme", "sdk", "demo", "lab", "playground", "sync", "tracker"]
    /// Languages a repository may be in (nil: GitHub detected none).
    static let repoLanguages: [String?] = ["Swift", "Rust", "Go", "TypeScript", "Python", "Ruby", "C", "Shell", nil]

    /// How many public repositories `user` has (bots none), as the detail's `public_repos` says.
    func repoCount(_ user: GitHubUser) -> Int {
        user.kind == .bot ? 0 : Hash.pick(120, users.seed, UInt64(user.id), 37)
    }

    /// One page of `user`'s repositories, in `full_name` order as GitHub's default sort.
    func repos(_ request: MockRequest, user: GitHubUser, base: String) -> Reply {
        let total = repoCount(user)
        let sorted = (0..<total).sorted { repoName(user, $0) < repoName(user, $1) }
        let perPage = min(max(request.query["per_page"].flatMap { Int($0) } ?? 30, 1), 100)
        let page = max(request.query["page"].flatMap { Int($0) } ?? 1, 1)
        let last = max(1, (total + perPage - 1) / perPage)
        let start = min((page - 1) * perPage, total)
        let shown = sorted[start..<min(start + perPage, total)].map { repo(user, number: $0, root: request.root) }
        let url = "\(base)/users/\(user.login)/repos?per_page=\(perPage)"
        var links: [String] = []
        if page > 1 { links.append("<\(url)&page=\(page - 1)>; rel=\"prev\"") }
        if page < last { links.append("<\(url)&page=\(page + 1)>; rel=\"next\"") }
        if page != last { links.append("<\(url)&page=\(last)>; rel=\"last\"") }
        if page > 1 { links.append("<\(url)&page=1>; rel=\"first\"") }
        let headers = links.isEmpty ? [] : [("link", links.joined(separator: ", "))]
        return .json(200, .array(shown), headers: headers)
    }

    /// The name of `user`'s repository `number`: a word and the number, unique to the user.
    func repoName(_ user: GitHubUser, _ number: Int) -> String {
        let word = Self.repoWords[Hash.pick(Self.repoWords.count, users.seed, Self.repoKey(user, number), 700)]
        return "\(word)-\(number)"
    }

    /// The hash key of `user`'s repository `number`.
    static func repoKey(_ user: GitHubUser, _ number: Int) -> UInt64 { UInt64(user.id) << 8 | UInt64(number) }

    /// Repository `number` of `user`: a Minimal Repository in GitHub's key order.
    func repo(_ user: GitHubUser, number: Int, root: String) -> JSON {
        let seed = users.seed, key = Self.repoKey(user, number)
        let name = repoName(user, number)
        let word = String(name.prefix { $0 != "-" })
        let fullName = "\(user.login)/\(name)"
        let api = "\(root)/github/repos/\(fullName)"
        let html = "https://github.com/\(fullName)"
        let id = user.id * 1_000 + number
        let created = user.createdAt + Hash.pick(200_000_000, seed, key, 701)
        let updated = min(created + Hash.pick(100_000_000, seed, key, 702), 1_776_700_000)
        let stars = Hash.pick(10, seed, key, 703) == 0 ? Hash.pick(5_000, seed, key, 704) : Hash.pick(20, seed, key, 704)
        let forks = stars / (2 + Hash.pick(8, seed, key, 705))
        let issues = Hash.pick(15, seed, key, 706)
        let description: JSON = Hash.pick(4, seed, key, 707) == 0 ? .null
            : .string(HostileText.maybe(seed, key, salt: 708, oneIn: 60) ?? "A \(word) written for fun and kept for use.")
        let language = Self.repoLanguages[Hash.pick(Self.repoLanguages.count, seed, key, 709)]
        let fork = Hash.pick(5, seed, key, 710) == 0
        var fields: [(String, JSON)] = [
            ("id", .int(id)),
            ("node_id", .string(Data("010:Repository\(id)".utf8).base64EncodedString())),
            ("name", .string(name)), ("full_name", .string(fullName)), ("private", .bool(false)),
            ("owner", simple(user, root: root)), ("html_url", .string(html)), ("description", description),
            ("fork", .bool(fork)), ("url", .string(api)),
        ]
        for (field, path) in Self.repoLinks { fields.append((field, .string(api + path))) }
        fields += [
            ("created_at", .string(ISODate.utc(created))), ("updated_at", .string(ISODate.utc(updated))),
            ("pushed_at", .string(ISODate.utc(updated))),
            ("git_url", .string("git://github.com/\(fullName).git")), ("ssh_url", .string("git@github.com:\(fullName).git")),
            ("clone_url", .string("\(html).git")), ("svn_url", .string(html)), ("homepage", .null),
            ("size", .int(Hash.pick(50_000, seed, key, 711))), ("stargazers_count", .int(stars)),
            ("watchers_count", .int(stars)), ("language", language.map(JSON.string) ?? .null),
            ("has_issues", .bool(true)), ("has_projects", .bool(true)), ("has_downloads", .bool(true)),
            ("has_wiki", .bool(true)), ("has_pages", .bool(false)), ("has_discussions", .bool(false)),
            ("forks_count", .int(forks)), ("mirror_url", .null), ("archived", .bool(Hash.pick(12, seed, key, 712) == 0)),
            ("disabled", .bool(false)), ("open_issues_count", .int(issues)), ("license", .null),
            ("allow_forking", .bool(true)), ("is_template", .bool(false)), ("web_commit_signoff_required", .bool(false)),
            ("topics", .array([.string(word)])), ("visibility", .string("public")), ("forks", .int(forks)),
            ("open_issues", .int(issues)), ("watchers", .int(stars)), ("default_branch", .string("main")),
        ]
        return .object(fields)
    }

    /// The URL (template) fields of a repository, after its API URL, in GitHub's order.
    static let repoLinks: [(String, String)] = [
        ("forks_url", "/forks"), ("keys_url", "/keys{/key_id}"), ("collaborators_url", "/collaborators{/collaborator}"),
        ("teams_url", "/teams"), ("hooks_url", "/hooks"), ("issue_events_url", "/issues/events{/number}"),
        ("events_url", "/events"), ("assignees_url", "/assignees{/user}"), ("branches_url", "/branches{/branch}"),
        ("tags_url", "/tags"), ("blobs_url", "/git/blobs{/sha}"), ("git_tags_url", "/git/tags{/sha}"),
        ("git_refs_url", "/git/refs{/sha}"), ("trees_url", "/git/trees{/sha}"), ("statuses_url", "/statuses/{sha}"),
        ("languages_url", "/languages"), ("stargazers_url", "/stargazers"), ("contributors_url", "/contributors"),
        ("subscribers_url", "/subscribers"), ("subscription_url", "/subscription"), ("commits_url", "/commits{/sha}"),
        ("git_commits_url", "/git/commits{/sha}"), ("comments_url", "/comments{/number}"),
        ("issue_comment_url", "/issues/comments{/number}"), ("contents_url", "/contents/{+path}"),
        ("compare_url", "/compare/{base}...{head}"), ("merges_url", "/merges"), ("archive_url", "/{archive_format}{/ref}"),
        ("downloads_url", "/downloads"), ("issues_url", "/issues{/number}"), ("pulls_url", "/pulls{/number}"),
        ("milestones_url", "/milestones{/number}"), ("notifications_url", "/notifications{?since,all,participating}"),
        ("labels_url", "/labels{/name}"), ("releases_url", "/releases{/id}"), ("deployments_url", "/deployments"),
    ]
}
