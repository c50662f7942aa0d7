import Catalog
import Networking
import TestSupport

/// What reaches the wire when `requests` of `source` are sent as a session sends them: through a
/// `CredentialTransport` holding the source's credentials, to a network answering 200.
func onTheWire(_ source: GenericSource, _ requests: [HTTPRequest]) async throws -> [HTTPRequest] {
    let network = StubTransport { _ throws(HTTPError) in HTTPResponse(status: 200, headers: [:]) }
    let wire = CredentialTransport(wrapping: network, credentials: source.credentials)
    for request in requests { _ = try await wire.send(request) }
    return network.requests
}
