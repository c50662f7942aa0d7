import Browser
import Images
import Synchronization

/// An `ImageProvider` whose answers the test releases by hand; it records requests and cancels.
///
/// Its waits end early (returning false) when the waiting test is cancelled by its time
/// limit, so a missing request or cancel fails the test instead of hanging it.
final class FakeImageProvider: ImageProvider {
    private struct Waiter {
        var id: Int
        var condition: @Sendable (State) -> Bool
        var continuation: CheckedContinuation<Bool, Never>
    }

    private struct State {
        var requests: [(url: String, box: CellBox)] = []
        var pending: [String: CheckedContinuation<ImageResult, Never>] = [:]
        var cancelled: [String] = []
        var waiters: [Waiter] = []
        var abandonedWaits: Set<Int> = []
        var nextWaitID = 0

        /// Removes and returns the waiters whose condition now holds.
        mutating func readyWaiters() -> [Waiter] {
            let snapshot = self
            let ready = waiters.filter { $0.condition(snapshot) }
            waiters.removeAll { $0.condition(snapshot) }
            return ready
        }
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
                    return (state.readyWaiters(), alreadyCancelled)
                }
                if alreadyCancelled { continuation.resume(returning: .placeholder(.cancelled)) }
                for waiter in ready { waiter.continuation.resume(returning: true) }
            }
        } onCancel: {
            let (continuation, ready) = state.withLock { state in
                state.cancelled.append(url)
                return (state.pending.removeValue(forKey: url), state.readyWaiters())
            }
            continuation?.resume(returning: .placeholder(.cancelled))
            for waiter in ready { waiter.continuation.resume(returning: true) }
        }
    }

    /// True once `count` requests have arrived.
    @discardableResult
    func waitForRequests(_ count: Int) async -> Bool {
        await wait { $0.requests.count >= count }
    }

    /// True once `count` requests have been withdrawn.
    func waitForCancellations(_ count: Int) async -> Bool {
        await wait { $0.cancelled.count >= count }
    }

    /// Answers the waiting request for `url`.
    func release(_ url: String, with result: ImageResult) {
        let continuation = state.withLock { $0.pending.removeValue(forKey: url) }
        continuation?.resume(returning: result)
    }

    private func wait(until condition: @escaping @Sendable (State) -> Bool) async -> Bool {
        let id = state.withLock { state in
            state.nextWaitID += 1
            return state.nextWaitID
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let answer: Bool? = state.withLock { state in
                    if condition(state) { return true }
                    if state.abandonedWaits.contains(id) { return false }
                    state.waiters.append(Waiter(id: id, condition: condition, continuation: continuation))
                    return nil
                }
                if let answer { continuation.resume(returning: answer) }
            }
        } onCancel: {
            let waiter = state.withLock { state in
                state.abandonedWaits.insert(id)
                return state.waiters.firstIndex { $0.id == id }.map { state.waiters.remove(at: $0) }
            }
            waiter?.continuation.resume(returning: false)
        }
    }
}
