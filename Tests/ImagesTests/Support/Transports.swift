import Networking
import TestSupport

/// Stub transports for the loader tests.
enum Transports {
    /// Answers every URL with `TestImages.png(n)` where n is the URL's last path component.
    static func images() -> StubTransport {
        StubTransport { request in
            let n = Int(request.url.split(separator: "/").last ?? "") ?? 0
            return HTTPResponse(status: 200, body: TestImages.png(n))
        }
    }

    /// Opens `started` when a request arrives, then holds it until `release` opens, or until
    /// cancelled, which opens `sawCancellation`.
    static func gated(started: Gate, release: Gate, sawCancellation: Gate) -> StubTransport {
        StubTransport { (_: HTTPRequest) async throws(HTTPError) -> HTTPResponse in
            started.open()
            await withTaskCancellationHandler {
                await release.wait()
            } onCancel: {
                sawCancellation.open()
                release.open()
            }
            if sawCancellation.isOpen { throw .cancelled }
            return HTTPResponse(status: 200, body: TestImages.png(1))
        }
    }
}
