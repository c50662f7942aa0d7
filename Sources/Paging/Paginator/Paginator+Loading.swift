import Networking

extension Paginator {
    /// What a load fills (`PageTarget`).
    typealias Target = PageTarget

    /// A response, decoded off the main actor, with the headers the retry policy reads.
    struct Outcome: Sendable {
        var result: Result<Page, PagingError>
        var headers: HTTPHeaders?
    }

    /// One load: gate on the rate limit, send, decode, retry as the policy says, apply by key.
    func run(key: PageKey, isTail: Bool, token: Int) async {
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
                state.answered(took: now - started)
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
                var wake: Duration?
                for effect in handle(.failed(key: key, error: error, headers: outcome.headers, sentAfterWaits: waitsBefore,
                                             repeatable: request.isRead, now: now, wall: configuration.wallClock(),
                                             unit: configuration.random())) {
                    if case .fail = effect { return }
                    if case .sleep(_, let until) = effect { wake = until }
                }
                // Held at the gate (the loop's top waits there), or a retry after its backoff.
                guard let wake else { continue }
                do { try await stopwatch.sleep(wake) } catch { return }
                guard token == self.token else { return }
                loads[key]?.wait = nil
                sleeping(key, until: nil)
            }
        }
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

    /// The load for `key` ends with `error` (a request refused before it was sent); loading stops.
    func fail(_ error: PagingError, key: PageKey, token: Int) {
        guard token == self.token else { return }
        perform(state.stop(key, error))
    }

    /// The load for `key` is done: the others go on, and the next may start.
    func finish(_ key: PageKey) {
        tasks[key] = nil
        handle(.loadEnded(key, at: now))
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
