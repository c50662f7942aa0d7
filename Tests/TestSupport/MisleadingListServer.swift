import Foundation
import Synchronization

/// An `offset`/`limit` list on the loopback server that answers as real servers misbehave: a
/// total that grows between requests, a total far above the items, pages shorter than asked.
/// Items are `item1`, `item2`, …; bodies are `{"data":{"items":[{"id","name"}]},"meta":{"total"}}`
/// (`pagetty url … --items data.items --strategy offset:offset,limit --total meta.total`).
///
/// Threading: any thread; the script is behind a mutex, so a test may change it between requests.
public final class MisleadingListServer: Sendable {
    /// How the list answers now.
    public struct Script: Sendable {
        /// Items in the list.
        public var items: Int
        /// The total the body says; nil says the true count.
        public var saidTotal: Int?
        /// Items the first page (offset 0) serves at most.
        public var firstPageCap: Int
        /// Items every later page serves at most.
        public var pageCap: Int

        /// A script; pages are capped at `pageCap` (the first at `firstPageCap`, default the same).
        public init(items: Int, saidTotal: Int? = nil, firstPageCap: Int? = nil, pageCap: Int = 20) {
            self.items = items
            self.saidTotal = saidTotal
            self.firstPageCap = firstPageCap ?? pageCap
            self.pageCap = pageCap
        }
    }

    /// The script, shared with the server's handler.
    private final class Shared: Sendable {
        let script: Mutex<Script>
        init(_ script: Script) { self.script = Mutex(script) }
    }

    private let shared: Shared
    private let server: LoopbackServer

    /// Starts serving `script` on an ephemeral loopback port.
    public init(_ script: Script) throws {
        let shared = Shared(script)
        self.shared = shared
        server = try LoopbackServer { request in
            .respond(200, [("Content-Type", "application/json")],
                     Self.answer(request.path, shared.script.withLock { $0 }))
        }
    }

    /// The list's URL (`/list`).
    public var url: String { server.baseURL + "/list" }
    /// Requests answered so far.
    public var requestCount: Int { server.requests.count }
    /// The `offset` of every request so far, in order.
    public var offsets: [Int] {
        server.requests.map { Int(Self.query("offset", in: $0.path) ?? "") ?? -1 }
    }

    /// Changes how later requests are answered.
    public func change(_ body: (inout Script) -> Void) { shared.script.withLock { body(&$0) } }

    /// Stops the server.
    public func stop() { server.stop() }

    static func answer(_ path: String, _ script: Script) -> [UInt8] {
        let offset = max(0, Int(query("offset", in: path) ?? "") ?? 0)
        let limit = max(1, Int(query("limit", in: path) ?? "") ?? 20)
        let cap = offset == 0 ? script.firstPageCap : script.pageCap
        let end = min(script.items, offset + min(limit, cap))
        let items = offset < end ? (offset + 1...end).map { "{\"id\":\"item\($0)\",\"name\":\"item\($0)\"}" } : []
        let total = script.saidTotal ?? script.items
        return Array("{\"data\":{\"items\":[\(items.joined(separator: ","))]},\"meta\":{\"total\":\(total)}}".utf8)
    }

    static func query(_ name: String, in path: String) -> String? {
        URLComponents(string: path)?.queryItems?.first { $0.name == name }?.value
    }
}
