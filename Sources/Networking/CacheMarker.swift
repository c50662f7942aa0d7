import Foundation

/// How a caching transport marks the responses it served from disk, so that layers above it
/// (the paginator, pipe mode) can tell an offline page from a live one without knowing the cache.
///
/// Stateless; any thread.
public enum CacheMarker {
    /// `fresh` (no request), `revalidated` (a 304) or `stale-offline` (the network failed and
    /// the stored page is served). Absent: straight from the network.
    public static let header = "X-Pagetty-Cache"
    /// When the served entry was stored or last revalidated, in epoch seconds.
    public static let storedAtHeader = "X-Pagetty-Cache-Stored"
    /// The marker of a page served because the network is down.
    public static let staleOffline = "stale-offline"

    /// When the page in `headers` was stored, if it is an offline answer from the cache.
    public static func offlineStoredAt(_ headers: HTTPHeaders) -> Date? {
        guard headers[header] == staleOffline, let seconds = headers[storedAtHeader].flatMap(Double.init) else {
            return nil
        }
        return Date(timeIntervalSince1970: seconds)
    }
}
