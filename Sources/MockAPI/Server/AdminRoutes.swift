import Foundation
import Hummingbird

/// `/_mock/faults` (GET, POST one rule or an array, DELETE) and `/_mock/requests` (GET, DELETE).
struct AdminRoutes {
    let core: MockCore

    func respond(to request: Request) async throws -> Response {
        var request = request
        switch (request.method, request.uri.path) {
        case (.get, "/_mock/faults"):
            return try json(core.state.withLock { $0.rules })
        case (.post, "/_mock/faults"):
            let body = try await request.collectBody(upTo: 1 << 20)
            let data = Data(buffer: body)
            let rules: [FaultRule]
            do {
                rules = try (try? JSONDecoder().decode([FaultRule].self, from: data)) ?? [JSONDecoder().decode(FaultRule.self, from: data)]
            } catch {
                return Response(status: .badRequest, headers: [.contentType: "text/plain; charset=utf-8"],
                                body: .init(byteBuffer: ByteBuffer(string: "bad fault rule: \(error)\n")))
            }
            core.state.withLock { $0.rules += rules }
            return try json(core.state.withLock { $0.rules })
        case (.delete, "/_mock/faults"):
            core.state.withLock { $0.rules.removeAll() }
            return Response(status: .noContent)
        case (.get, "/_mock/requests"):
            return try json(core.state.withLock { $0.log })
        case (.delete, "/_mock/requests"):
            core.state.withLock { $0.log.removeAll() }
            return Response(status: .noContent)
        default:
            return Response(status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: "Not Found")))
        }
    }

    private func json(_ value: some Encodable) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
                        body: .init(byteBuffer: ByteBuffer(bytes: try encoder.encode(value))))
    }
}
