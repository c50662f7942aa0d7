/// A URL made fit for a log or an error message: credential-looking query values and userinfo
/// passwords replaced by `REDACTED`, everything else byte for byte.
///
/// Pure functions; any thread.
public enum RedactedURL {
    /// `url` with the value of every query parameter whose name looks like a credential
    /// (`token`, `api_key`, `secret`, `signature`, `sig`, `password`, `auth`, …) and any userinfo
    /// password replaced by `REDACTED`.
    public static func redact(_ url: String) -> String {
        var text = Substring(url)
        var fragment: Substring = ""
        if let hash = text.firstIndex(of: "#") {
            fragment = text[hash...]
            text = text[..<hash]
        }
        guard let mark = text.firstIndex(of: "?") else { return redactUserinfo(text) + fragment }
        let pairs = text[text.index(after: mark)...].split(separator: "&", omittingEmptySubsequences: false).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return isCredential(String(parts[0])) && parts.count == 2 ? parts[0] + "=REDACTED" : pair
        }
        return redactUserinfo(text[..<mark]) + "?" + pairs.joined(separator: "&") + fragment
    }

    /// Whether a query parameter named `name` (percent-encoded or not) probably carries a secret.
    /// Errs on the side of hiding: a trace that hides `monkey=` costs nothing, one that shows a token does.
    public static func isCredential(_ name: String) -> Bool {
        let name = (name.removingPercentEncodingLeniently).lowercased()
        let words = name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        if words.contains(where: { ["key", "sig", "auth", "pwd", "pass", "jwt", "otp"].contains($0) }) { return true }
        if ["token", "secret", "passw", "signature", "credential", "session", "apikey", "cookie"]
            .contains(where: { name.contains($0) }) { return true }
        return name.hasSuffix("key") || (name.hasPrefix("auth") && !name.hasPrefix("author"))
    }

    /// `scheme://user:REDACTED@host…` for a URL that carries a password in its authority.
    private static func redactUserinfo(_ text: Substring) -> String {
        guard let scheme = text.range(of: "://") else { return String(text) }
        let authorityEnd = text[scheme.upperBound...].firstIndex { $0 == "/" || $0 == "?" } ?? text.endIndex
        let authority = text[scheme.upperBound..<authorityEnd]
        guard let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") else {
            return String(text)
        }
        return String(text[..<authority.index(after: colon)]) + "REDACTED" + text[at...]
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
