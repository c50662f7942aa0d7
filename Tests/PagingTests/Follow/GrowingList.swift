import Foundation
import Networking
import Paging
import Synchronization

/// A list that grows on demand, served as a `Transport`: ids 1…count, newest first by `page`
/// (a feed) or oldest first after `since` (GitHub users); five a page; an ETag that changes only
/// when the list does, and 304 for a matching `If-None-Match`.
///
/// Thread-safe: the state is behind a mutex.
final class GrowingList: Transport {
    private let state: Mutex<(count: Int, script: [HTTPResponse?])>
    private let log = Mutex<[(url: String, status: Int, condition: String?, tag: String?)]>([])
    static let perPage = 5

    /// The URLs asked for, in order.
    var lastURLs: [String] { log.withLock { $0.map(\.url) } }
    /// The statuses answered, in order.
    var statuses: [Int] { log.withLock { $0.map(\.status) } }
    /// The `If-None-Match` each request carried.
    var lastConditions: [String?] { log.withLock { $0.map(\.condition) } }
    /// The ETags answered.
    var lastTags: [String] { log.withLock { $0.compactMap(\.tag) } }

    /// A list of `count` items; `script` answers the next requests before the list does (nil: the list).
    init(count: Int, script: [HTTPResponse?] = []) { state = Mutex((count, script)) }

    /// Adds `n` items.
    func grow(_ n: Int) { state.withLock { $0.count += n } }

    /// Queues answers for the next requests.
    func script(_ answers: [HTTPResponse?]) { state.withLock { $0.script += answers } }

    func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        let (count, scripted) = state.withLock { state -> (Int, HTTPResponse??) in
            guard !state.script.isEmpty else { return (state.count, .none) }
            return (state.count, .some(state.script.removeFirst()))
        }
        if let scripted {
            guard let scripted else { throw .transport(code: 56, message: "connection reset") }
            return scripted
        }
        let query = URLComponents(string: request.url)?.queryItems ?? []
        let ids: [Int]
        if let since = query.first(where: { $0.name == "since" })?.value.flatMap(Int.init) {
            ids = Array((since + 1)...max(since + 1, count)).filter { $0 <= count }.prefix(Self.perPage).map { $0 }
        } else {
            let page = query.first { $0.name == "page" }?.value.flatMap(Int.init) ?? 1
            let start = count - (page - 1) * Self.perPage
            ids = Array(stride(from: start, to: max(start - Self.perPage, 0), by: -1))
        }
        let body = Array(("[" + ids.map { "\($0)" }.joined(separator: ",") + "]").utf8)
        let tag = "W/\"\(ids.map(String.init).joined(separator: "-"))\""
        let status = request.headers["If-None-Match"] == tag ? 304 : 200
        log.withLock { $0.append((request.url, status, request.headers["If-None-Match"], tag)) }
        return HTTPResponse(status: status, headers: ["ETag": tag, "Content-Type": "application/json"],
                            body: status == 304 ? [] : body)
    }
}

/// The source for `GrowingList`: page numbers (newest first) or `since` (oldest first).
struct GrowingSource: PageSource {
    let name = "growing"
    let base = try! APIBase("https://growing.test")
    let strategy: any PageStrategy

    func request(for key: PageKey) -> HTTPRequest {
        switch key {
        case .page(let page, _): return HTTPRequest(url: base.url("/list", query: [("page", "\(page)")]))
        case .since(let id): return HTTPRequest(url: base.url("/list", query: [("since", "\(id)")]))
        default: return HTTPRequest(url: base.url("/list"))
        }
    }

    func decode(_ response: HTTPResponse) throws(PagingError) -> Page {
        guard let ids = try? JSONDecoder().decode([Int].self, from: Data(response.body)) else { throw .decoding("list") }
        return Page(items: ids.map { ListItem(id: "\($0)", cells: ["\($0)"]) })
    }
}
