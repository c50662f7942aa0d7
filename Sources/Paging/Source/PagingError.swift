import Networking

/// Why a page could not be loaded, one line each.
public enum PagingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The request failed or the server answered with an error status.
    case http(HTTPError)
    /// The body was not what the source expects.
    case decoding(String)
    /// The body is not JSON at all (a web page, plain text): its content type, size and first
    /// characters, escaped (`NotJSON.begins`). Asking again brings the same, so no retry is offered.
    case notJSON(contentType: String?, bytes: Int, begins: String)
    /// A next URL pointed at another scheme, host or port; the token must stay home.
    case offHost(String)
    /// The base URL could not be used.
    case badBase(String)
    /// Rate limited this many times in a row, each wait kept (pipe mode gives up).
    case rateLimited(times: Int)

    /// One line for a status bar or an error row.
    public var description: String {
        switch self {
        case .http(let error): return error.description
        case .decoding(let why): return "unexpected response: \(why)"
        case .notJSON(let type, let bytes, let begins):
            return "not JSON: the answer is \(type ?? "of no content type"), \(bytes) bytes beginning “\(begins)”"
        case .offHost(let url): return "refused a next link to another host: \(RedactedURL.redact(url).prefix(120))"
        case .badBase(let text): return "bad base URL: \(RedactedURL.redact(text))"
        case .rateLimited(let times): return "rate limited \(times) times in a row, each wait kept; gave up (the config's retries sets how many)"
        }
    }
}
