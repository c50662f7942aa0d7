extension LinkHeader {
    /// The `rel="next"` target, unless the link says no results follow it (`results="false"`, as
    /// Sentry sends on every page: https://docs.sentry.io/api/pagination/).
    public static func nextTarget(in headers: HTTPHeaders) -> String? {
        guard let link = links(in: headers).first(where: { $0.rels.contains("next") && !$0.isTemplate }) else { return nil }
        return link.parameters["results"]?.lowercased() == "false" ? nil : link.target
    }
}
