/// What detection must find for each zoo API from its URL alone, and why, where it cannot, an
/// option is still needed.
///
/// A value; any thread.
struct ZooDetection: Sendable {
    /// The strategy detected (`link` with `paged` false: no pagination found, one page); nil when
    /// the answer is no JSON list and nothing is detected.
    var strategy: String?
    /// Whether the whole list pages; false: one page and the notice that says so.
    var paged = true
    /// Pages at the size the server serves for the URL alone.
    var pages: Int
    /// Requests when paged from the URL alone (the probe is the first page): `pages`, or one more
    /// when only an empty page says the list ended.
    var requests: Int
    /// Probe requests that did not confirm a reading (a parameter the server ignored), among `requests`.
    var wasted = 0
    /// Whether the answer says there is more and nothing found pages it: one page, exit 4.
    var incomplete = false
    /// Why an option is still needed; nil when the URL alone does it all.
    var needs: String? = nil

    /// The expectation for zoo API `name`, seen or unseen.
    static func of(_ name: String) -> ZooDetection? { byAPI[name] ?? unseen[name] }

    /// By zoo API name.
    static let byAPI: [String: ZooDetection] = [
        "Stripe": ZooDetection(strategy: "after:starting_after=id", pages: 2, requests: 2),
        "Slack": ZooDetection(strategy: "cursor:cursor=response_metadata.next_cursor", pages: 2, requests: 2),
        // Link is taken over X-Total-Pages (both fit), at the server's default of 20 a page.
        "GitLab": ZooDetection(strategy: "link", pages: 7, requests: 7),
        "JSON:API": ZooDetection(strategy: "next:links.next", pages: 3, requests: 3),
        // The same server from a URL without a size: links.next at its default 20.
        "JSON:API offset": ZooDetection(strategy: "next:links.next", pages: 7, requests: 7),
        // No links: the URL's page[number] and page[size], the size it asks kept; with no total or
        // end flag only an empty seventh page says the list ended.
        "JSON:API by number": ZooDetection(strategy: "page:page[number],page[size]", pages: 6, requests: 7),
        "HAL": ZooDetection(strategy: "next:_links.next.href", pages: 7, requests: 7),
        "Mastodon": ZooDetection(strategy: "link", pages: 4, requests: 5),
        "Algolia": ZooDetection(strategy: "page:page,hitsPerPage@0", pages: 7, requests: 7),
        "Reddit": ZooDetection(strategy: "cursor:after=data.after", pages: 2, requests: 2),
        "Stack Exchange": ZooDetection(strategy: "page:page,pagesize", pages: 5, requests: 5),
        "GitHub GraphQL": ZooDetection(strategy: nil, paged: false, pages: 1, requests: 1,
                                       needs: "a GraphQL list is a POST of a query only the user knows (--graphql, --strategy graphql:PATH)"),
        // A full page of shrinking ids and nothing else: `before=<last id>` is asked, and confirmed.
        "Discord": ZooDetection(strategy: "before:before=id", pages: 3, requests: 4),
        "WordPress": ZooDetection(strategy: "page:page,per_page", pages: 14, requests: 14),
        "Kubernetes": ZooDetection(strategy: "cursor:continue=metadata.continue", pages: 3, requests: 3),
        "Google Drive": ZooDetection(strategy: "cursor:pageToken=nextPageToken", pages: 3, requests: 3),
        "Microsoft Graph": ZooDetection(strategy: "next:\"@odata.nextLink\"", pages: 2, requests: 2),
        "Jira": ZooDetection(strategy: "offset:startAt,maxResults", pages: 3, requests: 3),
        "Laravel": ZooDetection(strategy: "next:next_page_url", pages: 10, requests: 10),
        "Salesforce": ZooDetection(strategy: "next:nextRecordsUrl", pages: 3, requests: 3),
        "Facebook Graph": ZooDetection(strategy: "next:paging.next", pages: 6, requests: 6),
        "HubSpot": ZooDetection(strategy: "next:paging.next.link", pages: 3, requests: 3),
        // From the URL alone at Strapi's default of 25: six pages, the page count known from the first.
        "Strapi": ZooDetection(strategy: "page:pagination[page],pagination[pageSize]", pages: 6, requests: 6),
        "Notion": ZooDetection(strategy: "cursor:start_cursor=next_cursor", pages: 2, requests: 2),
    ]
}
