import Paging

extension GitHubUsers {
    /// A user's repositories, followers and users followed (the menu's `1 repos   2 followers
    /// 3 following`), on this list's base, each paged by `Link` as GitHub pages them.
    public func relatedLists(of item: ListItem) -> [RelatedList] {
        let login = APIBase.encode(item.detailKey ?? item.id)
        return [("repos", "full_name"), ("followers", "login"), ("following", "login")].map { name, title in
            var options = ["strategy": "link", "id": "id", "title": title, "web_url": "html_url"]
            // What a reader looks for in a repository, rather than the first page's widest numbers.
            if name == "repos" { options["columns"] = "Stars=stargazers_count\nLanguage=language\nUpdated=updated_at" }
            return RelatedList(name: name, place: .url(base.url("/users/\(login)/\(name)", query: [("per_page", String(perPage))])),
                               options: options)
        }
    }
}
