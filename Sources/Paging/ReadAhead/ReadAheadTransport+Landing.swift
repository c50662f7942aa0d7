import Networking

/// What the read-ahead does with an answer as it comes back: a full page frees its place on the
/// wire, and every page is decoded there, for the paginator to take in its turn.
extension ReadAheadTransport {
    /// A task sending `request` now, its answer kept for the paginator; once it is back, its
    /// place on the wire goes to the next page.
    func answer(_ request: HTTPRequest) -> Answer {
        Task {
            let result = await self.fetch(request)
            self.landed(request.url, result)
            return result
        }
    }

    /// Notes that the answer to `url` came back, decodes it (here, beside the pages before it,
    /// rather than in its turn), and sends the page its place on the wire frees.
    private func landed(_ url: String, _ result: Result<HTTPResponse, HTTPError>) {
        var early: (body: [UInt8], page: Result<Page, PagingError>)?
        if case .success(let response) = result, response.isSuccess {
            do throws(PagingError) {
                early = (response.body, .success(try source.decode(response)))
            } catch {
                early = (response.body, .failure(error))
            }
        }
        state.withLock { state in
            // Dropped meanwhile, nobody takes it; taken, the paginator decodes it next.
            let ahead = state.ahead[url] != nil
            if let early, ahead || state.awaited.contains(url) { state.decoded[url] = early }
            // Taken or dropped, its place was counted when that happened. Only a full page frees
            // one: an error, a short page or an empty one may be the end (or a total's lie), and
            // guesses past it stay within the width however many come back.
            guard ahead, case .success(let page)? = early?.page, let key = state.keys[url],
                  let size = state.facts.servedSize ?? key.askedSize, page.items.count >= size,
                  state.landed.insert(url).inserted, let asked = state.lastAsked else { return }
            launch(after: asked, in: &state)
        }
    }

    /// The page decoded when `response` came back, if it is that answer (a page asked again has
    /// another body); taken once.
    func takeDecoded(_ response: HTTPResponse) -> Result<Page, PagingError>? {
        state.withLock { state in
            guard let early = state.decoded.removeValue(forKey: response.effectiveURL), early.body == response.body else {
                return nil
            }
            return early.page
        }
    }
}
