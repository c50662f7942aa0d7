import Foundation
import Networking
import Synchronization

/// A `Transport` that says once when pages come from the cache because the network is down:
/// "offline: showing cached page from 14:05".
///
/// Sendable; any thread. `tell` is called on whatever thread answered the request.
public final class OfflineNotice: Transport {
    let inner: any Transport
    let tell: @Sendable (String) -> Void
    let told = Mutex(false)

    /// Wraps `inner` (a `CachingTransport`), telling `tell` the first stale-offline answer.
    public init(wrapping inner: any Transport, tell: @escaping @Sendable (String) -> Void) {
        self.inner = inner
        self.tell = tell
    }

    nonisolated(nonsending) public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        let response = try await inner.send(request)
        if let stored = CacheMarker.offlineStoredAt(response.headers),
           told.withLock({ told in defer { told = true }; return !told }) {
            tell(Self.message(storedAt: stored))
        }
        return response
    }

    /// The line told, with the time in local hours and minutes.
    static func message(storedAt: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        return "pagetty: offline: showing cached page from \(formatter.string(from: storedAt))"
    }
}
