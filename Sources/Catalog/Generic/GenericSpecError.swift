import Networking

/// Why a generic source could not be set up, one line each.
public enum GenericSpecError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The URL is not an absolute http(s) URL.
    case badURL(String)
    /// The URL is plain http to a host that is not this machine: the rule `--base-url` follows too.
    case plainHTTP(String)
    /// The strategy string is not one of the known forms.
    case badStrategy(String)
    /// A path option (`items`, `id`, …) does not parse.
    case badPath(option: String, path: String)
    /// A `since` or `keyset` id field that is not the item id path.
    case fieldNotID(strategy: String, field: String, id: String)
    /// A header that is not `Name: value` on one line.
    case badHeader(String)
    /// The page size is not a number in range.
    case badPerPage(String)
    /// The token's environment variable is unset or empty.
    case tokenNotSet(String)
    /// A token would travel in clear text to a host that is not loopback.
    case tokenOverHTTP(String)
    /// An option that does not apply to the strategy given.
    case notFor(option: String, String)
    /// A page size for a strategy that follows the server's links or cursors (nil: no pagination
    /// was found), with no size in the URL to set.
    case sizeNotInURL(String?)
    /// A number option out of range.
    case badNumber(option: String, String)
    /// `graphql:PATH` without a query.
    case graphQLQueryMissing
    /// A query without `graphql:PATH` saying where the connection is.
    case graphQLConnectionMissing
    /// The GraphQL query file could not be read.
    case unreadableQuery(String)
    /// A `--graphql` value that is neither a query (no `{`) nor `@PATH`.
    case notAQuery(String)
    /// GraphQL variables that are not one JSON object.
    case badVariables(String)
    /// A `--column` that is not `LABEL=PATH` or `PATH`.
    case badColumn(String)
    /// A method other than GET and POST.
    case badMethod(String)
    /// A body that is not one JSON object, or a body file that cannot be read.
    case badBody(String)
    /// A body or query file (`@FILE`) larger than `GenericSpec.maxFileBytes`: the option's key, the file, its size.
    case fileTooLarge(key: String, file: String, bytes: Int)
    /// A body (or a strategy writing into one) with `--method GET`.
    case bodyNeedsPost
    /// A profile lacks a required key.
    case missingKey(String)
    /// A profile has a key this source does not know (a typo would otherwise be silently ignored).
    case unknownKey(String)

    /// The strategy forms, as listed in errors and help.
    public static let strategyForms = "link, next:PATH, cursor:PARAM=PATH, offset:OFFSET,LIMIT, page:PAGE,PER_PAGE, "
        + "since:PARAM=FIELD, time:PARAM=FIELD, keyset:ID_PARAM=FIELD,VALUE_PARAM=FIELD, after:PARAM=FIELD, "
        + "before:PARAM=FIELD, graphql:CONNECTION_PATH, body-cursor:KEY=PATH, search-after:KEY=FIELD, "
        + "cursor-header:PARAM=HEADER, continue:PATH"

    /// The keys a profile may have.
    public static let profileKeys = ["url", "items", "id", "title", "subtitle", "web_url", "strategy", "total",
                                     "total_header", "headers", "token_env", "per_page", "first_page", "more",
                                     "total_pages", "total_pages_header", "graphql", "variables", "columns",
                                     "method", "body", "follow_direction"]

    /// One line for the terminal.
    public var description: String {
        switch self {
        case .badURL(let url): return "url '\(RedactedURL.redact(url).prefix(120))' is not an absolute http or https URL"
        case .plainHTTP(let host): return "url: plain http is allowed only for loopback hosts, not \(host.prefix(60)); use https"
        case .badStrategy(let text): return "strategy '\(text.prefix(80))' is not one of \(Self.strategyForms)"
        case .badPath(let option, let path):
            return "\(option) path '\(path.prefix(80))' is not a dotted path like data.items or tags.0.name"
        case .fieldNotID(let strategy, let field, let id):
            return "\(strategy) field '\(field)' must be the id path '\(id)'"
        case .badHeader(let text): return "header '\(text.prefix(80).debugDescription.dropFirst().dropLast())' is not 'Name: value' on one line"
        case .badPerPage(let text): return "per page '\(text.prefix(20))' is not a number in 1...1000"
        case .tokenNotSet(let name): return "environment variable \(name) is not set"
        case .tokenOverHTTP(let host): return "a token is sent only over https or to loopback, not to http://\(host)"
        case .notFor(let option, let strategy):
            return "--\(option) does not apply to strategy '\(strategy.prefix(80))'"
        case .sizeNotInURL(let strategy?):
            return "--per-page does not apply to strategy '\(strategy.prefix(80))' with no page size in the URL: "
                + "its pages follow the server's links or cursors, which keep the first request's size; "
                + "put the size in the URL (per_page=N, or the API's own name)"
        case .sizeNotInURL(nil):
            return "--per-page does not apply: no pagination was found and the URL asks no page size; "
                + "--strategy says how the list pages"
        case .badNumber(let option, let text): return "\(option) '\(text.prefix(20))' is not a number in 0...1000000"
        case .graphQLQueryMissing: return "strategy graphql:PATH needs --graphql QUERY or --graphql @FILE"
        case .graphQLConnectionMissing:
            return "--graphql needs --strategy graphql:PATH, PATH being where the connection is (e.g. data.search)"
        case .unreadableQuery(let path): return "cannot read the GraphQL query file '\(path.prefix(120))'"
        case .notAQuery(let text):
            return "--graphql '\(text.prefix(60))' is not a query (no '{'); to read one from a file write --graphql @PATH"
        case .badVariables(let text): return "variables '\(text.prefix(80))' are not one JSON object"
        case .badColumn(let text): return "column '\(text.prefix(80))' is not LABEL=PATH or PATH, PATH dotted like stargazers_count or owner.login"
        case .badMethod(let text): return "method '\(text.prefix(20))' is not GET or POST"
        case .badBody(let text): return "body '\(text.prefix(80))' is not one JSON object (or @FILE holding one)"
        case .fileTooLarge(let key, let file, let bytes):
            return "\(key) file '\(file.prefix(120))' holds \(bytes / (1 << 20)) MiB; a body or query file holds at most \(GenericSpec.maxFileBytes >> 20) MiB"
        case .bodyNeedsPost: return "a request body is sent with POST: --method GET cannot have --body or a body-cursor or search-after strategy"
        case .missingKey(let key): return "profile is missing '\(key)'"
        case .unknownKey(let key):
            return "profile key '\(key.prefix(40))' is not one of \(Self.profileKeys.joined(separator: ", "))"
        }
    }
}
