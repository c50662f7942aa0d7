import Paging

extension QiitaItems {
    /// An item's comments and its author's items, on this list's base, paged by `page` and
    /// `per_page` with `Total-Count` as the items list is.
    public func relatedLists(of item: ListItem) -> [RelatedList] {
        var lists = [("comments", "/api/v2/items/\(APIBase.encode(item.id))/comments", "body", "User=user.id\nDate=created_at")]
        // The user column is `@id`; an item without an author has no one's items to list.
        if item.cells.count > 1, item.cells[1].hasPrefix("@"), item.cells[1].count > 1 {
            let author = String(item.cells[1].dropFirst())
            lists.append(("@\(author)'s items", "/api/v2/users/\(APIBase.encode(author))/items", "title", "Likes=likes_count\nDate=created_at"))
        }
        return lists.map { name, path, title, columns in
            RelatedList(name: name, place: .url(base.url(path, query: [("page", "1"), ("per_page", String(perPage))])),
                        options: ["strategy": "page:page,per_page", "per_page": String(perPage), "id": "id",
                                  "title": title, "total_header": "Total-Count", "columns": columns])
        }
    }
}
