import Networking
import Storage

/// What tells two requests' answers apart in the cache: the URL and every header that may carry
/// a credential (`RequestKey`'s, the ETags' too), and, for an answer with `Vary`, the request's
/// values of the headers it names.
///
/// Pure functions; any thread. Only digests leave here: a key is SHA-256 over the URL and the
/// SHA-256 of each credential-bearing header's value, so no token reaches a file name or a file.
public enum CacheKey {
    /// The key of a GET of `url` sent with `headers`: 64 lower-case hex digits.
    public static func make(url: String, headers: HTTPHeaders) -> String {
        var text = "pagetty-cache-key 2\n" + url
        for (name, value) in RequestKey.credentialFields(headers) { text += "\n" + name + ":" + SHA256.hex(value) }
        return SHA256.hex(text)
    }

    /// A digest of `request`'s values of the headers named by a response's `Vary`: "" without
    /// `Vary`, nil for `Vary: *` (an answer that may differ for any reason is never reused).
    public static func varySignature(vary: String?, request: HTTPHeaders) -> String? {
        let names = Set((vary ?? "").split(separator: ",").map { $0.trimmingCharactersInSpaces.lowercased() }
            .filter { !$0.isEmpty })
        if names.contains("*") { return nil }
        if names.isEmpty { return "" }
        let text = names.sorted().map { name in
            name + ":" + request.values(for: name).map { SHA256.hex($0) }.joined(separator: ",")
        }.joined(separator: "\n")
        return SHA256.hex(text)
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    fileprivate var trimmingCharactersInSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
