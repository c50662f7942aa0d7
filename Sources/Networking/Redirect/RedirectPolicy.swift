/// How pagetty follows a redirect itself (libcurl's own following is off): credentials stay with
/// the origin they were given for, a POST body never leaves its origin, https is never downgraded,
/// and the hops are counted.
///
/// Pure functions; any thread.
public enum RedirectPolicy {
    /// Statuses that are followed; any other 3xx is returned to the caller as it is.
    public static let statuses: Set<Int> = [301, 302, 303, 307, 308]

    /// Headers that say nothing about who asks, so they may follow a redirect to another origin.
    /// Every other header the caller set (`Authorization`, a `-H 'X-Api-Key: …'`, cookies,
    /// conditional headers) was given for the first origin only.
    static let portableHeaders: Set<String> = ["accept", "accept-language"]

    /// The request that follows `request`'s `status` answer to `location` (absolute, as libcurl
    /// resolved it), when `hops` redirects were already followed and `limit` may be.
    public static func next(after request: HTTPRequest, status: Int, location: String, hops: Int,
                            limit: Int) throws(HTTPError) -> HTTPRequest {
        guard hops < limit else {
            // 47 is libcurl's CURLE_TOO_MANY_REDIRECTS: permanent, like it was when curl followed.
            throw .transport(code: 47, message: "stopped after \(limit) redirects")
        }
        let scheme = location.prefix { $0 != ":" }.lowercased()
        guard scheme == "http" || scheme == "https" else {
            // 1 is CURLE_UNSUPPORTED_PROTOCOL: file://, ftp://… never get a request.
            throw .transport(code: 1, message: "refused a redirect to a \(scheme.prefix(12)): URL")
        }
        guard let to = URLOrigin(location) else {
            throw .redirectRefused("the Location is not a URL: \(RedactedURL.redact(String(location.prefix(200))))")
        }
        let from = URLOrigin(request.url)
        if from?.scheme == "https" && to.scheme == "http" {
            throw .redirectRefused("from https to plain http: \(RedactedURL.redact(String(location.prefix(200))))")
        }
        // The one origin rule: credentials go on only where `from` admits them (userinfo in the
        // Location makes it another origin for them, as it does for a next link).
        let home = from?.admits(location) ?? false
        var next = request
        next.url = location
        // As browsers and libcurl do: 303 always, and 301/302 after a POST, continue as a GET.
        if request.method == .post && (status == 303 || status == 301 || status == 302) {
            next.method = .get
            next.body = nil
            next.headers.remove("Content-Type")
            next.headers.remove("Content-Length")
        }
        // A body still travelling (307/308) was written for its origin (an `api_key` field, a user's
        // search): like a next link to another host, the redirect is refused rather than re-sent.
        if !home, next.body != nil {
            throw .redirectRefused("a \(status) would send the request body to another origin: \(RedactedURL.redact(String(location.prefix(200))))")
        }
        if !home {
            var kept = HTTPHeaders()
            for field in next.headers.fields where portableHeaders.contains(field.name.lowercased()) {
                kept.add(field.name, field.value)
            }
            next.headers = kept
        }
        return next
    }
}
