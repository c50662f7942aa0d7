import Foundation
import Networking

/// Response bodies and headers in the shapes of the three APIs, made up for each test.
///
/// Stateless; any thread.
public enum Fixtures {
    /// A GitHub `/users` page with these ids, in the 2026 key order.
    public static func githubUsers(_ ids: [Int]) -> [UInt8] {
        let users = ids.map { id in
            """
            {"login":"user\(id)","id":\(id),"node_id":"X","avatar_url":"https://avatars.githubusercontent.com/u/\(id)?v=4",\
            "gravatar_id":"","url":"https://api.github.com/users/user\(id)","html_url":"https://github.com/user\(id)",\
            "type":"User","user_view_type":"public","site_admin":false}
            """
        }
        return Array(("[" + users.joined(separator: ",") + "]").utf8)
    }

    /// A GitHub response with a `Link rel=next` when `next` is given, and a rate budget.
    public static func githubResponse(_ ids: [Int], next: String?, remaining: Int = 59, reset: Int64 = 2_000_000_000)
        -> HTTPResponse
    {
        var headers: HTTPHeaders = ["x-ratelimit-limit": "60", "x-ratelimit-remaining": String(remaining),
                                    "x-ratelimit-reset": String(reset)]
        if let next { headers.add("Link", "<\(next)>; rel=\"next\", <https://api.test/users{?since}>; rel=\"first\"") }
        return HTTPResponse(status: 200, headers: headers, body: githubUsers(ids))
    }

    /// A Qiita `/api/v2/items` page with these ids, and `Total-Count`.
    public static func qiitaResponse(_ ids: [String], total: Int, page: Int, lastPage: Int) -> HTTPResponse {
        let items = ids.map { id in
            """
            {"rendered_body":"<p>x</p>","body":"x","coediting":false,"comments_count":0,\
            "created_at":"2026-04-20T10:00:00+09:00","group":null,"id":"\(id)","likes_count":3,"private":false,\
            "reactions_count":0,"stocks_count":1,"tags":[{"name":"Swift","versions":[]}],"title":"T \(id)",\
            "updated_at":"2026-04-20T10:00:00+09:00","url":"https://qiita.com/u/items/\(id)",\
            "user":{"id":"u","name":"","profile_image_url":"https://example.com/u.png"},"page_views_count":null}
            """
        }
        var link = "<https://qiita.test/api/v2/items?page=1>; rel=\"first\""
        if page < lastPage { link += ", <https://qiita.test/api/v2/items?page=\(page + 1)>; rel=\"next\"" }
        link += ", <https://qiita.test/api/v2/items?page=\(lastPage)>; rel=\"last\""
        return HTTPResponse(status: 200, headers: ["Total-Count": String(total), "Link": link],
                            body: Array(("[" + items.joined(separator: ",") + "]").utf8))
    }

    /// A PokeAPI `/api/v2/pokemon` page for `url`'s offset and limit, as pokeapi.co answers it: of a
    /// list of `total` (ids 1…total) with `posted` items put at its head since (ids from 10,001,
    /// repeating none), linking to the next page while there is one; its links on `url`'s host and port.
    public static func pokemonResponse(_ url: String, total: Int, posted: Int = 0,
                                       headers: HTTPHeaders = [:]) -> HTTPResponse {
        let host = URLComponents(string: url).map {
            "\($0.scheme ?? "https")://\($0.host ?? "pokeapi.co")" + ($0.port.map { ":\($0)" } ?? "")
        } ?? "https://pokeapi.co"
        let offset = query("offset", in: url).flatMap(Int.init) ?? 0
        let limit = query("limit", in: url).flatMap(Int.init) ?? 20
        let ids = (0..<posted).reversed().map { 10_001 + $0 } + Array(1..<(total + 1))
        let results = ids.dropFirst(offset).prefix(limit).map {
            #"{"name":"p\#($0)","url":"\#(host)/api/v2/pokemon/\#($0)/"}"#
        }
        let next = offset + limit < ids.count
            ? #""\#(host)/api/v2/pokemon?offset=\#(offset + limit)&limit=\#(limit)""# : "null"
        let body = #"{"count":\#(ids.count),"next":\#(next),"previous":null,"results":["#
            + results.joined(separator: ",") + "]}"
        return HTTPResponse(status: 200, headers: headers, body: Array(body.utf8), effectiveURL: url)
    }

    /// A status with a body and headers.
    public static func status(_ code: Int, _ headers: HTTPHeaders = [:], body: String = "") -> HTTPResponse {
        HTTPResponse(status: code, headers: headers, body: Array(body.utf8))
    }

    /// The value of query parameter `name` in `url`.
    public static func query(_ name: String, in url: String) -> String? {
        URLComponents(string: url)?.queryItems?.first { $0.name == name }?.value
    }
}
