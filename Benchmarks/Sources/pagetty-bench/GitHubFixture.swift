/// A realistic `/users` page: `count` users with every field of the 2026 recording, in its order.
enum GitHubFixture {
    static func page(count: Int = 100, firstID: Int = 1) -> [UInt8] {
        let users = (0..<count).map { i -> String in
            let id = firstID + i * 3
            let login = "user\(id)-\(String(id * 7919, radix: 36))"
            let api = "https://api.github.com/users/\(login)"
            return """
            {"login":"\(login)","id":\(id),"node_id":"MDQ6VXNlcj\(id)","avatar_url":"https://avatars.githubusercontent.com/u/\(id)?v=4",\
            "gravatar_id":"","url":"\(api)","html_url":"https://github.com/\(login)","followers_url":"\(api)/followers",\
            "following_url":"\(api)/following{/other_user}","gists_url":"\(api)/gists{/gist_id}",\
            "starred_url":"\(api)/starred{/owner}{/repo}","subscriptions_url":"\(api)/subscriptions",\
            "organizations_url":"\(api)/orgs","repos_url":"\(api)/repos","events_url":"\(api)/events{/privacy}",\
            "received_events_url":"\(api)/received_events","type":"\(i % 17 == 0 ? "Organization" : "User")",\
            "user_view_type":"public","site_admin":false}
            """
        }
        return Array(("[" + users.joined(separator: ",") + "]").utf8)
    }
}
