/// A URL made fit for a screen, a log, an error message or a state file: user info and
/// credential-looking query and fragment values replaced by `REDACTED`, everything else byte for byte.
///
/// Pure functions; any thread. The one redaction used wherever pagetty shows or stores a URL
/// (stderr, the trace, remembered positions, cache metadata).
public enum RedactedURL {
    /// `url` with any user info (`user:pass@`, `TOKEN@`, in any form) replaced by `REDACTED@`
    /// and the value of every query or fragment parameter whose name looks like a credential
    /// (see `isCredential`) by `REDACTED`.
    public static func redact(_ url: String) -> String {
        var text = Substring(url)
        var fragment = ""
        if let hash = text.firstIndex(of: "#") {
            // OAuth's implicit flow puts `access_token=` in the fragment.
            fragment = "#" + redactPairs(text[text.index(after: hash)...])
            text = text[..<hash]
        }
        guard let mark = text.firstIndex(of: "?") else { return redactUserinfo(text) + fragment }
        return redactUserinfo(text[..<mark]) + "?" + redactPairs(text[text.index(after: mark)...]) + fragment
    }

    /// `a=1&token=REDACTED`: each `name=value` pair whose name looks like a credential.
    private static func redactPairs(_ text: Substring) -> String {
        text.split(separator: "&", omittingEmptySubsequences: false).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return isCredential(String(parts[0])) && parts.count == 2 ? parts[0] + "=REDACTED" : pair
        }.joined(separator: "&")
    }

    /// Whether a query parameter named `name` (percent-encoded or not) probably carries a secret.
    /// Errs on the side of hiding: a trace that hides `monkey=` costs nothing, one that shows a token does.
    public static func isCredential(_ name: String) -> Bool {
        let name = (name.removingPercentEncodingLeniently).lowercased()
        let words = name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        if words.contains(where: { ["key", "sig", "sid", "auth", "pwd", "pass", "jwt", "otp"].contains($0) }) { return true }
        if ["token", "secret", "passw", "signature", "credential", "session", "apikey", "cookie", "bearer"]
            .contains(where: { name.contains($0) }) { return true }
        return name.hasSuffix("key") || (name.hasPrefix("auth") && !name.hasPrefix("author"))
    }

    /// `scheme://REDACTED@host…` for a URL with user info in its authority, with or without a
    /// colon (`TOKEN@host` is as common as `user:pass@host`, and GitHub's `TOKEN:x-oauth-basic@`
    /// puts the secret in the user part). Without a scheme, an `@` before the first `/` counts too.
    private static func redactUserinfo(_ text: Substring) -> String {
        // `://` ends a scheme only when a scheme precedes it: in `TOKEN@h/go/https://…` it is later text.
        let start = text.range(of: "://").flatMap { mark in
            let scheme = text[..<mark.lowerBound]
            let isScheme = !scheme.isEmpty && scheme.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)
            }
            return isScheme ? mark.upperBound : nil
        } ?? text.startIndex
        // A backslash ends the authority too: WHATWG parsers read `\` as `/` in http URLs.
        let authorityEnd = text[start...].firstIndex { $0 == "/" || $0 == "\\" } ?? text.endIndex
        guard let at = text[start..<authorityEnd].lastIndex(of: "@") else { return String(text) }
        return String(text[..<start]) + "REDACTED" + text[at...]
    }
}

extension String {
    /// Percent-decoded where that is valid UTF-8, else unchanged.
    fileprivate var removingPercentEncodingLeniently: String {
        var bytes: [UInt8] = []
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = iterator.next(), let low = iterator.next(),
                  let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
            else { return self }
            bytes.append(value)
        }
        return String(validating: bytes, as: UTF8.self) ?? self
    }
}
