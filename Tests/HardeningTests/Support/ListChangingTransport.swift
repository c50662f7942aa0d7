import Foundation
import Networking
import Synchronization

/// A network on which a test changes the list between answers: `before` runs before each page
/// request goes out, and may wait there for other pages' answers, so a later page can be
/// answered from an older state than the page before it.
///
/// Threading: any thread; the log and the waiters sit behind one lock, never held across an await.
final class ListChangingTransport: Transport {
    /// Runs before page `page` goes out for the `asked`-th time (0: the first).
    typealias Before = @Sendable (_ page: Int, _ asked: Int, _ network: ListChangingTransport) async -> Void

    private struct Waiter {
        let pages: Set<Int>
        let count: Int
        let resume: CheckedContinuation<Void, Never>
    }

    private struct State {
        var sent: [Int] = []
        var answered: [Int] = []
        var waiters: [Waiter] = []
    }

    let inner: any Transport
    let before: Before
    private let state = Mutex(State())

    init(wrapping inner: any Transport, before: @escaping Before) {
        self.inner = inner
        self.before = before
    }

    /// The page number of each request that went out, in order.
    var sentPages: [Int] { state.withLock { $0.sent } }

    func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        guard let page = Self.page(request.url) else { return try await inner.send(request) }
        let asked = state.withLock { $0.sent.filter { $0 == page }.count }
        await before(page, asked, self)
        state.withLock { $0.sent.append(page) }
        defer { answered(page) }
        return try await inner.send(request)
    }

    /// Returns once `count` answers for any of `pages` are back.
    func answers(_ count: Int, of pages: Set<Int>) async {
        await withCheckedContinuation { resume in
            let ready = state.withLock { state in
                guard state.answered.filter(pages.contains).count < count else { return true }
                state.waiters.append(Waiter(pages: pages, count: count, resume: resume))
                return false
            }
            if ready { resume.resume() }
        }
    }

    private func answered(_ page: Int) {
        let ready = state.withLock { state in
            state.answered.append(page)
            let answered = state.answered
            let ready = state.waiters.filter { answered.filter($0.pages.contains).count >= $0.count }
            state.waiters.removeAll { answered.filter($0.pages.contains).count >= $0.count }
            return ready.map(\.resume)
        }
        for resume in ready { resume.resume() }
    }

    /// The `page` query parameter (Qiita's page number).
    static func page(_ url: String) -> Int? {
        URLComponents(string: url)?.queryItems?.first { $0.name == "page" }?.value.flatMap { Int($0) }
    }
}
