/// Answers whose pagination no rule can read (one page, said so), and answers two readings fit.
extension DetectionCase {
    static let declining: [DetectionCase] = [
        DetectionCase(  // https://discord.com/developers/docs/resources/message#get-channel-messages
            name: "Discord messages: a bare array", url: "https://discord.com/api/v10/channels/1/messages",
            body: #"[{"id":"1234567890123456789","content":"hi"},{"id":"1234567890123456700","content":"yo"}]"#,
            expected: ["items": "", "id": "id", "title": "content", "strategy": "link"], paged: false),
        DetectionCase(
            name: "has_more alone does not say the parameter", url: "https://api.example/things",
            body: #"{"things":[{"id":1,"name":"a"},{"id":2,"name":"b"}],"has_more":true}"#,
            expected: ["items": "things", "id": "id", "title": "name", "strategy": "link"], paged: false),
        DetectionCase(
            name: "a total alone is a length, not a way to page", url: "https://api.example/things",
            body: #"{"items":[{"id":1,"name":"a"},{"id":2,"name":"b"}],"total":9}"#,
            expected: ["items": "items", "id": "id", "title": "name", "strategy": "link", "total": "total"], paged: false),
        DetectionCase(
            name: "an empty list", url: "https://api.example/things",
            body: #"{"data":[],"meta":{"total":0}}"#,
            expected: ["items": "data", "strategy": "link", "total": "meta.total"], paged: false),
        DetectionCase(
            name: "ids repeated on the page are no id", url: "https://api.example/things",
            body: #"[{"id":1,"title":"a"},{"id":1,"title":"b"}]"#,
            // No field is unique: the place is the identity (`*`), and no row is deduplicated away.
            expected: ["items": "", "id": "*", "title": "title", "strategy": "link"], paged: false),
    ]

    static let ambiguous: [DetectionCase] = [
        DetectionCase(  // GitLab sends both: https://docs.gitlab.com/api/rest/#pagination
            name: "Link header and X-Total-Pages", url: "https://gitlab.example/api/v4/projects",
            headers: [("Link", "<https://gitlab.example/api/v4/projects?page=2&per_page=20>; rel=\"next\""), ("X-Total", "137"),
                      ("X-Total-Pages", "7")],
            body: #"[{"id":3,"name":"a","web_url":"https://gitlab.example/g/a"},{"id":2,"name":"b","web_url":"https://gitlab.example/g/b"}]"#,
            expected: ["items": "", "id": "id", "title": "name", "web_url": "web_url", "strategy": "link", "total_header": "X-Total"],
            alternative: "GitLab X-Total-Pages (--strategy page:page,per_page)"),
        DetectionCase(
            name: "a next link and a cursor", url: "https://api.example/things",
            body: #"{"data":[{"id":1,"name":"a"},{"id":2,"name":"b"}],"next":"https://api.example/things?cursor=c2","next_cursor":"c2"}"#,
            expected: ["items": "data", "id": "id", "title": "name", "strategy": "next:next"],
            alternative: "next_cursor (--strategy cursor:cursor=next_cursor)"),
        DetectionCase(
            name: "two unnamed lists as long", url: "https://api.example/things",
            body: #"{"left":[{"id":1,"name":"a"}],"right":[{"id":2,"name":"b"}]}"#,
            expected: ["items": "left", "id": "id", "title": "name", "strategy": "link"], paged: false,
            alternative: "items at right"),
    ]
}
