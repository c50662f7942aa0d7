import Networking
import Synchronization

/// A transport that remembers the ETag of the last answers by URL, so following can ask its
/// first poll conditionally with the tag of the page the list was read with.
///
/// Thread-safe: the tags are behind a mutex. Bounded: the oldest URLs are forgotten past `capacity`.
public final class ETagRecorder: Transport {
    private let inner: any Transport
    private let tags = Mutex<(byURL: [String: String], order: [String])>(([:], []))
    /// The most URLs remembered.
    public let capacity: Int

    /// A recorder in front of `inner`.
    public init(wrapping inner: any Transport, capacity: Int = 64) {
        self.inner = inner
        self.capacity = max(capacity, 1)
    }

    nonisolated(nonsending) public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        let response = try await inner.send(request)
        if response.isSuccess, let tag = response.headers["ETag"] { remember(tag, for: request.url) }
        return response
    }

    /// The ETag last answered for `url`, if any.
    public func etag(for url: String) -> String? {
        tags.withLock { $0.byURL[url] }
    }

    private func remember(_ tag: String, for url: String) {
        tags.withLock { tags in
            if tags.byURL.updateValue(tag, forKey: url) == nil { tags.order.append(url) }
            if tags.order.count > capacity { tags.byURL[tags.order.removeFirst()] = nil }
        }
    }
}

extension Follower {
    /// Takes the ETag `recorder` holds for the next poll's URL, if any (see `assumeETag`).
    public mutating func assumeETag(from recorder: ETagRecorder) {
        guard let url = nextPollURL, let tag = recorder.etag(for: url) else { return }
        assumeETag(tag, for: url)
    }
}
