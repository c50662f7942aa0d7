import Networking

/// Answers every GET with one JSON array held in memory: an item's embedded list (a Pokémon's
/// `abilities`), opened as a child and detected as any list is, with all its rows known at once.
///
/// Any thread; immutable.
public struct EmbeddedTransport: Transport {
    /// The array's JSON.
    let body: [UInt8]

    /// Answers with `body`, the serialized array.
    public init(body: [UInt8]) {
        self.body = body
    }

    /// The array, whatever page is asked for: detection then finds a list that does not page.
    nonisolated(nonsending) public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: body, effectiveURL: request.url)
    }
}
