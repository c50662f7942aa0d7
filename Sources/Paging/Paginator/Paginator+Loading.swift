import Networking

extension Paginator {
    /// What a load fills (`PageTarget`).
    typealias Target = PageTarget

    /// A response, decoded off the main actor, with the headers the retry policy reads.
    struct Outcome: Sendable {
        var result: Result<Page, PagingError>
        var headers: HTTPHeaders?
    }

    /// Starts the most needed loads, up to `loadCap` in flight, unless loading is stopped.
    func pump() {
        guard failure == nil else { return }
        let targets = nextTargets(limit: loadCap - loads.count)
        guard !targets.isEmpty else { return }
        let token = self.token
        for (key, isTail) in targets {
            runningLoads += 1
            loads[key] = Load(isTail: isTail)
            loads[key]?.task = Task {
                await self.run(key: key, isTail: isTail, token: token)
                self.loadReturned()
            }
        }
        changed()
    }

    /// One load: gate on the rate limit, send, decode, retry as the policy says, apply by key.
    func run(key: PageKey, isTail: Bool, token: Int) async {
        var attempt = 0
        // A page whose total fell below the page before it is asked again (see `totalDrop`),
        // each time after the earlier page's answer, so at least as new as it.
        var askedAgain = 0
        var lastDrop: Int?
        // Answers taken before the first request went out: the neighbours answered after that
        // were in flight beside this page, also when it is asked again.
        var sentAfter: Int?
        while true {
            // Superseded before it ran (cancel, refresh, pipe mode done at its limit): send nothing.
            guard token == self.token else { return }
            if let until = blockedUntil, now < until {
                guard await waitForRateLimit(key: key, token: token) else { return }
            }
            // A retry or a wait may outlive the page it was for (see below).
            guard target(of: key, isTail: isTail) != nil else { return finish(key) }
            let request: HTTPRequest
            switch source.checked(source.request(for: key)) {
            case .success(let resolved):
                let again = askedAgain > 0 || plan.askedAgain[key] != nil
                request = again ? Self.askingAgain(resolved) : resolved
            case .failure(let error): return fail(error, key: key, token: token)
            }
            let started = now
            let answersBefore = sentAfter ?? plan.answers
            sentAfter = answersBefore
            let waitsBefore = rateLimitWaits
            let outcome = await fetchPage(request, key: key)
            guard token == self.token else { return }
            if let headers = outcome.headers {
                noteRate(headers)
                offlineStoredAt = CacheMarker.offlineStoredAt(headers)
            }
            // The page this load was for may have gone meanwhile (another answer re-planned or cut
            // the layout, the end moved on): its answer, even an error, is nobody's.
            guard let target = target(of: key, isTail: isTail) else { return finish(key) }
            switch outcome.result {
            case .success(let page):
                if let headers = outcome.headers {
                    etags?.recordAnswer(headers, for: request, as: key == source.strategy.first ? .firstPage : .page)
                }
                let took = now - started
                latency = latencyMeasured ? (latency + took) / 2 : took
                latencyMeasured = true
                lastError = nil
                rateLimitStreak = 0
                let drop = state.totalDrop(page, target: target, sentAfter: answersBefore)
                // The same drop twice is a list standing still since: asking once more changes nothing.
                if let drop, askedAgain < PagingState.maxAsksAgain, drop != lastDrop {
                    askedAgain += 1
                    lastDrop = drop
                    continue
                }
                let notice = drop.map { state.missingRowsNotice($0, page: page, target: target) }
                if case .slot(let index) = target {
                    state.askAgainAfter(index, page: page, sentAfter: answersBefore)
                    state.noteSideTotal(page, key: key)
                }
                apply(page, to: target, key: key)
                if let notice { latestNotice = notice }
                finish(key)
                return
            case .failure(let error):
                let decision = configuration.retry.decide(
                    error, headers: outcome.headers, attempt: attempt,
                    now: configuration.wallClock(), unit: configuration.random(), repeatable: request.isRead)
                switch decision {
                case .fail:
                    return fail(error, key: key, token: token)
                case .waitForRateLimit(let wait):
                    lastError = LoadError(error)
                    // Side by side, a 429 to a request sent before another 429 began a wait is the
                    // same limit: it waits for that gate, if still shut, not for one more of its own.
                    guard rateLimitWaits == waitsBefore else { continue }
                    rateLimitWaits += 1
                    rateLimitStreak += 1
                    if configuration.giveUpOnRateLimits, rateLimitStreak > configuration.retry.maxRetries {
                        return fail(.rateLimited(times: rateLimitStreak), key: key, token: token)
                    }
                    // At least a second, doubling with each limit in a row: a server saying "0"
                    // must not be asked again in a tight loop, nor once a second for ever.
                    let least = configuration.retry.rateLimitFloor(streak: rateLimitStreak)
                    blockedUntil = max(blockedUntil ?? .zero, now + max(wait, least))
                case .retry(let delay):
                    attempt += 1
                    lastError = LoadError(error, retry: .init(attempt: attempt, seconds: Int(delay.seconds.rounded())))
                    loads[key]?.wait = .backoff
                    changed()
                    // Until an instant, not for a duration: a test advancing its clock before the
                    // sleep reaches the clock (another thread) still wakes it.
                    let wake = now + delay
                    sleeping(key, until: wake)
                    do { try await stopwatch.sleep(wake) } catch { return }
                    guard token == self.token else { return }
                    loads[key]?.wait = nil
                    sleeping(key, until: nil)
                }
            }
        }
    }

    /// Where the answer for `key` goes now: the placeholder with that key wherever it moved, or
    /// the end while `key` is the next page's there (a page cut from a layout whose total proved
    /// wrong may be: it is read as that, not asked again); nil when neither is.
    func target(of key: PageKey, isTail: Bool) -> Target? {
        if !isTail, let index = placeholder(for: key) { return .slot(index) }
        guard key == nextKey, isTail || !loads.values.contains(where: \.isTail) else { return nil }
        return .tail
    }

    /// Waits until the rate limit's reset on the clock, counting down each second; false when
    /// superseded. The reset is read again each second: another answer may have moved it on.
    /// When it passes, the loads held back start beside this one.
    func waitForRateLimit(key: PageKey, token: Int) async -> Bool {
        loads[key]?.wait = .rateLimit
        while let until = blockedUntil, case let at = now, at < until {
            let shown = Self.wholeSecondsUp(until - at)
            rateLimitCountdown = shown
            changed()
            // Wake when the number shown changes, an instant reckoned from the reset: a sleep of
            // "a second from now" drifts from it, and when the clock moves on between the look above
            // and the sleep (a loaded machine, a test advancing it) would keep a number already passed.
            let wake = until - .seconds(shown - 1)
            sleeping(key, until: wake)
            do { try await stopwatch.sleep(wake) } catch { return false }
            guard token == self.token else { return false }
            sleeping(key, until: nil)
        }
        loads[key]?.wait = nil
        rateLimitCountdown = nil
        blockedUntil = nil
        changed()
        pump()
        return true
    }

    /// A positive duration in whole seconds, rounded up, exactly (a `Double` could round 2 s plus
    /// an attosecond to 2, and the wake-up reckoned from it would fall before the look).
    static func wholeSecondsUp(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) + (attoseconds > 0 ? 1 : 0)
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

    func fail(_ error: PagingError, key: PageKey, token: Int) {
        guard token == self.token else { return }
        failure = error
        lastError = LoadError(error)
        finish(key)
    }

    /// The load for `key` is done: the others go on, and the next may start.
    func finish(_ key: PageKey) {
        loads[key] = nil
        changed()
        pump()
    }

    /// Sends from the main actor (the transport runs on its caller's executor: under `MainLoop`
    /// the answer resumes this task without waking a thread), then decodes off it.
    static func fetch(_ request: HTTPRequest, source: any PageSource, transport: any Transport) async -> Outcome {
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
        return await decode(response, source: source)
    }

    /// Decodes a page off the main actor: a big page takes milliseconds.
    @concurrent
    nonisolated static func decode(_ response: HTTPResponse, source: any PageSource) async -> Outcome {
        do {
            return Outcome(result: .success(try source.decode(response)), headers: response.headers)
        } catch {
            return Outcome(result: .failure(error), headers: response.headers)
        }
    }
}
