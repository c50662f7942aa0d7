/// What detection finds for each unseen zoo API from its URL alone (issue 38): the reading the
/// server confirmed, pages at the server's default size (or the size the URL asks), and every
/// request made, probes included.
extension ZooDetection {
    /// By unseen API name.
    static let unseen: [String: ZooDetection] = [
        "API Gateway": ZooDetection(strategy: "cursor:position=position", pages: 6, requests: 6),
        "Asana": ZooDetection(strategy: "next:next_page.uri", pages: 3, requests: 3),
        "BigCommerce": ZooDetection(strategy: "next:meta.pagination.links.next", pages: 3, requests: 3),
        "Bitbucket Server": ZooDetection(strategy: "cursor:start=nextPageStart", pages: 6, requests: 6),
        "Confluence": ZooDetection(strategy: "next:_links.next", pages: 6, requests: 6),
        "Contentful": ZooDetection(strategy: "offset:skip,limit", pages: 2, requests: 2),
        "DigitalOcean": ZooDetection(strategy: "next:links.pages.next", pages: 7, requests: 7),
        "Discourse": ZooDetection(strategy: "next:topic_list.more_topics_url", pages: 5, requests: 5),
        "FHIR": ZooDetection(strategy: "next:link", pages: 7, requests: 7),
        "Firestore": ZooDetection(strategy: "cursor:pageToken=nextPageToken", pages: 3, requests: 3),
        "Google Custom Search": ZooDetection(strategy: "cursor:start=queries.nextPage.0.startIndex", pages: 10, requests: 11, wasted: 1),
        "Heroku": ZooDetection(strategy: "link", paged: false, pages: 1, requests: 7, wasted: 6, incomplete: true,
                               needs: "pages only by the Range request header (Next-Range): pagetty sends cursors as query parameters"),
        "Matrix": ZooDetection(strategy: "cursor:from=end", pages: 14, requests: 14),
        "MediaWiki": ZooDetection(strategy: "continue:continue", pages: 14, requests: 14),
        "OData v2": ZooDetection(strategy: "next:d.__next", pages: 7, requests: 7),
        "OpenAI files": ZooDetection(strategy: "after:after=id", pages: 3, requests: 4, wasted: 1),
        "PayPal invoices": ZooDetection(strategy: "next:links", pages: 7, requests: 7),
        "Pinterest": ZooDetection(strategy: "cursor:bookmark=bookmark", pages: 6, requests: 6),
        "Pipedrive": ZooDetection(strategy: "cursor:start=additional_data.pagination.next_start", pages: 2, requests: 2),
        "PostgREST": ZooDetection(strategy: "offset:offset,limit", pages: 6, requests: 10, wasted: 3),
        "Rick and Morty": ZooDetection(strategy: "next:info.next", pages: 7, requests: 7),
        "Socrata": ZooDetection(strategy: "offset:$offset,$limit", pages: 3, requests: 4),
        "Spotify": ZooDetection(strategy: "next:albums.next", pages: 7, requests: 7),
        "Square": ZooDetection(strategy: "cursor:cursor=cursor", pages: 2, requests: 2),
        "The Guardian": ZooDetection(strategy: "page:page,pageSize", pages: 14, requests: 14),
        "Twilio": ZooDetection(strategy: "next:next_page_uri", pages: 3, requests: 3),
        "Twitter followers": ZooDetection(strategy: "cursor:cursor=next_cursor_str", pages: 7, requests: 7),
        "YouTube": ZooDetection(strategy: "cursor:pageToken=nextPageToken", pages: 28, requests: 28),
    ]
}
