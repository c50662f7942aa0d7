import Networking

extension Paginator {
    /// Sends a request for this list's source (a page or an item's detail): resolved against
    /// the source's base and refused off its origin, where its token must not go. The answer's
    /// rate budget is kept like a page's: a detail spends the same budget.
    public func send(_ request: HTTPRequest) async throws(PagingError) -> HTTPResponse {
        let request = try source.checked(request).get()
        let response: HTTPResponse
        do {
            response = try await transport.send(request)
        } catch {
            throw .http(error)
        }
        let before = rate
        handle(.headers(response.headers, at: now, wall: configuration.wallClock()))
        if rate != before { changed() }
        do {
            return try response.successful()
        } catch {
            throw .http(error)
        }
    }
}
