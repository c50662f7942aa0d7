/// What the read-ahead does as the paginator asks for a page and as answers come back.
extension ReadAheadState {
    /// The paginator asks for `url`: its answer ahead, if any, is taken, and the pages after its
    /// key go out.
    mutating func asked(_ url: String, source: any PageSource) -> [ReadAheadEffect] {
        let handedBefore = sentAfterFailures.removeValue(forKey: url) ?? failuresHanded
        if ahead.remove(url) != nil { awaited[url] = handedBefore }
        landed.remove(url)
        guard let key = keys.removeValue(forKey: url) else { return [] }
        lastAsked = key
        return launch(after: key, source: source)
    }

    /// A taken answer is old, and asked again, when it is a failure sent before another was
    /// handed over (a 429 the paginator has just waited out, a 500 from the moment it backed off
    /// from: handed over, each would be waited out again), or when it is past the share a page
    /// ahead may have, not necessarily past the cap.
    mutating func taken(_ url: String, _ reply: ReadAheadReply) -> [ReadAheadEffect] {
        let handedBefore = awaited.removeValue(forKey: url) ?? failuresHanded
        if reply.isFailure, handedBefore < failuresHanded { return [.askAgain(url)] }
        if case .tooLarge(let limit) = reply, limit < maxPageBytes { return [.askAgain(url)] }
        return []
    }

    /// An answer handed over: a failure counts, and a page past the cut's share (or one of the
    /// pages cut) shows the size to send the next pages at.
    mutating func handed(_ url: String, _ reply: ReadAheadReply) {
        if reply.isFailure { failuresHanded += 1 }
        if case .response(_, let bytes, _) = reply, let share = cutShare, cut.contains(url) || bytes >= share {
            cut = []
            cutShare = nil
        }
    }

    /// Any answer off the wire: a low budget or a 429 throttles for good; a page ahead past its
    /// share drops the pages still ahead (they went with shares as small, and would go on
    /// downloading that much each to be thrown away): asked in their turn, and nothing more goes
    /// ahead until a page handed over shows the size.
    mutating func observe(_ reply: ReadAheadReply, for url: String) -> [ReadAheadEffect] {
        switch reply {
        case let .response(status, bytes, slowDown):
            if slowDown { throttled = true }
            if (200..<300).contains(status) { largestBody = max(largestBody, bytes) }
            return []
        case .tooLarge(let limit) where limit < maxPageBytes:
            largestBody = max(largestBody, limit)
            cut.insert(url)
            cutShare = min(cutShare ?? limit, limit)
            inTurnOnly.formUnion(ahead)
            return takeAhead()
        case .tooLarge, .failed:
            return []
        }
    }

    /// An answer ahead came back: a full page (inside the list, off the wire) frees its place for
    /// the next page. An error, a short page or an empty one may be the end (or a total's lie),
    /// and guesses past it stay within the width however many come back.
    mutating func land(_ url: String, items: Int?, source: any PageSource) -> [ReadAheadEffect] {
        guard ahead.contains(url), let items, let key = keys[url], let size = facts.servedSize ?? key.askedSize,
              items >= size, landed.insert(url).inserted, let asked = lastAsked else { return [] }
        return launch(after: asked, source: source)
    }

    /// Sends the pages after `key` that are wanted and not yet on their way, each with its share
    /// of `aheadBytes`: twice the largest body seen, at least a sixteenth; as many as fit.
    mutating func launch(after key: PageKey, source: any PageSource) -> [ReadAheadEffect] {
        guard !stopped, !throttled, cutShare == nil else { return [] }
        let share = min(maxPageBytes, max(aheadBytes / Self.perHostCap, 2 * largestBody))
        let count = min(ReadAheadPlan.count(width: width, facts: facts, landed: landed.count), max(1, aheadBytes / share))
        var requests: [ReadAheadRequest] = []
        for next in ReadAheadPlan.keys(after: key, count: count, facts: facts, strategy: source.strategy) {
            let url = source.base.resolve(source.request(for: next).url)
            guard !ahead.contains(url), !inTurnOnly.contains(url), source.base.isSameOrigin(url) else { continue }
            keys[url] = next
            sentAhead += 1
            sentAfterFailures[url] = failuresHanded
            ahead.insert(url)
            requests.append(ReadAheadRequest(key: next, url: url, bodyCap: share < maxPageBytes ? share : nil))
        }
        return requests.isEmpty ? [] : [.send(requests)]
    }

    /// Drops every answer still ahead.
    mutating func takeAhead() -> [ReadAheadEffect] {
        defer {
            ahead.removeAll()
            landed.removeAll()
        }
        return ahead.isEmpty ? [] : [.cancel(ahead.sorted())]
    }
}
