import MockAPI

/// Runs `body` against a fresh in-process mock server and always stops it; main actor, like the paginator.
@MainActor
func withServer<T>(_ body: @MainActor (MockServer) async throws -> T) async throws -> T {
    let server = try await MockServer.start(MockConfiguration())
    do {
        let result = try await body(server)
        await server.stop()
        return result
    } catch {
        await server.stop()
        throw error
    }
}
