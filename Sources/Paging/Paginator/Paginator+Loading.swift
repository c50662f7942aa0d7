import Networking

extension Paginator {
    /// What a load fills: a known page, or the next page at the end.
    enum Target: Equatable {
        case slot(Int)
        case tail
    }

    /// A response, decoded off the main actor, with the headers the retry policy reads.
    struct Outcome: Sendable {
        var result: Result<Page, PagingError>
        var headers: HTTPHeaders?
    }

    /// Starts the most needed load, unless one is running or loading is stopped.
    func pump() {
        guard task == nil, failure == nil, let target = nextTarget() else { return }
        let key: PageKey
        switch target {
        case .slot(let index): key = slots[index].key
        case .tail:
            guard let next = nextKey else { return }
            key = next
        }
        token += 1
        let token = self.token
        inFlight = true
        changed()
        runningLoads += 1
        task = Task {
            await self.run(target, key: key, token: token)
            self.loadReturned()
        }
    }

    /// The page to load now: visible placeholders, then near ones, then the next page.
    func nextTarget() -> Target? {
        let ranges = plannedRanges()
        for range in ranges {
            if let index = firstUnloadedSlot(in: range) { return .slot(index) }
        }
        guard nextKey != nil, endReason == nil else { return nil }
        // An order over the distance, never an equality on an index: a jump past the end loads too.
        // `>`: the next page is wanted once the trailing row (index `itemRows`) is within reach, not
        // the last item; otherwise a view on the first row of a one-item page fetches a page ahead
        // (pipe mode with `--limit 1` asked for a page it never printed).
        let itemRows = rowStarts[rowStarts.count - 1]
        return wantedRows.upperBound > itemRows ? .tail : nil
    }

    /// One load: gate on the rate limit, send, decode, retry as the policy says, apply.
    func run(_ target: Target, key: PageKey, token: Int) async {
        var attempt = 0
        while true {
            // Superseded before it ran (cancel, refresh, pipe mode done at its limit): send nothing.
            guard token == self.token else { return }
            if let until = blockedUntil, now < until {
                guard await waitForRateLimit(until: until, token: token) else { return }
            }
            let request: HTTPRequest
            switch checked(source.request(for: key)) {
            case .success(let resolved): request = resolved
            case .failure(let error): return fail(error, token: token)
            }
            let started = now
            let outcome = await Self.fetch(request, source: source, transport: transport)
            guard token == self.token else { return }
            if let headers = outcome.headers {
                noteRate(headers)
                offlineStoredAt = CacheMarker.offlineStoredAt(headers)
            }
            switch outcome.result {
            case .success(let page):
                let took = now - started
                latency = latencyMeasured ? (latency + took) / 2 : took
                latencyMeasured = true
                lastError = nil
                apply(page, to: target, key: key)
                finish()
                return
            case .failure(let error):
                let decision = configuration.retry.decide(
                    error, headers: outcome.headers, attempt: attempt,
                    now: configuration.wallClock(), unit: configuration.random())
                switch decision {
                case .fail:
                    return fail(error, token: token)
                case .waitForRateLimit(let wait):
                    lastError = LoadError(error)
                    // At least a second: a server saying "0" must not be asked again in a tight loop.
                    blockedUntil = max(blockedUntil ?? .zero, now + max(wait, .seconds(1)))
                case .retry(let delay):
                    attempt += 1
                    lastError = LoadError(error, retry: .init(attempt: attempt, seconds: Int(delay.seconds.rounded())))
                    waiting = .backoff
                    changed()
                    do { try await clock.sleep(for: delay) } catch { return }
                    guard token == self.token else { return }
                    waiting = nil
                }
            }
        }
    }

    /// Waits until `until` on the clock, counting down each second; false when superseded.
    func waitForRateLimit(until: Duration, token: Int) async -> Bool {
        waiting = .rateLimit
        while true {
            let left = until - now
            if left <= .zero { break }
            rateLimitCountdown = Int(left.seconds.rounded(.up))
            changed()
            do { try await clock.sleep(for: min(left, .seconds(1))) } catch { return false }
            guard token == self.token else { return false }
        }
        waiting = nil
        rateLimitCountdown = nil
        blockedUntil = nil
        changed()
        return true
    }

    /// Keeps the budget, and when it is spent holds every request back until the reset.
    func noteRate(_ headers: HTTPHeaders) {
        guard let status = RateLimitStatus.parse(headers) else { return }
        rate = status
        if status.isExhausted, let reset = status.resetEpochSeconds,
           let wait = configuration.retry.resetWait(reset, now: configuration.wallClock()) {
            blockedUntil = max(blockedUntil ?? .zero, now + wait)
        }
    }

    func fail(_ error: PagingError, token: Int) {
        guard token == self.token else { return }
        failure = error
        lastError = LoadError(error)
        finish()
    }

    func finish() {
        task = nil
        waiting = nil
        inFlight = false
        changed()
        pump()
    }

    /// Sends and decodes off the main actor.
    @concurrent
    nonisolated static func fetch(_ request: HTTPRequest, source: any PageSource,
                                  transport: any Transport) async -> Outcome {
        let response: HTTPResponse
        do {
            response = try await transport.send(request)
        } catch {
            return Outcome(result: .failure(.http(error)), headers: nil)
        }
        guard response.isSuccess else {
            return Outcome(result: .failure(.http(.status(response.status, body: response.body))),
                           headers: response.headers)
        }
        do {
            return Outcome(result: .success(try source.decode(response)), headers: response.headers)
        } catch {
            return Outcome(result: .failure(error), headers: response.headers)
        }
    }
}
