import Foundation
import Networking

/// What `--explain` leaves out of the command and profile it prints to be kept or shared: user
/// info and credential-looking query values in the URL (`RedactedURL`), and the value of a
/// header whose name looks like a credential (`Authorization`, `Cookie`, `X-Api-Key`…).
///
/// Pure; any thread.
enum ExplainSecrets {
    /// The comment printed when something was left out: where a secret belongs instead.
    static let note = "secrets left out (REDACTED): put a token in an environment variable and name it with --token-env (token_env)"

    /// Replaces the secrets in `values` (the `url`, the `headers` lines); true when any was.
    static func redact(_ values: inout [String: String]) -> Bool {
        var changed = false
        if let url = values["url"] {
            let redacted = RedactedURL.redact(url)
            changed = redacted != url
            values["url"] = redacted
        }
        if let headers = values["headers"] {
            let lines = headers.split(whereSeparator: \.isNewline).map { line -> String in
                guard let colon = line.firstIndex(of: ":"), isCredentialHeader(String(line[..<colon])) else { return String(line) }
                return String(line[..<colon]) + ": REDACTED"
            }
            let redacted = lines.joined(separator: "\n")
            changed = changed || redacted != headers
            values["headers"] = redacted
        }
        return changed
    }

    /// Whether a header named `name` carries a credential: the standard ones, or a name that
    /// would be one as a query parameter (`X-Api-Key`, `PRIVATE-TOKEN`).
    static func isCredentialHeader(_ name: String) -> Bool {
        let name = name.trimmingCharacters(in: .whitespaces).lowercased()
        return ["authorization", "proxy-authorization", "cookie"].contains(name) || RedactedURL.isCredential(name)
    }
}
