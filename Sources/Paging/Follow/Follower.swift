import Foundation
import Networking

/// Keeps asking a list that has been read for what is new, at the pace `FollowPolicy` decides.
///
/// Threading: a value; confine each follower to one task. It talks to the transport directly,
/// beside the `Paginator`, which has finished reading the list by the time following starts.
public struct Follower: Sendable {
    let source: any PageSource
    let transport: any Transport
    let policy: FollowPolicy
    /// Which end of the list grows.
    public let direction: FollowDirection
    let now: @Sendable () -> Date
    let random: @Sendable () -> Double
    /// The ids already told.
    public private(set) var seen: FollowedIDs
    /// The last item of an oldest-first list and the count read, to ask past it.
    var last: ListItem?
    var count: Int
    /// The ETags its polls ask with and keep: the list's, shared with its paginator.
    let etags: ETagStore
    var failures = 0
    /// The most pages one poll reads on through before waiting for the next poll.
    public var maxPagesPerPoll = 10
    /// Why the last poll may have missed items (its read-on reached `maxPagesPerPoll` before a
    /// known id), to be said rather than lost silently; nil when it read on to a known id.
    public private(set) var gap: String?
    /// Why the last poll failed, to be said while following carries on; nil after an answer.
    public private(set) var lastFailure: PagingError?

    /// A follower of `source` whose list so far had the items `seen`, the last of which (in list
    /// order) was `last`, `count` in all. Its polls ask with the tags in `etags`, the store the
    /// list was read with; nil takes that of the `ETagRecorder` it sends through, if any, so the
    /// first poll is conditional on the page read and an unchanged list answers it with a 304.
    public init(source: any PageSource, transport: any Transport, policy: FollowPolicy, direction: FollowDirection,
                seen: FollowedIDs, last: ListItem?, count: Int, now: @escaping @Sendable () -> Date = { Date() },
                random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }, etags: ETagStore? = nil) {
        self.source = source
        self.transport = transport
        self.etags = etags ?? (transport as? ETagRecorder)?.etags ?? ETagStore()
        self.policy = policy
        self.direction = direction
        self.seen = seen
        self.last = last
        self.count = count
        self.now = now
        self.random = random
    }

    /// The URL the next poll asks first: the first page of a head, past the last item of a tail.
    public var nextPollURL: String? {
        let key = direction == .head ? source.strategy.first
            : last.flatMap { FollowDirection.keyAfter($0, count: count, strategy: source.strategy) } ?? source.strategy.first
        return source.base.resolve(source.request(for: key).url)
    }

    /// One poll: the new items in the order they arrived (oldest first) and when to poll next.
    public mutating func poll() async -> (items: [ListItem], decision: FollowDecision) {
        var pages: [[ListItem]] = []
        var key = direction == .head ? source.strategy.first : nil
        gap = nil
        for index in 0..<maxPagesPerPoll {
            if direction == .tail {
                guard let after = last.map({ FollowDirection.keyAfter($0, count: count, strategy: source.strategy) })
                        ?? source.strategy.first
                else { return ([], .stop("this list cannot be followed at its tail; try --follow-direction head")) }
                key = after
            }
            guard let current = key else { break }
            let answer: FollowAnswer
            let page: Page?
            (answer, page) = await ask(current, conditional: direction == .tail || index == 0)
            guard let page else {
                if case .failed(let error, _) = answer { lastFailure = error } else { lastFailure = nil }
                let before = failures
                failures = isFailure(answer) ? failures + 1 : 0
                return (ordered(pages), decide(answer, failuresBefore: before))
            }
            failures = 0
            lastFailure = nil
            let (new, readOn) = seen.take(page.items)
            pages.append(new)
            let step = source.strategy.next(after: current, page: page.summary)
            if direction == .tail {
                if let newest = page.items.last, !new.isEmpty { last = newest; count += new.count }
                // A full page may have more behind it; a short or empty one is the end for now.
                guard case .next = step, !new.isEmpty else { return (ordered(pages), decide(answer, failuresBefore: 0)) }
            } else {
                guard readOn, case .next(let next) = step else { return (ordered(pages), decide(answer, failuresBefore: 0)) }
                key = next
            }
        }
        if direction == .head {
            gap = "more than \(maxPagesPerPoll) pages were new since the last poll: older new items may be missing"
        }
        return (ordered(pages), policy.decide(.answered(status: 200, headers: [:]), failures: 0, now: now(), unit: random()))
    }

    /// Asks for `key`, with `If-None-Match` when the store keeps an ETag for the request.
    /// A key the server gave (a next link) that leads off the source's origin is refused, as
    /// the paginator refuses it: the request would carry the source's headers, and the transport its token.
    mutating func ask(_ key: PageKey, conditional: Bool) async -> (FollowAnswer, Page?) {
        var request: HTTPRequest
        switch source.checked(source.request(for: key)) {
        case .success(let resolved): request = resolved
        case .failure(let refused): return (.failed(refused, headers: nil), nil)
        }
        if conditional, let tag = etags.tag(for: request) {
            for (name, value) in FollowPolicy.conditionalHeaders(etag: tag) { request.headers.set(name, value) }
        }
        let kind: ETagKind = direction == .head && key == source.strategy.first ? .firstPage : .page
        let response: HTTPResponse
        do {
            response = try await transport.send(request)
        } catch {
            return (.failed(.http(error), headers: nil), nil)
        }
        // A 304 is the answer "nothing new", not a failure; the tag asked with stays.
        if response.status == 304 {
            etags.record(response, for: request, as: kind)
            return (.answered(status: 304, headers: response.headers), nil)
        }
        guard response.isSuccess else {
            return (.failed(.http(.status(response.status, body: response.body)), headers: response.headers), nil)
        }
        do {
            let page = try source.decode(response)
            etags.recordAnswer(response.headers, for: request, as: kind)
            return (.answered(status: response.status, headers: response.headers), page)
        } catch {
            return (.failed(error, headers: response.headers), nil)
        }
    }

    func decide(_ answer: FollowAnswer, failuresBefore: Int) -> FollowDecision {
        policy.decide(answer, failures: failuresBefore, now: now(), unit: random())
    }

    func isFailure(_ answer: FollowAnswer) -> Bool {
        if case .failed = answer { return true }
        return false
    }

    /// Pages of a newest-first list read top down hold the newest first: turned round, the
    /// items come out in the order they arrived. An oldest-first list is in that order already.
    func ordered(_ pages: [[ListItem]]) -> [ListItem] {
        direction == .head ? pages.flatMap { $0 }.reversed() : pages.flatMap { $0 }
    }
}
