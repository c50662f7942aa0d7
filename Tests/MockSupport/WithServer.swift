import MockAPI

/// Runs `body` against a fresh in-process mock server, configured by `configure`, and always
/// stops it. `body` runs on the caller's actor (the paginator's tests call it on the main actor).
public func withServer<T>(_ configure: (inout MockConfiguration) -> Void = { _ in },
                          isolation: isolated (any Actor)? = #isolation,
                          _ body: (MockServer) async throws -> T) async throws -> T {
    var configuration = MockConfiguration()
    configure(&configuration)
    let server = try await MockServer.start(configuration)
    do {
        let result = try await body(server)
        await server.stop()
        return result
    } catch {
        await server.stop()
        throw error
    }
}
