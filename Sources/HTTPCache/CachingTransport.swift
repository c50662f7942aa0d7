import Foundation
import Networking

/// A `Transport` that keeps GET 200 responses on disk and revalidates them with ETag and
/// Last-Modified.
///
/// Sendable; any thread (the store is file based, `now` must be callable from any thread).
/// Responses served from the cache carry `X-Pagetty-Cache` (see `markerHeader`) so the UI can say
/// "offline: showing cached page from HH:MM" for `stale-offline`, taking the time from
/// `X-Pagetty-Cache-Stored` (epoch seconds).
public struct CachingTransport: Transport {
    /// How a response was served: `fresh` (no request), `revalidated` (a 304), `stale-offline`
    /// (the network failed; the stored page is shown). Absent: straight from the network.
    public static let markerHeader = CacheMarker.header
    /// When the served entry was stored or last revalidated, in epoch seconds.
    public static let storedAtHeader = CacheMarker.storedAtHeader

    let inner: any Transport
    let store: CacheStore
    let now: @Sendable () -> Date
    let parsesJSON: @Sendable ([UInt8]) -> Bool

    /// A cache in front of `inner`, on `store`, reading time from `now`; `parsesJSON` says whether
    /// a JSON body is whole (the command's is `JSONValue.isWhole`, which keeps nothing it reads:
    /// Foundation's parser, the default, builds the whole tree, several times the body).
    public init(wrapping inner: any Transport, store: CacheStore, now: @escaping @Sendable () -> Date = Date.init,
                parsesJSON: @escaping @Sendable ([UInt8]) -> Bool = CachingTransport.foundationParses) {
        self.inner = inner
        self.store = store
        self.now = now
        self.parsesJSON = parsesJSON
    }

    /// Off the caller's executor: the lookup and the store read and write files, which must not
    /// hold up the main thread's loop (`MainLoop`).
    @concurrent
    public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        guard request.method == .get else { return try await inner.send(request) }
        // A caller revalidating by itself (a `--follow` poll) wants the server's own answer: a
        // 304 is its "nothing new", which a cached page dressed as a 200 would hide.
        if request.headers["If-None-Match"] != nil || request.headers["If-Modified-Since"] != nil {
            return try await inner.send(request)
        }
        // Every credential the request carries selects the entry; an entry whose `Vary` headers
        // differ is neither served, revalidated nor shown offline.
        let key = CacheKey.make(RequestKey(request))
        let cached = store.load(key: key, url: request.url).flatMap { $0.matches(request.headers) ? $0 : nil }
        // `no-cache` (a page asked again because the list moved) wants the server's answer now:
        // a stored copy is only revalidated, and a 304 is the server saying it is still current.
        if let cached, cached.isFresh(at: now()), !CacheControl(request.headers["Cache-Control"]).noCache {
            return cached.response(marker: "fresh")
        }

        var conditional = request
        if let cached {
            if let tag = cached.headers["ETag"] { conditional.headers.set("If-None-Match", tag) }
            if let date = cached.headers["Last-Modified"] { conditional.headers.set("If-Modified-Since", date) }
        }
        let response: HTTPResponse
        do {
            response = try await inner.send(conditional)
        } catch {
            // Offline (or the server is unreachable): an old page beats an error screen.
            if let cached, error != .cancelled, error.isTransient { return cached.response(marker: CacheMarker.staleOffline) }
            throw error
        }
        if response.status == 304, var cached {
            // The 304's headers are the current ones: rate-limit budget, new max-age, ETag.
            for field in response.headers { cached.headers.set(field.name, field.value) }
            cached.storedAt = now()
            let vary = CacheKey.varySignature(vary: cached.headers["Vary"], request: request.headers)
            cached.varySignature = vary ?? ""
            if vary != nil, !CacheControl(cached.headers["Cache-Control"]).noStore { store.save(cached, key: key) }
            return cached.response(marker: "revalidated")
        }
        if response.status == 200, !CacheControl(response.headers["Cache-Control"]).noStore, isWhole(response),
           let vary = CacheKey.varySignature(vary: response.headers["Vary"], request: request.headers) {
            store.save(CacheEntry(url: request.url, headers: response.headers, body: response.body, storedAt: now(),
                                  varySignature: vary), key: key)
        }
        return response
    }

    /// Whether a JSON body parses: a page cut or garbled on the way must not be kept, because a
    /// later 304 (its ETag is the good page's) would serve it again on every run. Other bodies pass.
    func isWhole(_ response: HTTPResponse) -> Bool {
        guard response.headers["Content-Type"]?.lowercased().contains("json") == true else { return true }
        return parsesJSON(response.body)
    }

    /// Whether Foundation's parser reads `body` as JSON.
    public static func foundationParses(_ body: [UInt8]) -> Bool {
        (try? JSONSerialization.jsonObject(with: Data(body), options: .fragmentsAllowed)) != nil
    }
}
