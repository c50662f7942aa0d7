import Paging

/// The fields of `GET /api/v2/items/{id}` the detail pane shows.
struct QiitaItemDetail: Decodable {
    let id: String
    let title: String?
    let body: String?
    let user: QiitaUserRef?
    let likesCount: Int?
    let stocksCount: Int?
    let commentsCount: Int?
    let tags: [QiitaTagRef]?
    let createdAt: String?
    let updatedAt: String?
    let url: String?

    enum CodingKeys: String, CodingKey {
        case id, title, body, user, tags, url
        case likesCount = "likes_count"
        case stocksCount = "stocks_count"
        case commentsCount = "comments_count"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }

    var info: DetailInfo {
        var fields: [DetailInfo.Field] = []
        let author = user.map { user in
            "@" + user.id + ((user.name ?? "").isEmpty ? "" : " (\(user.name ?? ""))")
        }
        let optional: [(String, String?)] = [
            ("User", author), ("Likes", likesCount.map(String.init)), ("Stocks", stocksCount.map(String.init)),
            ("Comments", commentsCount.map(String.init)),
            ("Tags", tags.map { $0.map(\.name).joined(separator: ", ") }),
            ("Created", createdAt), ("Updated", updatedAt),
        ]
        for (label, value) in optional {
            if let value, !value.isEmpty { fields.append(DetailInfo.Field(label, value)) }
        }
        return DetailInfo(title: title ?? id, fields: fields, body: body ?? "",
                          imageURL: user?.profileImageURL, webURL: url)
    }
}
