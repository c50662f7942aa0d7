extension GenericSpecError {
    /// The profile key (snake case, as `--web-url` is `web_url`) whose value is wrong, when one
    /// is; the command line tells a wrong flag (usage) from a wrong profile value (settings) by it.
    public var key: String? {
        switch self {
        case .badURL, .plainHTTP: "url"
        case .badStrategy, .fieldNotID: "strategy"
        case .badPath(let option, _), .notFor(let option, _), .badNumber(let option, _):
            String(option.map { $0 == "-" ? "_" : $0 })
        case .badPerPage, .sizeNotInURL: "per_page"
        case .unreadableQuery, .notAQuery: "graphql"
        case .badVariables: "variables"
        case .badColumn: "columns"
        case .badMethod: "method"
        case .badBody: "body"
        case .fileTooLarge(let key, _, _): key
        case .badHeader, .tokenNotSet, .tokenOverHTTP, .graphQLQueryMissing, .graphQLConnectionMissing,
             .bodyNeedsPost, .missingKey, .unknownKey: nil
        }
    }
}
