import Browser
import Images
import Synchronization

/// An `ImageProvider` whose answers the test releases by hand; it records requests and cancels.
final class FakeImageProvider: ImageProvider {
    private struct State {
        var requests: [(url: String, box: CellBox)] = []
        var pending: [String: CheckedContinuation<ImageResult, Never>] = [:]
        var cancelled: [String] = []
        var arrivals: [(count: Int, waiter: CheckedContinuation<Void, Never>)] = []
    }

    private let state = Mutex(State())

    /// Requests so far, oldest first.
    var requests: [(url: String, box: CellBox)] { state.withLock { $0.requests } }
    /// URLs whose caller went away before an answer.
    var cancelled: [String] { state.withLock { $0.cancelled } }

    func cells(for url: String, box: CellBox) async -> ImageResult {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let (ready, alreadyCancelled) = state.withLock { state in
                    state.requests.append((url, box))
                    let alreadyCancelled = state.cancelled.contains(url)
                    if !alreadyCancelled { state.pending[url] = continuation }
                    let ready = state.arrivals.filter { $0.count <= state.requests.count }.map(\.waiter)
                    state.arrivals.removeAll { $0.count <= state.requests.count }
                    return (ready, alreadyCancelled)
                }
                if alreadyCancelled { continuation.resume(returning: .placeholder(.cancelled)) }
                for waiter in ready { waiter.resume() }
            }
        } onCancel: {
            let continuation = state.withLock { state in
                state.cancelled.append(url)
                return state.pending.removeValue(forKey: url)
            }
            continuation?.resume(returning: .placeholder(.cancelled))
        }
    }

    /// Returns once `count` requests have arrived.
    func waitForRequests(_ count: Int) async {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state in
                if state.requests.count >= count { return true }
                state.arrivals.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    /// Answers the waiting request for `url`.
    func release(_ url: String, with result: ImageResult) {
        let continuation = state.withLock { $0.pending.removeValue(forKey: url) }
        continuation?.resume(returning: result)
    }
}
