/// One generated GitHub account; computed from (seed, id), never stored.
struct GitHubUser: Sendable {
    enum Kind: String, Sendable { case user = "User", organization = "Organization", bot = "Bot" }

    var id: Int
    var login: String
    var kind: Kind
    var avatarNumber: Int
    var siteAdmin: Bool
    var displayName: String?
    var createdAt: Int
}
