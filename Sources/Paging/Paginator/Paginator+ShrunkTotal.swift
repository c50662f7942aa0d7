import Networking

extension Paginator {
    /// `request` asking the server itself: no cache on the way may answer it with a stored copy.
    static func askingAgain(_ request: HTTPRequest) -> HTTPRequest {
        var request = request
        request.headers.set("Cache-Control", "no-cache")
        return request
    }
}
