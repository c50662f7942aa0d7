import Paging

/// The fields of a Qiita Item the list shows; lenient to fields added or dropped over the years.
struct QiitaItemRow: Decodable {
    let id: String
    let title: String?
    let user: QiitaUserRef?
    let likesCount: Int?
    let tags: [QiitaTagRef]?
    let createdAt: String?
    let url: String?

    enum CodingKeys: String, CodingKey {
        case id, title, user, tags, url
        case likesCount = "likes_count"
        case createdAt = "created_at"
    }

    var item: ListItem {
        let tagText = (tags ?? []).map(\.name).joined(separator: ",")
        let cells = [title ?? "", "@" + (user?.id ?? ""), likesCount.map(String.init) ?? "", tagText,
                     String((createdAt ?? "").prefix(10))]
        return ListItem(id: id, cells: cells, webURL: url, sortValue: createdAt, imageURL: user?.profileImageURL)
    }
}

/// An item's author as the list needs it.
struct QiitaUserRef: Decodable {
    let id: String
    let name: String?
    let profileImageURL: String?

    enum CodingKeys: String, CodingKey {
        case id, name
        case profileImageURL = "profile_image_url"
    }
}

/// A tag's name.
struct QiitaTagRef: Decodable {
    let name: String
}
