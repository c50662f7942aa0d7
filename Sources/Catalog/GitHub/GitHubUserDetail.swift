import Paging

/// The fields of `GET /users/{login}` the detail pane shows.
struct GitHubUserDetail: Decodable {
    let login: String
    let id: Int64
    let type: String?
    let name: String?
    let company: String?
    let location: String?
    let bio: String?
    let blog: String?
    let publicRepos: Int?
    let followers: Int?
    let following: Int?
    let createdAt: String?
    let avatarURL: String?
    let htmlURL: String?

    enum CodingKeys: String, CodingKey {
        case login, id, type, name, company, location, bio, blog, followers, following
        case publicRepos = "public_repos"
        case createdAt = "created_at"
        case avatarURL = "avatar_url"
        case htmlURL = "html_url"
    }

    var info: DetailInfo {
        var fields = [DetailInfo.Field("Login", login), DetailInfo.Field("ID", String(id))]
        let optional: [(String, String?)] = [
            ("Type", type), ("Name", name), ("Company", company), ("Location", location), ("Blog", blog),
            ("Repositories", publicRepos.map(String.init)), ("Followers", followers.map(String.init)),
            ("Following", following.map(String.init)), ("Joined", createdAt),
        ]
        for (label, value) in optional {
            if let value, !value.isEmpty { fields.append(DetailInfo.Field(label, value)) }
        }
        return DetailInfo(title: name.flatMap { $0.isEmpty ? nil : $0 } ?? login, fields: fields,
                          body: bio ?? "", imageURL: avatarURL, webURL: htmlURL)
    }
}
