import Paging

/// The fields of a GitHub Simple User the list shows; everything else is skipped unread.
struct GitHubUserRow: Decodable {
    let login: String
    let id: Int64
    let type: String?
    let htmlURL: String?
    let avatarURL: String?

    enum CodingKeys: String, CodingKey {
        case login, id, type
        case htmlURL = "html_url"
        case avatarURL = "avatar_url"
    }

    var item: ListItem {
        let id = String(id)
        return ListItem(id: id, cells: [login, type ?? "", id], webURL: htmlURL, detailKey: login, imageURL: avatarURL)
    }
}
