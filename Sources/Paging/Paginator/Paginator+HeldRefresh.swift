import Networking

/// `r` while a rate limit holds loading: the rows shown stay until the first page answers.
extension Paginator {
    /// Whether a rate limit holds loading now (a countdown shown, or a block not yet passed).
    public var heldByRateLimit: Bool { state.heldByRateLimit(now: now, gate: blockedUntil) }

    /// Sends the first page's request of a refresh while held (`PagingState.refresh`) beside the
    /// loads waiting, and hands its answer back (`refreshAnswered`) unless a command superseded it.
    /// A first page that cannot be asked starts the list over, as a plain refresh does.
    func askFirstPage(_ first: PageKey) {
        guard case .success(let request) = source.checked(source.request(for: first)) else {
            handle(.restart(at: now))
            return
        }
        let token = self.token
        runningLoads += 1
        Task {
            let outcome = await Self.fetch(request, source: source, transport: transport)
            defer { loadReturned() }
            guard token == self.token else { return }
            handle(.refreshAnswered(outcome.result, headers: outcome.headers, at: now, wall: configuration.wallClock()))
        }
    }
}
