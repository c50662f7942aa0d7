import Networking

extension PageSource {
    /// `request` resolved against the source's base, or why it may not be sent: off the base's
    /// origin, where the source's token and headers must not go. Every request of a list (the
    /// paginator's loads and details, a follower's polls) passes here.
    func checked(_ request: HTTPRequest) -> Result<HTTPRequest, PagingError> {
        var request = request
        request.url = base.resolve(request.url)
        guard base.isSameOrigin(request.url) else { return .failure(.offHost(request.url)) }
        return .success(request)
    }
}
