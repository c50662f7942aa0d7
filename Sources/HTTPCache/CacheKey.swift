import Networking
import Storage

/// What tells two requests' answers apart in the cache: `RequestKey`'s fields (the URL, the
/// method and body, every header that may carry a credential: the ETags' key too), and, for an
/// answer with `Vary`, the request's values of the headers it names.
///
/// Pure functions; any thread. Only digests leave here: a key is SHA-256 over the URL and the
/// SHA-256 of each credential-bearing header's value (and of the body), so no token reaches a
/// file name or a file.
public enum CacheKey {
    /// The key of a request as `key` tells it apart: 64 lower-case hex digits.
    public static func make(_ key: RequestKey) -> String {
        var text = "pagetty-cache-key 2\n" + key.url
        for (name, value) in key.credentials { text += "\n" + name + ":" + SHA256.hex(value) }
        // A GET without a body (all the cache keeps) is keyed by its URL and credentials alone:
        // the form of the entries already on disk.
        if key.method != .get || key.body != nil {
            text += "\nmethod:" + key.method.rawValue + "\nbody:" + SHA256.hex(key.body ?? [])
        }
        return SHA256.hex(text)
    }

    /// The key of a GET of `url` sent with `headers`.
    public static func make(url: String, headers: HTTPHeaders) -> String {
        make(RequestKey(HTTPRequest(url: url, headers: headers)))
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
