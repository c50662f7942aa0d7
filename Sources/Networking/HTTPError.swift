import Foundation

/// Everything that can go wrong with one request, each with a one-line message.
public enum HTTPError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The request could not be built (bad URL, refused scheme).
    case invalidRequest(String)
    /// libcurl failed: its code and its text.
    case transport(code: Int, message: String)
    /// A configured time limit ran out: the URL waited for (redacted when said) and the seconds
    /// waited, so that the message says what timed out and after how long (issue 42, point 7).
    case timedOut(url: String, milliseconds: Int)
    /// The caller cancelled.
    case cancelled
    /// The server answered with something that is not HTTP.
    case invalidResponse(String)
    /// A non-success status, with whatever body came with it.
    case status(Int, body: [UInt8])
    /// The decoded body passed the configured cap.
    case bodyTooLarge(limit: Int)
    /// A body was expected and none came.
    case noData
    /// A redirect pagetty will not follow (https to http, a Location that is not a URL).
    case redirectRefused(String)

    /// One line for a status bar.
    public var description: String {
        switch self {
        case .invalidRequest(let why): return "bad request: \(why)"
        case .transport(let code, let message): return "network error: \(message) (curl \(code))"
        case .timedOut(let url, let milliseconds):
            return "timed out after \(Self.seconds(milliseconds)) waiting for \(RedactedURL.redact(url))"
        case .cancelled: return "cancelled"
        case .invalidResponse(let why): return "invalid response: \(why)"
        case .status(let code, let body):
            // An HTML error page (a proxy's 502) says its title, not its markup: `HTTP 502 Bad Gateway`.
            if let title = HTMLTitle.of(body) {
                return title.hasPrefix("\(code) ") ? "HTTP \(title)" : "HTTP \(code): \(title)"
            }
            return "HTTP \(code)" + HTTPError.summary(of: body)
        case .bodyTooLarge(let limit): return "response larger than \(limit / 1024) KiB"
        case .noData: return "empty response"
        case .redirectRefused(let why): return "refused a redirect: \(why)"
        }
    }

    /// Whether a later identical request may succeed (network trouble, 5xx, 408); a refused
    /// certificate, a redirect loop or a URL curl cannot use fail the same way every time.
    public var isTransient: Bool {
        switch self {
        case .transport(let code, _): return !Self.permanentCurlCodes.contains(code)
        case .timedOut, .noData: return true
        case .status(let code, _): return code == 408 || (500..<600).contains(code)
        default: return false
        }
    }

    /// libcurl codes that no retry can change: unsupported protocol (1), malformed URL (3), not
    /// built in (4), too many redirects (47), and the certificate ones: SSL engine (53), client
    /// certificate (58), cipher (59), peer verification (60), CA file (77), issuer (83), pinned
    /// key (90), certificate status (91).
    static let permanentCurlCodes: Set<Int> = [1, 3, 4, 47, 53, 58, 59, 60, 77, 83, 90, 91]

    /// `15 s`; tenths below ten seconds (`0.3 s`), where whole seconds would say `0 s`.
    public static func seconds(_ milliseconds: Int) -> String {
        let tenths = (max(0, milliseconds) + 50) / 100
        return tenths < 100 ? "\(tenths / 10).\(tenths % 10) s" : "\((milliseconds + 500) / 1000) s"
    }

    /// `: <message>` from a JSON error body, or a short prefix of a text one.
    static func summary(of body: [UInt8]) -> String {
        guard !body.isEmpty else { return "" }
        let text = String(decoding: body.prefix(2048), as: UTF8.self)
        if let range = text.range(of: #""message"\s*:\s*"((?:[^"\\]|\\.)*)""#, options: .regularExpression) {
            let match = String(text[range])
            if let open = match.range(of: ": \"") ?? match.range(of: ":\"") {
                let message = match[open.upperBound...].dropLast()
                return ": " + String(message.prefix(120))
            }
        }
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return line.isEmpty ? "" : ": " + String(line.prefix(80))
    }
}
