/// `GET /users/{login}/followers` and `/following`: pages of Simple Users as GitHub sends them
/// (`page`, `per_page` up to 100, default 30; a `Link` header with `next` and `last`), as many as
/// the user's detail says, so a user's related lists answer as the real API's do.
extension GitHubAPI {
    /// The relations a user's people lists name.
    static let peopleLists: Set<String> = ["followers", "following"]

    /// How many followers (or users followed) `user` has, as the detail says.
    func peopleCount(_ user: GitHubUser, _ relation: String) -> Int {
        let seed = users.seed, key = UInt64(user.id)
        let isUser = user.kind == .user
        if relation == "following" { return isUser ? Hash.pick(60, seed, key, 39) : 0 }
        let activity = isUser ? Hash.pick(1000, seed, key, 30) : 0
        return activity > 990 ? Hash.pick(50_000, seed, key, 31) : Hash.pick(40, seed, key, 31)
    }

    /// One page of `user`'s followers or users followed: other users, in id order from one the
    /// user's id picks.
    func people(_ request: MockRequest, user: GitHubUser, relation: String, base: String) -> Reply {
        let total = peopleCount(user, relation)
        let perPage = min(max(request.query["per_page"].flatMap { Int($0) } ?? 30, 1), 100)
        let page = max(request.query["page"].flatMap { Int($0) } ?? 1, 1)
        let start = Hash.pick(max(users.maxID / 2, 1), users.seed, UInt64(user.id), relation == "following" ? 41 : 40)
        let wanted = min(total, page * perPage)
        let everyone = wanted > (page - 1) * perPage ? users.page(since: start, count: wanted) : []
        let shown = everyone.dropFirst((page - 1) * perPage)
        let last = max(1, (total + perPage - 1) / perPage)
        let url = "\(base)/users/\(user.login)/\(relation)?per_page=\(perPage)"
        var links: [String] = []
        if page < last, everyone.count == wanted { links.append("<\(url)&page=\(page + 1)>; rel=\"next\"") }
        links.append("<\(url)&page=\(last)>; rel=\"last\"")
        return .json(200, .array(shown.map { simple($0, root: request.root) }), headers: [("link", links.joined(separator: ", "))])
    }
}
