import Foundation
import Synchronization

/// An offset-paged list whose items a test moves between two runs of a dump: items posted at
/// its head push the others forward, and pages from an offset on can be made to fail.
///
/// Thread-safe: its state is behind a mutex (a server answers on its own threads).
public final class MovingList: Sendable {
    private let state: Mutex<(head: Int, count: Int, failFrom: Int?)>

    /// `count` items with ids 0…count-1, in that order.
    public init(count: Int) { state = Mutex((0, count, nil)) }

    /// Posts `count` new items at the head (ids from 100,000 up): every item moves down by that many.
    public func post(_ count: Int) { state.withLock { $0.head += count } }

    /// Makes every page from `offset` on fail with a 500 (nil: none fails).
    public func fail(from offset: Int?) { state.withLock { $0.failFrom = offset } }

    /// The status and JSON body answering `?offset=&limit=`: `{"data":{"items":[{id,name}…]},"meta":{"total":N}}`.
    public func answer(path: String) -> (status: Int, body: [UInt8]) {
        let query = URLComponents(string: path)?.queryItems ?? []
        func value(_ name: String) -> Int? { query.first { $0.name == name }?.value.flatMap(Int.init) }
        let offset = value("offset") ?? 0
        let limit = value("limit") ?? 10
        let (head, count, failFrom) = state.withLock { ($0.head, $0.count, $0.failFrom) }
        if let failFrom, offset >= failFrom { return (500, Array(#"{"error":"down"}"#.utf8)) }
        let ids = (0..<head).reversed().map { 100_000 + $0 } + Array(0..<count)
        let items = ids.dropFirst(offset).prefix(limit).map { #"{"id":\#($0),"name":"item \#($0)"}"# }
        return (200, Array(#"{"data":{"items":[\#(items.joined(separator: ","))]},"meta":{"total":\#(ids.count)}}"#.utf8))
    }
}
