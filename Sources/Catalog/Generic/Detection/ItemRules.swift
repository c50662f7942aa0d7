/// Where the items of a list are, and which fields of an item make its id, title and web page:
/// the names APIs document, in order of preference.
enum ItemRules {
    /// Paths of the items array, tried in order before the largest array of objects.
    static let itemPaths = [
        "data",            // JSON:API, Stripe, Laravel, Facebook Graph
        "items",           // Google, Kubernetes, Stack Exchange, Jira (issues is below)
        "results",         // Django REST framework, Notion, PokeAPI, TMDB
        "value",           // OData (Microsoft Graph, Azure)
        "hits.hits",       // Elasticsearch
        "hits",            // Algolia
        "records",         // Salesforce, Airtable
        "entries",
        "members",
        "data.children",   // Reddit listings
        "data.items",
        "issues",          // Jira search
        "nodes", "edges",  // GraphQL connections answered as JSON
    ]

    /// Item fields that identify it, in order; a nested one (`data.id`) when the item wraps its object.
    static let idNames = ["id", "uid", "uuid", "key", "objectID", "_id", "ID", "Id", "guid", "sid", "gid", "Sid"]
    /// Fields that identify an item with no id field, when unique over the page.
    static let idFallbacks = ["uri", "url", "href", "self", "link", "slug", "name", "login", "email"]
    /// Objects an item may wrap its fields in (Reddit `data`, Kubernetes `metadata`, GraphQL `node`,
    /// HubSpot and GeoJSON `properties`).
    static let wrappers = ["data", "metadata", "node", "attributes", "fields", "_source", "snippet", "properties", "sys", "resource", "id"]
    /// The wrappers a title is looked for in when the id is elsewhere: `data` and `metadata` are
    /// as often an event's payload or bookkeeping as the item itself, so only the id's own counts.
    static let titleWrappers = wrappers.filter { $0 != "data" && $0 != "metadata" }

    /// Item fields a person reads, in order.
    static let titleNames = [
        "title", "full_name", "name", "login", "displayName", "display_name", "nameWithOwner", "subject",
        "summary", "headline", "label", "Name", "Title", "Subject", "email", "username", "content", "text", "body", "message", "description",
    ]

    /// Item fields holding the item's web page, in order; `url` and `link` only off the API's own paths.
    static let webURLNames = ["html_url", "web_url", "permalink_url", "permalink", "webUrl", "htmlUrl", "link", "url"]
}
