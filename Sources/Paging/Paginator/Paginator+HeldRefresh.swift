import Networking

/// `r` while a rate limit holds loading: the rows shown stay until the first page answers.
extension Paginator {
    /// Whether a rate limit holds loading now (a countdown shown, or a block not yet passed).
    public var heldByRateLimit: Bool {
        rateLimitCountdown != nil || blockedUntil.map { now < $0 } == true
    }

    /// Asks for the first page now, as `refresh` always does (a wrong reset, or a budget refilled
    /// early, must not strand the user), but keeps the rows shown and the loads waiting for the
    /// reset until it answers: a list emptied for the rest of the hour would cost everything read.
    /// An answer starts the list over from it (told as `ListChange.replaced`); a refusal leaves all
    /// as it was, the wait included, and says why. A second `r` meanwhile asks nothing more.
    func refreshWhileHeld() {
        guard !refreshAsking else { return }
        let first = source.strategy.first
        guard case .success(let request) = source.checked(source.request(for: first)) else {
            startOver()
            return pump()
        }
        refreshAsking = true
        let token = self.token
        runningLoads += 1
        Task {
            let outcome = await Self.fetch(request, source: source, transport: transport)
            defer { loadReturned() }
            // Superseded (a cancel, a new source): nobody waits for this answer.
            guard token == self.token, refreshAsking else { return }
            refreshAsking = false
            if case .success(let page) = outcome.result {
                startOver()
                // Told first: the moves the first page makes are the new list's.
                listChanges.append(.replaced)
                if let headers = outcome.headers { noteRate(headers) }
                apply(page, to: .tail, key: first)
                changed()
                return pump()
            }
            if let headers = outcome.headers { noteRate(headers) }
            if case .failure(let error) = outcome.result {
                let limited = configuration.retry.decide(error, headers: outcome.headers, attempt: 0,
                                                         now: configuration.wallClock(), unit: 0.5)
                if case .waitForRateLimit = limited {
                    latestNotice = .refreshRefused(reason: "still rate limited")
                } else {
                    latestNotice = .refreshRefused(reason: "the first page failed (\(error))")
                }
            }
            changed()
        }
    }
}
