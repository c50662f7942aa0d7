/// What the read-ahead does as the paginator asks for a page and as answers come back.
extension ReadAheadState {
    /// The paginator asks for page `key`: its answer ahead, if any, is taken, and the pages after
    /// it go out.
    mutating func asked(_ key: PageKey, strategy: any PageStrategy) -> [ReadAheadEffect] {
        let handedBefore = sentAfterFailures.removeValue(forKey: key) ?? failuresHanded
        if ahead.remove(key) != nil { awaited[key] = handedBefore }
        landed.remove(key)
        lastAsked = key
        return launch(after: key, strategy: strategy)
    }

    /// A taken answer is old, and asked again, when it is a failure sent before another was
    /// handed over (a 429 the paginator has just waited out, a 500 from the moment it backed off
    /// from: handed over, each would be waited out again), or when it is past the share a page
    /// ahead may have, not necessarily past the cap.
    mutating func taken(_ key: PageKey, _ reply: ReadAheadReply) -> [ReadAheadEffect] {
        let handedBefore = awaited.removeValue(forKey: key) ?? failuresHanded
        if reply.isFailure, handedBefore < failuresHanded { return [.askAgain(key)] }
        if case .tooLarge(let limit) = reply, limit < maxPageBytes { return [.askAgain(key)] }
        return []
    }

    /// An answer handed over: a failure counts, and a page past the cut's share (or one of the
    /// pages cut) shows the size to send the next pages at.
    mutating func handed(_ key: PageKey, _ reply: ReadAheadReply) {
        if reply.isFailure { failuresHanded += 1 }
        if case .response(_, let bytes, _) = reply, let share = cutShare, cut.contains(key) || bytes >= share {
            cut = []
            cutShare = nil
        }
    }

    /// Any answer off the wire: a low budget or a 429 throttles for good; a page ahead past its
    /// share drops the pages still ahead (they went with shares as small, and would go on
    /// downloading that much each to be thrown away): asked in their turn, and nothing more goes
    /// ahead until a page handed over shows the size.
    mutating func observe(_ reply: ReadAheadReply, for key: PageKey) -> [ReadAheadEffect] {
        switch reply {
        case let .response(status, bytes, slowDown):
            if slowDown { throttled = true }
            if (200..<300).contains(status) { largestBody = max(largestBody, bytes) }
            return []
        case .tooLarge(let limit) where limit < maxPageBytes:
            largestBody = max(largestBody, limit)
            cut.insert(key)
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
    mutating func land(_ key: PageKey, items: Int?, strategy: any PageStrategy) -> [ReadAheadEffect] {
        guard ahead.contains(key), let items, let size = facts.servedSize ?? key.askedSize,
              items >= size, landed.insert(key).inserted, let asked = lastAsked else { return [] }
        return launch(after: asked, strategy: strategy)
    }

    /// Sends the pages after `key` that are wanted and not yet on their way, each with its share
    /// of `aheadBytes`: twice the largest body seen, at least a sixteenth; as many as fit.
    mutating func launch(after key: PageKey, strategy: any PageStrategy) -> [ReadAheadEffect] {
        guard !stopped, !throttled, cutShare == nil else { return [] }
        let share = min(maxPageBytes, max(aheadBytes / PagingConfiguration.maxParallel, 2 * largestBody))
        let count = min(ReadAheadPlan.count(width: width, facts: facts, landed: landed.count), max(1, aheadBytes / share))
        var requests: [ReadAheadRequest] = []
        for next in ReadAheadPlan.keys(after: key, count: count, facts: facts, strategy: strategy) {
            guard !ahead.contains(next), !inTurnOnly.contains(next) else { continue }
            sentAhead += 1
            sentAfterFailures[next] = failuresHanded
            ahead.insert(next)
            requests.append(ReadAheadRequest(key: next, bodyCap: share < maxPageBytes ? share : nil))
        }
        return requests.isEmpty ? [] : [.send(requests)]
    }

    /// A page sent ahead did not go: it is not ahead, nor counted, and goes in its turn only.
    mutating func unsent(_ key: PageKey) {
        guard ahead.remove(key) != nil else { return }
        sentAhead -= 1
        sentAfterFailures[key] = nil
        inTurnOnly.insert(key)
    }

    /// The rules as before the list's first page (it is read again from there), the answers still
    /// ahead dropped; what the server said of its budget stays, and so does the count sent.
    mutating func startOver() -> [ReadAheadEffect] {
        let dropped = takeAhead()
        let first = ReadAheadPlan.Facts(first: facts.first, limit: facts.limit, pagesSayTotal: facts.pagesSayTotal,
                                        sendsPageSize: facts.sendsPageSize)
        var fresh = ReadAheadState(facts: first, parallel: width, aheadBytes: aheadBytes, maxPageBytes: maxPageBytes)
        (fresh.throttled, fresh.sentAhead) = (throttled, sentAhead)
        self = fresh
        return dropped
    }

    /// Drops every answer still ahead.
    mutating func takeAhead() -> [ReadAheadEffect] {
        defer {
            ahead.removeAll()
            landed.removeAll()
        }
        // In list order, so that the same drop is told the same way.
        return ahead.isEmpty ? [] : [.cancel(ahead.sorted { ($0.startItem() ?? 0) < ($1.startItem() ?? 0) })]
    }
}
