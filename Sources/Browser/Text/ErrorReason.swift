import Networking
import Paging

/// Typed paging errors worded as the short reason of an error row: what failed, in a few words,
/// with the detail that tells the user what to check (the host and port, the status, the reset).
///
/// Pure; any thread. The long form stays `PagingError.description`.
enum ErrorReason {
    /// The reason for `error`; `resetIn` is the seconds until the rate budget refills, if known.
    static func short(_ error: PagingError, resetIn: Int? = nil) -> String {
        switch error {
        case .http(let http): return short(http, resetIn: resetIn)
        case .decoding: return "malformed page"
        case .notJSON(let type, _, _):
            // The media type alone: `text/html`, without its parameters.
            return "not JSON" + (type.flatMap { $0.split(separator: ";").first }.map { " (\($0.prefix(40)))" } ?? "")
        case .offHost: return "refused a next link to another host"
        case .badBase: return "bad base URL"
        case .rateLimited: return "rate limited"
        }
    }

    /// The status line's words for the last failure: the error row's reason, and the retry
    /// waited for ("can't connect to 127.0.0.1:1; retry 2 in 4 s"). The whole text stays in
    /// `LoadError.description` (the selected error row, the trace).
    static func short(_ error: LoadError, resetIn: Int? = nil) -> String {
        let reason = short(error.error, resetIn: resetIn)
        guard let retry = error.retry else { return reason }
        return "\(reason); retry \(retry.attempt) in \(retry.seconds) s"
    }

    static func short(_ error: HTTPError, resetIn: Int?) -> String {
        switch error {
        case .invalidRequest: return "bad request URL"
        case .transport(let code, let message): return transport(code: code, message: message)
        case .timedOut(_, let milliseconds): return "timed out after \(HTTPError.seconds(milliseconds))"
        case .cancelled: return "cancelled"
        case .invalidResponse: return "not an HTTP answer"
        case .status(let code, let body): return status(code, body: body, resetIn: resetIn)
        case .bodyTooLarge(let limit): return "page over \(limit / 1024) KiB"
        case .noData: return "empty response"
        case .redirectRefused: return "refused a redirect"
        }
    }

    /// libcurl's failures by code; the host from curl's own message where it names one.
    static func transport(code: Int, message: String) -> String {
        switch code {
        case 6:
            return after("resolve host: ", in: message).map { "DNS: can't resolve \($0)" } ?? "DNS lookup failed"
        case 5: return "DNS: can't resolve the proxy"
        case 7:
            // "Failed to connect to 127.0.0.1 port 1 after 0 ms: Couldn't connect to server"
            guard let start = message.range(of: "connect to ") else { return "can't connect" }
            let rest = message[start.upperBound...]
            guard let port = rest.range(of: " port ") else { return "can't connect" }
            let digits = rest[port.upperBound...].prefix { $0.isASCII && $0.isNumber }
            return "can't connect to \(rest[..<port.lowerBound].prefix(40)):\(digits)"
        case 28: return "timed out"
        case 35: return "TLS handshake failed"
        case 60: return "TLS: certificate not trusted"
        case 51, 53, 54, 58, 59, 66, 77, 80, 82, 83, 90, 91: return "TLS error (curl \(code))"
        case 47: return "too many redirects"
        case 52: return "server sent nothing"
        case 55: return "connection lost while sending"
        case 18, 56: return "connection lost"
        case 1, 3: return "bad URL"
        default: return "network error (curl \(code))"
        }
    }

    /// `HTTP 500 server error`, `HTTP 429 rate limit, resets in 3m05s`.
    static func status(_ code: Int, body: [UInt8], resetIn: Int?) -> String {
        let text = String(decoding: body.prefix(2048), as: UTF8.self).lowercased()
        if code == 429 || (code == 403 && text.contains("rate limit")) {
            return "HTTP \(code) rate limit" + (resetIn.map { ", resets in \(StatusBar.duration($0))" } ?? "")
        }
        switch code {
        case 401: return "HTTP 401: check the token"
        case 403: return "HTTP 403 forbidden"
        case 404: return "HTTP 404 not found"
        case 408: return "HTTP 408 request timeout"
        case 503: return "HTTP 503 unavailable"
        case 500..<600: return "HTTP \(code) server error"
        default: return "HTTP \(code)"
        }
    }

    /// The text after `marker` in `message`, up to the next space, if any.
    private static func after(_ marker: String, in message: String) -> String? {
        guard let range = message.range(of: marker) else { return nil }
        let word = message[range.upperBound...].prefix { $0 != " " }
        return word.isEmpty ? nil : String(word.prefix(40))
    }
}

extension RowError {
    /// The row for a typed paging error: its short reason, and its whole description.
    public init(_ error: PagingError, resetIn: Int? = nil) {
        self.init(reason: ErrorReason.short(error, resetIn: resetIn), message: error.description)
        // The same request brings the same body: R would only ask again for nothing.
        if case .notJSON = error { retryable = false }
    }
}
