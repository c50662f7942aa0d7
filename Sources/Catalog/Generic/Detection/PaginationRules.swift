import Foundation
import Networking

/// The pagination rules, most specific first; each cites the documentation it follows.
enum PaginationRules {
    /// Every rule in order; the first match is taken, the others that fit are named as alternatives.
    static let all: [PaginationRule] = [link] + nextURLs + cursors + bodyFlags + headerPages + bodyPages + urlParameters

    /// Whether the rule at `index` of `all` reads a request the server spells out (a `Link` header, a
    /// next URL) or numbers it echoes with a page count or the URL already carries; cursors and
    /// has-more flags name a parameter only by convention, so page 2 confirms them.
    static func isTrusted(ruleAt index: Int) -> Bool {
        let guessed = (1 + nextURLs.count)..<(1 + nextURLs.count + cursors.count + bodyFlags.count)
        return !guessed.contains(index)
    }

    /// Size parameter names, for page and offset strategies whose size is not in the answer (last,
    /// JSON:API's page family: https://jsonapi.org/format/#fetching-pagination).
    static let sizeNames = ["per_page", "perPage", "page_size", "pageSize", "pagesize", "limit", "size", "hitsPerPage", "per-page",
                            "count", "page[size]", "page[limit]"]

    static let link = PaginationRule(
        name: "Link header rel=\"next\"",
        source: "RFC 8288; https://docs.github.com/en/rest/using-the-rest-api/using-pagination-in-the-rest-api",
        // A next link with `results="false"` (Sentry's last page) is still this shape: one page.
        match: { LinkHeader.target(rel: "next", in: $0.input.headers) != nil ? ["strategy": "link"] : nil })

    /// Next URLs in the body: `(path, name, documentation)`.
    static let nextURLs: [PaginationRule] = [
        ("links.next", "JSON:API links.next", "https://jsonapi.org/format/#fetching-pagination"),
        ("links.next.href", "JSON:API links.next.href", "https://jsonapi.org/format/#document-links"),
        ("_links.next.href", "HAL _links.next.href", "https://datatracker.ietf.org/doc/html/draft-kelly-json-hal"),
        ("\"@odata.nextLink\"", "OData @odata.nextLink", "https://docs.oasis-open.org/odata/odata-json-format/v4.01/odata-json-format-v4.01.html#sec_ControlInformationnextLinkodatanextLink"),
        ("\"odata.nextLink\"", "OData 3 odata.nextLink", "https://www.odata.org/documentation/odata-version-3-0/json-verbose-format/"),
        ("nextLink", "Azure nextLink", "https://github.com/microsoft/api-guidelines/blob/vNext/azure/Guidelines.md#collections"),
        ("paging.next", "Facebook Graph paging.next", "https://developers.facebook.com/docs/graph-api/results"),
        // HubSpot's `paging.next.after` is already percent-encoded in the body: its link is sent as it is.
        ("paging.next.link", "HubSpot paging.next.link", "https://developers.hubspot.com/docs/api/crm/understanding-the-crm#paging-through-results"),
        ("nextRecordsUrl", "Salesforce nextRecordsUrl", "https://developer.salesforce.com/docs/atlas.en-us.api_rest.meta/api_rest/dome_query.htm"),
        ("next_page_url", "Laravel next_page_url", "https://laravel.com/docs/pagination#converting-results-to-json"),
        ("meta.next_page_url", "Laravel meta.next_page_url", "https://laravel.com/docs/eloquent-resources#pagination"),
        ("next_page", "Zendesk next_page", "https://developer.zendesk.com/api-reference/introduction/pagination/"),
        ("next", "next URL (Django REST framework, PokeAPI, Spotify)", "https://www.django-rest-framework.org/api-guide/pagination/"),
        ("pagination.next_url", "pagination.next_url", "https://developers.facebook.com/docs/instagram-basic-display-api/overview#pagination"),
    ].map { path, name, source in
        PaginationRule(name: name, source: source) { context in
            // A link object (`links.next: {href}`) is read by its own rule.
            guard context.nextURL(at: path) else { return nil }
            var options = ["strategy": "next:" + path]
            if let more = ["has_more", "hasMore"].first(where: { context.flag($0) != nil }) { options["more"] = more }
            return options
        }
    }

    /// Cursors in the body: `(path, parameter, name, documentation, condition)`.
    static let cursors: [PaginationRule] = [
        ("response_metadata.next_cursor", "cursor", "Slack response_metadata.next_cursor", "https://api.slack.com/apis/pagination"),
        ("metadata.continue", "continue", "Kubernetes metadata.continue", "https://kubernetes.io/docs/reference/using-api/api-concepts/#retrieving-large-results-sets-in-chunks"),
        ("data.after", "after", "Reddit data.after", "https://www.reddit.com/dev/api/#listings"),
        ("nextPageToken", "pageToken", "Google nextPageToken", "https://cloud.google.com/apis/design/design_patterns#list_pagination"),
        ("next_page_token", "next_page_token", "Zoom next_page_token", "https://developers.zoom.us/docs/api/rest/pagination/"),
        ("meta.next_token", "pagination_token", "X (Twitter) v2 meta.next_token", "https://developer.x.com/en/docs/x-api/pagination"),
        ("meta.next_cursor", "cursor", "meta.next_cursor", "https://jsonapi.org/profiles/ethanresnick/cursor-pagination/"),
        ("nextCursor", "cursor", "MCP nextCursor", "https://modelcontextprotocol.io/specification/2025-06-18/server/utilities/pagination"),
        ("cursor", "cursor", "AT Protocol cursor", "https://atproto.com/specs/xrpc#cursors-and-pagination"),
        ("pagination.cursor", "after", "Twitch pagination.cursor", "https://dev.twitch.tv/docs/api/guide/#pagination"),
    ].map { path, parameter, name, source in
        PaginationRule(name: name, source: source) { context in
            guard context.cursor(at: path) else { return nil }
            var options = ["strategy": "cursor:\(parameter)=\(path)"]
            if let more = ["has_more", "hasMore"].first(where: { context.flag($0) != nil }) { options["more"] = more }
            return options
        }
    } + [
        // Notion's lists: `object: "list"`, `next_cursor`, `has_more`, sent back as `start_cursor`.
        PaginationRule(name: "Notion next_cursor", source: "https://developers.notion.com/reference/intro#pagination") { context in
            guard context.value("object")?.text == "list", context.cursor(at: "next_cursor") else { return nil }
            return ["strategy": "cursor:start_cursor=next_cursor", "more": "has_more"]
        },
        // Airtable's `offset` is a token, never a number (a number is an offset echoed, read below).
        PaginationRule(name: "Airtable offset", source: "https://airtable.com/developers/web/api/list-records") { context in
            guard case .string(let token)? = context.value("offset"), Int(token) == nil else { return nil }
            return ["strategy": "cursor:offset=offset"]
        },
        PaginationRule(name: "next_cursor", source: "https://developer.x.com/en/docs/x-api/v1/pagination") { context in
            // Notion's rule reads a `list` object's cursor.
            guard case .string? = context.value("next_cursor"), context.value("object")?.text != "list" else { return nil }
            return ["strategy": "cursor:cursor=next_cursor"]
        },
    ]

    /// Lists that say only whether more follow.
    static let bodyFlags: [PaginationRule] = [
        // Stripe: `object: "list"`, `has_more`, and the last id sent back as `starting_after`.
        PaginationRule(name: "Stripe has_more + starting_after", source: "https://docs.stripe.com/api/pagination") { context in
            // A `list` with a cursor is Notion's.
            guard context.value("object")?.text == "list", context.flag("has_more") != nil, !context.has("next_cursor"),
                  let id = context.id else { return nil }
            return ["strategy": "after:starting_after=\(id)", "more": "has_more"]
        },
        PaginationRule(name: "Stack Exchange has_more", source: "https://api.stackexchange.com/docs/paging") { context in
            guard context.flag("has_more") != nil, context.has("quota_max") else { return nil }
            return ["strategy": "page:page,pagesize", "more": "has_more"]
        },
    ]

    /// Page counts in headers.
    static let headerPages: [PaginationRule] = [
        ("X-WP-TotalPages", "X-WP-Total", "WordPress X-WP-TotalPages", "https://developer.wordpress.org/rest-api/using-the-rest-api/pagination/"),
        ("X-Total-Pages", "X-Total", "GitLab X-Total-Pages", "https://docs.gitlab.com/api/rest/#pagination"),
        ("X-Pagination-Page-Count", "X-Pagination-Total-Count", "Yii X-Pagination-Page-Count", "https://www.yiiframework.com/doc/guide/2.0/en/rest-quick-start#trying-it-out"),
    ].map { pagesHeader, totalHeader, name, source in
        PaginationRule(name: name, source: source) { context in
            guard context.header(pagesHeader) != nil else { return nil }
            let size = context.queryName(sizeNames) ?? (pagesHeader.hasPrefix("X-Pagination") ? "per-page" : "per_page")
            var options = ["strategy": "page:page,\(size)", "total_pages_header": pagesHeader]
            if context.header(totalHeader) != nil { options["total_header"] = totalHeader }
            return options
        }
    }

    /// Page or offset numbers echoed in the body.
    static let bodyPages: [PaginationRule] = [
        PaginationRule(name: "Algolia nbPages (page from 0)", source: "https://www.algolia.com/doc/api-reference/api-parameters/page/") { context in
            guard context.int("nbPages") != nil, let page = context.int("page") else { return nil }
            var options = ["strategy": "page:page,hitsPerPage" + (page == 0 ? "@0" : ""), "total_pages": "nbPages"]
            if context.int("nbHits") != nil { options["total"] = "nbHits" }
            return options
        },
        PaginationRule(name: "Jira startAt/maxResults", source: "https://developer.atlassian.com/cloud/jira/platform/rest/v3/intro/#pagination") { context in
            guard context.int("startAt") != nil, context.int("maxResults") != nil else { return nil }
            var options = ["strategy": "offset:startAt,maxResults"]
            if context.int("total") != nil { options["total"] = "total" }
            return options
        },
        PaginationRule(name: "skip/limit with total", source: "https://dummyjson.com/docs#intro-limit_skip") { context in
            guard context.int("skip") != nil, context.int("limit") != nil, context.int("total") != nil else { return nil }
            return ["strategy": "offset:skip,limit", "total": "total"]
        },
        PaginationRule(name: "offset/limit echoed", source: "https://developer.spotify.com/documentation/web-api/concepts/api-calls#paging") { context in
            guard context.int("offset") != nil, context.int("limit") != nil else { return nil }
            var options = ["strategy": "offset:offset,limit"]
            if let total = context.bodyNumberName(["total", "total_count", "totalCount"]) { options["total"] = total }
            return options
        },
        PaginationRule(name: "Strapi meta.pagination", source: "https://docs.strapi.io/cms/api/rest/sort-pagination#pagination") { context in
            guard context.int("meta.pagination.page") != nil, context.int("meta.pagination.pageCount") != nil else { return nil }
            return ["strategy": "page:pagination[page],pagination[pageSize]", "total_pages": "meta.pagination.pageCount"]
        },
        PaginationRule(name: "Cloudflare result_info", source: "https://developers.cloudflare.com/fundamentals/api/how-to/make-api-calls/#pagination") { context in
            guard context.int("result_info.page") != nil, context.int("result_info.total_pages") != nil else { return nil }
            return ["strategy": "page:page,per_page", "total_pages": "result_info.total_pages"]
        },
        PaginationRule(name: "page with a page count", source: "https://developer.themoviedb.org/docs/pagination") { context in
            guard let page = context.int("page"),
                  let pages = context.bodyNumberName(["total_pages", "totalPages", "last_page", "pages", "page_count", "pageCount"])
            else { return nil }
            let size = context.bodyNumberName(sizeNames) ?? context.queryName(sizeNames) ?? "per_page"
            return ["strategy": "page:page,\(size)" + (page == 0 ? "@0" : ""), "total_pages": pages]
        },
    ]

    static let elastic = "https://www.elastic.co/guide/en/elasticsearch/reference/current/paginate-search-results.html"

    /// Offset and page parameters a URL can carry, each with the size names that go with it.
    static let urlShapes: [(parameter: String, sizes: [String], name: String, source: String)] = [
        ("offset", ["limit", "count", "size", "max"], "offset in the URL", elastic),
        ("from", ["size"], "Elasticsearch from in the URL", elastic),
        ("start", ["rows", "count", "limit"], "start in the URL", elastic),
        ("page", sizeNames, "page in the URL", elastic),
        // The spec's own examples of its page family; servers need not send links for them.
        ("page[number]", ["page[size]"], "JSON:API page[number] in the URL", "https://jsonapi.org/format/#fetching-pagination"),
        ("page[offset]", ["page[limit]"], "JSON:API page[offset] in the URL", "https://jsonapi.org/format/#fetching-pagination"),
    ]

    /// The size parameter that goes with the offset or page parameter `url` carries: the one it
    /// asks, else the first name; nil when it carries none.
    static func sizeName(pagingURL url: String) -> String? {
        let url = GenericURL(url)
        guard let shape = urlShapes.first(where: { url.value(of: $0.parameter).flatMap { Int($0) } != nil }) else { return nil }
        return shape.sizes.first { url.value(of: $0) != nil } ?? shape.sizes[0]
    }

    /// Offset and page parameters the URL already has (the answer says nothing).
    static let urlParameters: [PaginationRule] = urlShapes.map { parameter, sizes, name, source in
        PaginationRule(name: name, source: source) { context in
            guard let value = context.input.query(parameter).flatMap({ Int($0) }) else { return nil }
            let size = sizes.first { context.input.query($0) != nil } ?? sizes[0]
            let numbered = parameter == "page" || parameter == "page[number]"
            var options = ["strategy": numbered ? "page:\(parameter),\(size)" + (value == 0 ? "@0" : "") : "offset:\(parameter),\(size)"]
            // The size the URL asks is the size to ask of every page (and the engine's to lay out by).
            if let asked = context.input.query(size).flatMap({ Int($0) }), (1...1000).contains(asked) { options["per_page"] = String(asked) }
            return options
        }
    }
}
