import Networking

/// What the read-ahead does with an answer as it comes back: every page is decoded there, for the
/// paginator to take in its turn, and the rules hear of it (a full page frees its place on the wire).
extension ReadAheadTransport {
    /// A task sending `request` now, its answer kept for the paginator; once it is back, its
    /// place on the wire goes to the next page.
    func answer(_ request: HTTPRequest) -> Answer {
        Task {
            let result = await self.wire(request)
            self.landed(request.url, result)
            self.landingEnded()
            return result
        }
    }

    /// Decodes the answer to `url` (here, beside the pages before it, rather than in its turn),
    /// tells the rules, and keeps the page for the paginator.
    private func landed(_ url: String, _ result: Result<HTTPResponse, HTTPError>) {
        var early: (body: [UInt8], page: Result<Page, PagingError>)?
        if case .success(let response) = result, response.isSuccess {
            do throws(PagingError) {
                early = (response.body, .success(try source.decode(response)))
            } catch {
                early = (response.body, .failure(error))
            }
        }
        let items = (try? early?.page.get())?.items.count
        let event = ReadAheadEvent.landed(url, reply(result), items: items)
        cancel(state.withLock { locked in
            let dropped = run(locked.rules.handle(event, source: source), in: &locked)
            // Dropped meanwhile, nobody takes it; taken, the paginator decodes it next.
            if let early, locked.rules.ahead.contains(url) || locked.rules.awaited[url] != nil {
                locked.decoded[url] = early
            }
            return dropped
        })
    }

    /// The page decoded when `response` came back, if it is that answer (a page asked again has
    /// another body); taken once.
    func takeDecoded(_ response: HTTPResponse) -> Result<Page, PagingError>? {
        state.withLock { locked in
            guard let early = locked.decoded.removeValue(forKey: response.effectiveURL), early.body == response.body else {
                return nil
            }
            return early.page
        }
    }
}
