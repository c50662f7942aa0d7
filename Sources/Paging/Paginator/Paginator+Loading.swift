import Networking

extension Paginator {
    /// What a load fills (`PageTarget`).
    typealias Target = PageTarget

    /// A response, decoded off the main actor, with the headers the retry policy reads.
    struct Outcome: Sendable {
        var result: Result<Page, PagingError>
        var headers: HTTPHeaders?
    }

    /// One load: wait at the rate gate, send, decode, and hand the answer or the failure to the
    /// rules (`PagingState.handle`), which say whether to ask again, sleep, or end.
    func run(key: PageKey, isTail: Bool, token: Int) async {
        // Answers taken before the first request went out: the neighbours answered after that
        // were in flight beside this page, also when it is asked again.
        var sentAfter: Int?
        while true {
            // Superseded before it ran (cancel, refresh, pipe mode done at its limit): send nothing.
            guard token == self.token else { return }
            guard await waitForRateLimit(key: key, token: token) else { return }
            // A retry or a wait may outlive the page it was for (see below).
            guard target(of: key, isTail: isTail) != nil else { return finish(key) }
            let request: HTTPRequest
            switch source.checked(source.request(for: key)) {
            case .success(let resolved):
                let again = (loads[key]?.askedAgain ?? 0) > 0 || plan.askedAgain[key] != nil
                request = again ? Self.askingAgain(resolved) : resolved
            case .failure(let error): return fail(error, key: key, token: token)
            }
            let started = now
            let answersBefore = sentAfter ?? plan.answers
            sentAfter = answersBefore
            let waitsBefore = rateLimitWaits
            let outcome = await fetchPage(request, key: key)
            guard token == self.token else { return }
            if let headers = outcome.headers { offlineStoredAt = CacheMarker.offlineStoredAt(headers) }
            switch outcome.result {
            case .success(let page):
                if let headers = outcome.headers, target(of: key, isTail: isTail) != nil {
                    etags?.recordAnswer(headers, for: request, as: key == source.strategy.first ? .firstPage : .page)
                }
                let event = PagingEvent.answered(key, page: page, headers: outcome.headers, sentAfter: answersBefore,
                                                 took: now - started, at: now, wall: configuration.wallClock())
                let effects = state.handle(event, gate: blockedUntil)
                if effects.contains(.askAgain(key)) {
                    perform(effects)
                    continue
                }
                // Let go before the next loads start: one of them may be for the same key.
                tasks[key] = nil
                perform(effects)
                return
            case .failure(let error):
                if let headers = outcome.headers { handle(.headers(headers, at: now, wall: configuration.wallClock())) }
                // The page this load was for may have gone meanwhile (another answer re-planned or
                // cut the layout, the end moved on): its failure is nobody's.
                guard target(of: key, isTail: isTail) != nil else { return finish(key) }
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
            }
        }
    }

    /// Waits at the rate gate (`PagingState.gateCheck`): while it is shut, counts down, asleep on
    /// the clock until the number shown changes; false when superseded. When it opens, the loads
    /// held back start beside this one.
    func waitForRateLimit(key: PageKey, token: Int) async -> Bool {
        while true {
            var wake: Duration?
            for case .sleep(_, let until) in handle(.gateCheck(key, at: now)) { wake = until }
            guard let wake else { return true }
            do { try await stopwatch.sleep(wake) } catch { return false }
            guard token == self.token else { return false }
        }
    }

    /// The load for `key` ends with `error` (a request refused before it was sent); loading stops.
    func fail(_ error: PagingError, key: PageKey, token: Int) {
        guard token == self.token else { return }
        handle(.refused(key, error))
    }

    /// The load for `key` is done: the others go on, and the next may start.
    func finish(_ key: PageKey) {
        tasks[key] = nil
        handle(.loadEnded(key, at: now))
    }

    /// Sends from the main actor (the transport runs on its caller's executor: under `MainLoop`
    /// the answer resumes this task without waking a thread), then decodes off it.
    static func fetch(_ request: HTTPRequest, source: any PageSource, transport: any Transport) async -> Outcome {
        await outcome(of: wire(request, transport: transport), source: source)
    }

    /// Sends `request` now, from the caller's executor.
    static func wire(_ request: HTTPRequest, transport: any Transport) async -> Result<HTTPResponse, HTTPError> {
        do throws(HTTPError) {
            return .success(try await transport.send(request))
        } catch {
            return .failure(error)
        }
    }

    /// What `result` says: a page decoded off the main actor, or the failure with its headers.
    static func outcome(of result: Result<HTTPResponse, HTTPError>, source: any PageSource) async -> Outcome {
        switch result {
        case .failure(let error):
            return Outcome(result: .failure(.http(error)), headers: nil)
        case .success(let response) where !response.isSuccess:
            return Outcome(result: .failure(.http(.status(response.status, body: response.body))),
                           headers: response.headers)
        case .success(let response):
            return await decode(response, source: source)
        }
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
