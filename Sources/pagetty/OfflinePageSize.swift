import HTTPCache
import Networking
import Shell

/// Pipe mode's page size when `--limit` chose it: a limit's size changes the pages' URLs, hence
/// their cache entries, so a list cached at another size is served offline from that size.
///
/// Main actor, as `PipeMode`.
@MainActor
enum OfflinePageSize {
    /// The size to read at and the first page's answer when it was asked here. When the cache
    /// holds the list's first page at other sizes only, that page is asked at `wanted` alone:
    /// answered, it is handed on (`PrimedTransport`) and nothing changes; unanswered (offline),
    /// the stored size `StoredPageSizes.offline` names is read instead.
    static func choose(wanted: Int, store: CacheStore, transport: any Transport,
                       firstRequest: (Int) -> HTTPRequest?) async -> (size: Int, primed: HTTPResponse?) {
        let stored = StoredPageSizes(Set(StoredPageSizes.candidates.filter { size in
            firstRequest(size).map(store.holds) ?? false
        }))
        guard stored.mayServe(instead: wanted), let request = firstRequest(wanted) else { return (wanted, nil) }
        do {
            return (wanted, try await transport.send(request))
        } catch {
            guard error.isTransient, error != .cancelled, let size = stored.offline(wanted: wanted) else { return (wanted, nil) }
            return (size, nil)
        }
    }
}
