import Networking

extension CacheStore {
    /// Whether an answer to `request` is stored that `CachingTransport` would serve for it (a GET,
    /// the same credentials and `Vary` headers), fresh or not.
    public func holds(_ request: HTTPRequest) -> Bool {
        guard request.method == .get else { return false }
        let key = CacheKey.make(RequestKey(request))
        return load(key: key, url: request.url)?.matches(request.headers) == true
    }
}
