/// What paging the unseen zoo APIs from their URL alone comes to, until the lead writes their full
/// `byAPI` expectations once detection is rewritten (issue 38).
extension ZooDetection {
    /// By unseen API name: pages at the server's default size for the URL alone (the size the URL
    /// asks, when it asks one), and requests: `pages` when the last page's body or headers say it is
    /// the last (no link, cursor, flag or total left), one more where only an empty page does (the
    /// offset lists with no total: Confluence, Socrata, PostgREST).
    static let unseenPages: [String: (pages: Int, requests: Int)] = [
        // Next links nested, query-only, relative to a base, in a link array; a header cursor.
        "Discourse": (5, 5), "OData v2": (7, 7), "Rick and Morty": (7, 7), "Spotify": (7, 7), "DigitalOcean": (7, 7),
        "BigCommerce": (3, 3), "Confluence": (6, 7), "FHIR": (7, 7), "Twilio": (3, 3), "Heroku": (3, 3),
        // Cursors and tokens under other names; ids and titles under other names.
        "Twitter followers": (7, 7), "Pinterest": (6, 6), "API Gateway": (6, 6), "Matrix": (14, 14), "MediaWiki": (14, 14),
        "OpenAI files": (3, 3), "Firestore": (3, 3), "Asana": (3, 3), "YouTube": (28, 28), "Square": (2, 2),
        // Numbers under other names, nested, 1-based, in the URL; page numbers under `response`.
        "Bitbucket Server": (6, 6), "Pipedrive": (2, 2), "Google Custom Search": (10, 10), "Socrata": (3, 4), "PostgREST": (6, 7),
        "Contentful": (2, 2), "The Guardian": (14, 14), "PayPal invoices": (7, 7),
    ]
}
