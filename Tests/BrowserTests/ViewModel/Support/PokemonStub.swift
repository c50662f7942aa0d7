import Networking
import Synchronization
import TestSupport

/// A PokeAPI stub on `https://p.test`: `count` Pokémon named `p<id>` in offset pages, each
/// detail of type `type-<id>`. Details wait at `gate` when one is given; the stub counts the
/// detail requests in flight (and the most at once) and those whose caller withdrew them.
///
/// Thread-safe: the counts sit behind a mutex; the handler runs on the caller's task.
final class PokemonStub: Sendable {
    private struct Counts {
        var now = 0
        var most = 0
        var withdrawn = 0
        var returned = 0
        /// Callers of `detailsReturned`, by the count each waits for.
        var watchers = CountWatchers()
    }

    /// The counts, in a box the transport's handler can hold before the stub exists.
    private final class Box: Sendable {
        let counts = Mutex(Counts())
    }

    private let box: Box
    /// The transport the model is given.
    let transport: StubTransport

    /// A stub over `count` Pokémon; list pages carry `rateLimit` (requests an hour) when given.
    init(count: Int, gate: Gate? = nil, rateLimit: Int? = nil) {
        let box = Box()
        self.box = box
        transport = StubTransport { (request: HTTPRequest) async throws(HTTPError) -> HTTPResponse in
            guard let id = Self.detailID(request.url) else { return Self.page(request.url, count: count, rateLimit: rateLimit) }
            box.counts.withLock {
                $0.now += 1
                $0.most = max($0.most, $0.now)
            }
            defer {
                let watchers = box.counts.withLock { counts in
                    counts.now -= 1
                    counts.returned += 1
                    return counts.watchers.reached(counts.returned)
                }
                for watcher in watchers { watcher.resume() }
            }
            await gate?.wait()
            if Task.isCancelled {
                box.counts.withLock { $0.withdrawn += 1 }
                throw HTTPError.cancelled
            }
            return HTTPResponse(status: 200, headers: ["Cache-Control": "public, max-age=86400"], body: Array("""
                {"id":\(id),"name":"p\(id)","types":[{"slot":1,"type":{"name":"type-\(id)","url":"x"}}],
                 "sprites":{"front_default":"https://p.test/sprites/\(id).png"}}
                """.utf8))
        }
    }

    /// Detail requests sent so far, by Pokémon id, in order.
    var detailIDs: [Int] { transport.requests.compactMap { Self.detailID($0.url) } }
    /// List pages requested so far.
    var pages: Int { transport.requests.count - detailIDs.count }
    /// The most detail requests in flight at once.
    var mostAtOnce: Int { box.counts.withLock { $0.most } }
    /// Detail requests whose caller withdrew them before the answer.
    var withdrawn: Int { box.counts.withLock { $0.withdrawn } }

    /// Suspends until `count` detail requests have had their answer or error returned: a
    /// withdrawn request still runs to its end after its caller let it go.
    func detailsReturned(_ count: Int) async {
        await waitForCount(count)
    }

    static func detailID(_ url: String) -> Int? {
        guard let range = url.range(of: "/api/v2/pokemon/") else { return nil }
        return Int(url[range.upperBound...].prefix { $0.isNumber })
    }

    /// A list page of `count` Pokémon for `url` (`Fixtures.pokemonResponse`), with rate-limit headers
    /// allowing `rateLimit` requests an hour when given.
    static func page(_ url: String, count: Int, rateLimit: Int?) -> HTTPResponse {
        let headers: HTTPHeaders = rateLimit.map {
            ["x-ratelimit-limit": String($0), "x-ratelimit-remaining": String($0 - 1), "x-ratelimit-reset": "2000000000"]
        } ?? [:]
        return Fixtures.pokemonResponse(url, total: count, headers: headers)
    }
}

extension PokemonStub: CountWatching {
    /// The detail requests whose answer or error has returned.
    func withWatchers(_ body: (inout CountWatchers, Int) -> [CheckedContinuation<Void, Never>])
        -> [CheckedContinuation<Void, Never>] {
        box.counts.withLock { body(&$0.watchers, $0.returned) }
    }
}
