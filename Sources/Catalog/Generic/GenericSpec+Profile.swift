extension GenericSpec {
    /// A spec from a `[profiles.NAME]` table of the config file, its values as strings.
    ///
    /// Keys are the long option names in snake case (`url`, `items`, `web_url`, `token_env`, …);
    /// `headers` holds one `Name: value` header per line. Unknown keys are refused so a typo shows.
    public init(profile: [String: String]) throws(GenericSpecError) {
        for key in profile.keys.sorted() where !GenericSpecError.profileKeys.contains(key) { throw .unknownKey(key) }
        guard let url = profile["url"] else { throw .missingKey("url") }
        guard let strategy = profile["strategy"] else { throw .missingKey("strategy") }
        let headers = (profile["headers"] ?? "").split(whereSeparator: \.isNewline).map(String.init)
            .filter { !$0.allSatisfy(\.isWhitespace) }
        self = try GenericSpec.parse(
            url: url, items: profile["items"], id: profile["id"] ?? "id", title: profile["title"],
            subtitle: profile["subtitle"], webURL: profile["web_url"], strategy: strategy, total: profile["total"],
            totalHeader: profile["total_header"], headers: headers, tokenEnv: profile["token_env"],
            perPage: profile["per_page"], firstPage: profile["first_page"], more: profile["more"],
            totalPages: profile["total_pages"], totalPagesHeader: profile["total_pages_header"],
            graphql: profile["graphql"], variables: profile["variables"])
            .requesting(method: profile["method"], body: profile["body"])
            .showing(columns: (profile["columns"] ?? "").split(whereSeparator: \.isNewline).map(String.init))
    }
}
