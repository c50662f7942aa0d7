import Foundation

/// `BASE/github`: `GET /users`, `GET /users/{login}`, its `repos`, `followers` and `following`, and
/// `GET /rate_limit`, shaped like api.github.com.
struct GitHubAPI: Sendable {
    let users: GitHubUsers

    static let docs = "https://docs.github.com/rest"

    /// Answers with users up to id `through` in the list (the configured largest when nil: the list grows past it).
    func handle(_ request: MockRequest, through: Int? = nil) -> Reply {
        let base = request.root + "/github"
        guard request.method == "GET" || request.method == "HEAD" else { return Self.error(404, "Not Found", "\(Self.docs)") }
        if request.path == "/users" { return list(request, base: base, through: through ?? users.maxID) }
        if request.path.hasPrefix("/users/") {
            let rest = String(request.path.dropFirst("/users/".count)).split(separator: "/", omittingEmptySubsequences: false)
            if rest.count == 2, let user = users.user(login: Query.decode(String(rest[0]))) {
                if rest[1] == "repos" { return repos(request, user: user, base: base) }
                if Self.peopleLists.contains(String(rest[1])) { return people(request, user: user, relation: String(rest[1]), base: base) }
            }
            let login = Query.decode(String(request.path.dropFirst("/users/".count)))
            guard !login.contains("/"), let user = users.user(login: login) else {
                return Self.error(404, "Not Found", "\(Self.docs)/users/users#get-a-user")
            }
            return .json(200, detail(user, root: request.root, authenticated: request.token != nil))
        }
        return Self.error(404, "Not Found", "\(Self.docs)")
    }

    private func list(_ request: MockRequest, base: String, through: Int) -> Reply {
        // GitHub ignores unparsable values and clamps per_page instead of failing.
        let since = request.query["since"].flatMap { Int($0) } ?? 0
        let perPageParam = request.query["per_page"].flatMap { Int($0) }
        let perPage = min(max(perPageParam ?? 30, 1), 100)
        let page = users.page(since: since, count: perPage, through: through)
        var headers: [(String, String)] = []
        var links: [String] = []
        if page.count == perPage, let last = page.last, last.id < through {
            let perPageQuery = request.query["per_page"] != nil ? "per_page=\(perPage)&" : ""
            links.append("<\(base)/users?\(perPageQuery)since=\(last.id)>; rel=\"next\"")
        }
        links.append("<\(base)/users{?since}>; rel=\"first\"")
        headers.append(("link", links.joined(separator: ", ")))
        return .json(200, .array(page.map { simple($0, root: request.root) }), headers: headers)
    }

    /// The Simple User object in the 2026 key order.
    func simple(_ user: GitHubUser, root: String) -> JSON {
        .object(simpleFields(user, root: root))
    }

    private func simpleFields(_ user: GitHubUser, root: String) -> [(String, JSON)] {
        let escaped = user.login.replacingOccurrences(of: "[", with: "%5B").replacingOccurrences(of: "]", with: "%5D")
        let url = "\(root)/github/users/\(escaped)"
        let html = user.kind == .bot ? "https://github.com/apps/\(user.login.replacingOccurrences(of: "[bot]", with: ""))" : "https://github.com/\(user.login)"
        let nodePrefix = switch user.kind {
        case .user: "04:User"
        case .organization: "012:Organization"
        case .bot: "03:Bot"
        }
        return [
            ("login", .string(user.login)),
            ("id", .int(user.id)),
            ("node_id", .string(Data("\(nodePrefix)\(user.id)".utf8).base64EncodedString())),
            ("avatar_url", .string("\(root)/images/avatars/\(user.avatarNumber).png?v=4")),
            ("gravatar_id", .string("")),
            ("url", .string(url)),
            ("html_url", .string(html)),
            ("followers_url", .string("\(url)/followers")),
            ("following_url", .string("\(url)/following{/other_user}")),
            ("gists_url", .string("\(url)/gists{/gist_id}")),
            ("starred_url", .string("\(url)/starred{/owner}{/repo}")),
            ("subscriptions_url", .string("\(url)/subscriptions")),
            ("organizations_url", .string("\(url)/orgs")),
            ("repos_url", .string("\(url)/repos")),
            ("events_url", .string("\(url)/events{/privacy}")),
            ("received_events_url", .string("\(url)/received_events")),
            ("type", .string(user.kind.rawValue)),
            ("user_view_type", .string("public")),
            ("site_admin", .bool(user.siteAdmin)),
        ]
    }

    /// The Public User object: Simple User plus profile fields.
    func detail(_ user: GitHubUser, root: String, authenticated: Bool) -> JSON {
        let seed = users.seed, key = UInt64(user.id)
        let isUser = user.kind == .user
        func maybe(_ list: [String], _ salt: UInt64, _ percent: Int) -> JSON {
            guard isUser, Hash.pick(100, seed, key, salt) < percent else { return .null }
            if let hostile = HostileText.maybe(seed, key, salt: salt + 100, oneIn: 40) { return .string(hostile) }
            return .string(list[Hash.pick(list.count, seed, key, salt + 1)])
        }
        let followers = peopleCount(user, "followers")
        let updated = user.createdAt + Hash.pick(300_000_000, seed, key, 32)
        var fields = simpleFields(user, root: root)
        fields += [
            ("name", .optional(user.displayName)),
            ("company", maybe(GitHubWords.companies, 20, 30)),
            ("blog", .string(isUser && Hash.pick(4, seed, key, 33) == 0 ? "https://\(user.login).dev" : "")),
            ("location", maybe(GitHubWords.locations, 22, 50)),
            ("email", authenticated && isUser && Hash.pick(3, seed, key, 34) == 0 ? .string("\(user.login)@example.com") : .null),
            ("hireable", isUser && Hash.pick(5, seed, key, 35) == 0 ? .bool(true) : .null),
            ("bio", maybe(GitHubWords.bios, 24, 35)),
            ("twitter_username", isUser && Hash.pick(6, seed, key, 36) == 0 ? .string(user.login.replacingOccurrences(of: "-", with: "_")) : .null),
            ("public_repos", .int(repoCount(user))),
            ("public_gists", .int(isUser ? Hash.pick(30, seed, key, 38) : 0)),
            ("followers", .int(followers)),
            ("following", .int(peopleCount(user, "following"))),
            ("created_at", .string(ISODate.utc(user.createdAt))),
            ("updated_at", .string(ISODate.utc(min(updated, 1_776_700_000)))),
        ]
        return .object(fields)
    }

    /// `{"message", "documentation_url", "status"}` as current GitHub errors are shaped.
    static func error(_ status: Int, _ message: String, _ docs: String, headers: [(String, String)] = []) -> Reply {
        .json(status, .object([("message", .string(message)), ("documentation_url", .string(docs)), ("status", .string(String(status)))]), headers: headers)
    }
}
