@testable import MockAPI

/// Runs `body` against a fresh in-process server and always stops it.
func withServer<T>(_ configure: (inout MockConfiguration) -> Void = { _ in }, _ body: (MockServer) async throws -> T) async throws -> T {
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
