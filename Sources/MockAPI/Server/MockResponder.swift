import Foundation
import CompressNIO
import Hummingbird

/// Routes every request: the admin routes, then one of the APIs with auth, rate limits, faults, ETags and gzip around it.
/// Stateless itself; all shared state lives in `MockCore` behind its lock.
struct MockResponder: HTTPResponder {
    let core: MockCore

    func respond(to request: Request, context: MockContext) async throws -> Response {
        let path = request.uri.path
        if path.hasPrefix("/_mock/") { return try await AdminRoutes(core: core).respond(to: request) }
        let headers = request.headers.map { ($0.name.canonicalName, $0.value) }
        let method = request.method.rawValue
        // Only the GraphQL endpoint reads a body; a megabyte is far more than any query.
        var request = request
        let body = method == "POST" ? Array(buffer: try await request.collectBody(upTo: 1 << 20)) : []
        core.state.withLock {
            $0.answering += 1
            $0.peakAnswering = max($0.peakAnswering, $0.answering)
        }
        let (reply, delivery) = await answer(method: method, path: path, rawQuery: request.uri.query, headers: headers, body: body)
        core.state.withLock { $0.answering -= 1 }
        let logged = LoggedRequest(
            method: method, path: path, query: request.uri.query,
            headers: headers.map { .init(name: $0.0, value: LoggedRequest.mask(name: $0.0, value: $0.1)) },
            status: reply.status)
        for waiter in core.state.withLock({ $0.record(logged) }) { waiter.resume() }
        return BodyDelivery.response(reply, delivery, channel: context.channel)
    }

    /// The reply for one API request, and how its bytes should travel.
    func answer(method: String, path: String, rawQuery: String?, headers: [(String, String)],
                body: [UInt8] = []) async -> (Reply, BodyDelivery.Mode) {
        let (root, faults) = core.state.withLock { ($0.root, $0.fire(path: path)) }
        await delay(faults)
        guard let (api, subpath) = APIKind.route(path) else { return (.text(404, "Not Found"), .normal) }
        let request = MockRequest(
            method: method, path: subpath, query: Query(rawQuery), rawQuery: rawQuery, headers: headers,
            root: root, token: nil, now: core.now, body: body)
        var reply = handle(api: api, request: request, faults: faults)
        if faults.contains(.malformedJSON), reply.status == 200 {
            reply.body = Array(reply.body.prefix(reply.body.count / 2)) + Array("\",,}{<html>".utf8)
        }
        for case .foreignNextLink(let host) in faults { reply = Self.redirectNext(reply, from: root, to: "http://\(host)") }
        for case .foreignLinks(let host) in faults {
            reply.body = Array(String(decoding: reply.body, as: UTF8.self).replacingOccurrences(of: root, with: "http://\(host)").utf8)
        }
        compress(&reply, acceptEncoding: request.header("accept-encoding"))
        var mode = BodyDelivery.Mode.normal
        for fault in faults {
            switch fault {
            case .truncatedBody: mode = .truncated
            case .connectionReset: mode = .reset
            case .slowTrickle(let bytes, let interval): mode = .trickle(bytes: max(bytes, 1), interval: .milliseconds(interval))
            default: break
            }
        }
        return (reply, mode)
    }

    private func handle(api: APIKind, request: MockRequest, faults: [FaultKind]) -> Reply {
        var request = request
        // GitHub rejects requests without a User-Agent before anything else.
        if api == .github, (request.header("user-agent") ?? "").isEmpty {
            return .text(403, "Request forbidden by administrative rules. Please make sure your request has a User-Agent header (https://docs.github.com/en/rest/overview/resources-in-the-rest-api#user-agent-required). Check https://developer.github.com for other possible causes.\n")
        }
        // Credentials first: the real APIs reject a bad token before counting anything.
        var authenticated = false
        if !api.schemes.isEmpty, let auth = request.header("authorization") {
            let parts = auth.split(separator: " ", maxSplits: 1).map(String.init)
            guard parts.count == 2, api.schemes.contains(parts[0].lowercased()), core.configuration.tokens.contains(parts[1]) else {
                var reply = api.badCredentials()
                reply.headers += api.standardHeaders(authenticated: false, success: false)
                // The real 401 reports the caller's anonymous budget without spending it.
                if let limits = api.limits {
                    let window = core.state.withLock { $0.limiter.current(key: "\(api.rawValue):ip", limit: limits.anonymous, now: request.now) }
                    Self.addRateHeaders(&reply, api: api, window: window)
                }
                return reply
            }
            request.token = parts[1]
            authenticated = true
        }
        let clientID = request.token.map { String(Hash.pick(90_000_000, core.configuration.seed, Hash.fnv(Array($0.utf8)), 1) + 1) } ?? "127.0.0.1"
        let rateKey = "\(api.rawValue):\(request.token ?? "ip")"
        var window: RateWindow?
        var reply: Reply
        if let limits = api.limits, api != .github || request.path != "/rate_limit" {
            let limit = authenticated ? limits.authenticated : limits.anonymous
            if faults.contains(.rateLimitExhausted) {
                var w = core.state.withLock { $0.limiter.current(key: rateKey, limit: limit, now: request.now) }
                w.used = w.limit
                window = w
                reply = api.rateLimited(clientID: clientID, authenticated: authenticated)
            } else {
                let (w, allowed) = core.state.withLock { $0.limiter.consume(key: rateKey, limit: limit, now: request.now) }
                window = w
                reply = allowed ? content(api: api, request: request, faults: faults) : api.rateLimited(clientID: clientID, authenticated: authenticated)
            }
        } else if api == .github {
            let w = core.state.withLock { $0.limiter.current(key: rateKey, limit: authenticated ? 5000 : 60, now: request.now) }
            window = w
            reply = .json(200, GitHubRateLimit.body(core: w, authenticated: authenticated, now: request.now))
        } else {
            reply = content(api: api, request: request, faults: faults)
        }
        reply.headers += api.standardHeaders(authenticated: authenticated, success: reply.status == 200)
        if reply.status == 200, !reply.body.isEmpty {
            let tag = ETag.make(for: reply.body, api: api)
            reply.set("etag", tag)
            if ETag.matches(request.header("if-none-match"), tag) {
                reply.status = 304
                reply.body = []
                reply.headers.removeAll { $0.0 == "content-type" }
                // GitHub: a conditional request answered 304 does not count against an authenticated budget.
                if api == .github, authenticated, window != nil {
                    window = core.state.withLock { $0.limiter.refund(key: rateKey) } ?? window
                }
            }
        }
        if let window { Self.addRateHeaders(&reply, api: api, window: window) }
        return reply
    }

    private func content(api: APIKind, request: MockRequest, faults: [FaultKind]) -> Reply {
        for case .status(let status, let retryAfter) in faults { return api.failure(status, retryAfter: retryAfter) }
        switch api {
        case .github:
            return core.github.handle(request, through: core.configuration.githubMaxID + core.grown
                                      + core.state.withLock { $0.appended })
        case .qiita:
            return core.qiita.handle(request, total: core.qiita.items.baseCount + core.grown + core.state.withLock { $0.inserted })
        case .pokeapi: return core.pokeapi.handle(request)
        case .images: return core.images.handle(request)
        case .generic: return core.generic.handle(request, total: core.grown + core.state.withLock { $0.insertForGeneric(request) })
        }
    }

    private static func addRateHeaders(_ reply: inout Reply, api: APIKind, window: RateWindow) {
        switch api {
        case .github:
            reply.headers += [
                ("x-ratelimit-limit", String(window.limit)), ("x-ratelimit-remaining", String(window.remaining)),
                ("x-ratelimit-reset", String(window.reset)), ("x-ratelimit-used", String(window.used)),
                ("x-ratelimit-resource", "core"),
            ]
        case .qiita:
            reply.headers += [("rate-limit", String(window.limit)), ("rate-remaining", String(window.remaining)), ("rate-reset", String(window.reset))]
        case .pokeapi, .images, .generic: break
        }
    }

    private func delay(_ faults: [FaultKind]) async {
        var milliseconds = Int(core.configuration.latency.components.seconds * 1000)
            + Int(core.configuration.latency.components.attoseconds / 1_000_000_000_000_000)
        var jitter = Int(core.configuration.jitter.components.seconds * 1000)
            + Int(core.configuration.jitter.components.attoseconds / 1_000_000_000_000_000)
        for case .latency(let ms, let j) in faults {
            milliseconds += ms
            jitter += j
        }
        let extra = core.state.withLock { $0.jitter(upTo: jitter) }
        if milliseconds + extra > 0 { try? await Task.sleep(for: .milliseconds(milliseconds + extra)) }
    }

    /// Rewrites the `next` link (header and PokeAPI body) to another host, leaving the others alone.
    static func redirectNext(_ reply: Reply, from root: String, to host: String) -> Reply {
        var reply = reply
        if let link = reply.header("link") {
            let rewritten = link.components(separatedBy: ", ").map { part in
                part.hasSuffix("rel=\"next\"") ? part.replacingOccurrences(of: root, with: host) : part
            }.joined(separator: ", ")
            reply.set("link", rewritten)
        }
        let marker = "\"next\":\"\(root)"
        let body = String(decoding: reply.body, as: UTF8.self)
        if body.contains(marker) { reply.body = Array(body.replacingOccurrences(of: marker, with: "\"next\":\"\(host)").utf8) }
        return reply
    }

    /// Level 1, nginx's default (`gzip_comp_level 1`, ngx_http_gzip_module): a page of 100 Qiita
    /// items took 6 ms to compress at zlib's default (6) and the mock builds every answer on the
    /// machine its client runs on; 1 is what most servers send and costs a fraction of that.
    static let gzip = CompressionAlgorithm.gzip(configuration: .init(compressionLevel: .fastestCompression))

    /// Gzip when the client asks and the body is text, like all three APIs.
    private func compress(_ reply: inout Reply, acceptEncoding: String?) {
        guard let acceptEncoding, acceptEncoding.lowercased().contains("gzip"), reply.body.count > 0,
              let type = reply.header("content-type"), type.hasPrefix("application/json") || type.hasPrefix("text/")
        else { return }
        var buffer = ByteBuffer(bytes: reply.body)
        guard let compressed = try? buffer.compress(with: Self.gzip) else { return }
        reply.body = Array(buffer: compressed)
        reply.set("content-encoding", "gzip")
    }
}
