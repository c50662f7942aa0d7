import Networking

/// The driver of a list read in order (`PagingState.readAhead`): the pages certain to follow the
/// one asked for go out on tasks of their own, each decoded as it comes back, and the load of each
/// page takes its answer in its turn instead of sending.
extension Paginator {
    /// What a page sent ahead came back with: the wire's answer and what it says, decoded then.
    struct Landed: Sendable {
        var result: Result<HTTPResponse, HTTPError>
        var outcome: Outcome
    }

    /// The task of a page sent ahead, ending once it has landed.
    typealias AheadAnswer = Task<Landed, Never>

    /// Sends the request for page `key` and decodes its answer; in a list read in order, the answer
    /// read ahead is taken if there is one (or that page asked again, when the rules find it old),
    /// and the pages after it go out beside it.
    func fetchPage(_ request: HTTPRequest, key: PageKey) async -> Outcome {
        guard state.readAhead != nil else { return await Self.fetch(request, source: source, transport: transport) }
        let waiting = aheadAnswers.removeValue(forKey: key)
        handle(.readAhead(.asked(key)))
        var result: Result<HTTPResponse, HTTPError>
        var decoded: Outcome?
        if let waiting {
            let landed = await withTaskCancellationHandler { await waiting.value } onCancel: { waiting.cancel() }
            (result, decoded) = (landed.result, landed.outcome)
            if handle(.readAhead(.taken(key, reply(result)))).contains(.readAhead(.askAgain(key))) {
                (result, decoded) = (await inTurn(request, key: key), nil)
            }
        } else {
            result = await inTurn(request, key: key)
        }
        handle(.readAhead(.handed(key, reply(result))))
        let outcome = if let decoded { decoded } else { await Self.outcome(of: result, source: source) }
        if case .success(let page) = outcome.result {
            handle(.readAhead(.learned(total: page.total, ids: page.items.map(\.id))))
        }
        return outcome
    }

    /// Sends `request` in its page's turn; what its answer says is told to the rules.
    private func inTurn(_ request: HTTPRequest, key: PageKey) async -> Result<HTTPResponse, HTTPError> {
        let result = await Self.wire(request, transport: transport)
        handle(.readAhead(.answered(key, reply(result))))
        return result
    }

    /// Sends the pages the rules sent ahead, each on a task that decodes its answer as it comes
    /// back and tells the rules (a full page frees its place on the wire). A request the source
    /// refuses is not sent, and the rules hear so: its page's load refuses it in its turn.
    func sendAhead(_ requests: [ReadAheadRequest]) {
        let (source, transport) = (self.source, self.transport)
        for ahead in requests {
            guard case .success(var request) = source.checked(source.request(for: ahead.key)) else {
                handle(.readAhead(.unsent(ahead.key)))
                continue
            }
            request.bodyCap = ahead.bodyCap
            let sent = request
            runningLoads += 1
            aheadLanding += 1
            aheadAnswers[ahead.key] = Task {
                let result = await Self.wire(sent, transport: transport)
                let landed = Landed(result: result, outcome: await Self.outcome(of: result, source: source))
                self.landed(ahead.key, landed)
                return landed
            }
        }
    }

    /// A page sent ahead came back: the rules hear how, and may send the next.
    private func landed(_ key: PageKey, _ landed: Landed) {
        let items = (try? landed.outcome.result.get())?.items.count
        handle(.readAhead(.landed(key, reply(landed.result), items: items)))
        aheadLanding -= 1
        loadReturned()
    }

    /// Cancels the answers ahead the rules dropped: nobody will take them.
    func dropAhead(_ keys: [PageKey]) {
        for key in keys { aheadAnswers.removeValue(forKey: key)?.cancel() }
    }

    /// What the read-ahead's rules need to know of `result`.
    func reply(_ result: Result<HTTPResponse, HTTPError>) -> ReadAheadReply {
        ReadAheadReply(result, lowBudget: configuration.lowBudget, width: state.readAhead?.width ?? 1)
    }

    /// Ends a list read in order for good (the dump is done, or failed): what is in flight is
    /// cancelled, and so are the pages read ahead, whose answers nobody will take.
    public func stopReading() {
        cancel()
        handle(.readAhead(.stop))
    }

    /// Requests sent ahead of the page asked for so far, in a list read in order (answers taken or not).
    public var requestsSentAhead: Int { state.readAhead?.sentAhead ?? 0 }

    /// Returns once every page sent ahead has come back and been decoded, and what its landing let
    /// go ahead has been sent; at once when none is out, early when the calling task is cancelled.
    public func aheadSettled() async {
        // Calm once no more loads are busy than those not sent ahead: none ahead is landing.
        await wait(besides: { self.busyLoads - self.aheadLanding })
    }
}
