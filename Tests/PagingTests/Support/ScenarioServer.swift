import Foundation
import Networking
import Paging
import Synchronization
import TestSupport

/// A stub server for `CappedSource` whose list and total change as the requests go: items `r0`…,
/// at most `cap` a page (`firstCap` for the first), the total it says by call number.
final class ScenarioServer: Sendable {
    struct Answer: Sendable {
        /// Items in the list.
        var items: Int
        /// The total the body says.
        var said: Int
    }

    private let calls = Counter()
    private let script: @Sendable (Int) -> Answer
    let cap: Int
    let firstCap: Int

    /// `script` gives the list for call 1, 2, ….
    init(cap: Int = 25, firstCap: Int? = nil, _ script: @escaping @Sendable (Int) -> Answer) {
        self.script = script
        self.cap = cap
        self.firstCap = firstCap ?? cap
    }

    func respond(_ request: HTTPRequest) -> HTTPResponse {
        let answer = script(calls.next())
        let asked = Int(Fixtures.query("limit", in: request.url) ?? Fixtures.query("per_page", in: request.url) ?? "") ?? 10
        var start = Int(Fixtures.query("offset", in: request.url) ?? "0") ?? 0
        if let page = Fixtures.query("page", in: request.url).flatMap(Int.init) { start = (page - 1) * min(asked, cap) }
        let size = min(asked, start == 0 ? firstCap : cap)
        let ids = start < answer.items ? (start..<min(answer.items, start + size)).map { "\"r\($0)\"" } : []
        let body = "{\"items\":[\(ids.joined(separator: ","))],\"total\":\(answer.said)}"
        return HTTPResponse(status: 200, body: Array(body.utf8))
    }
}
