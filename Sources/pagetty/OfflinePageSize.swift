import HTTPCache
import Networking
import Shell

/// Pipe mode's page size when `--limit` chose it: a limit's size changes the pages' URLs, hence
/// their cache entries, so a list cached at another size is served offline from that size.
///
/// Main actor, as `PipeMode`.
@MainActor
enum OfflinePageSize {
    /// The size to read at, and the first page's answer for the runner (`PrimedTransport`): the
    /// first page is asked here, at `wanted`, as the runner would. Unanswered for want of a
    /// network, no page of that size is stored (the cache would have served it), so the cache is
    /// searched for the list at the other sizes a limit chooses, and `StoredPageSizes.offline`
    /// names the one read instead. Online nothing changes: the answer is the runner's first page.
    /// `unreachable`: the network did not answer just now, so the pages not stored are not worth retrying.
    static func choose(wanted: Int, store: CacheStore, transport: any Transport,
                       firstRequest: (Int) -> HTTPRequest?) async -> (size: Int, primed: HTTPResponse?, unreachable: Bool) {
        guard let request = firstRequest(wanted) else { return (wanted, nil, false) }
        do {
            return (wanted, try await transport.send(request), false)
        } catch {
            guard error.isTransient, error != .cancelled else { return (wanted, nil, false) }
            let stored = StoredPageSizes(Set(StoredPageSizes.candidates.filter { size in
                size != wanted && (firstRequest(size).map(store.holds) ?? false)
            }))
            return (stored.offline(wanted: wanted) ?? wanted, nil, true)
        }
    }
}
