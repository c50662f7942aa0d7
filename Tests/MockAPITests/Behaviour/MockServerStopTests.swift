import Foundation
import MockAPI
import MockSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Stopping the mock while clients are still connecting: a stop must not trap. Cancelling the
/// server task with an accepted connection not yet handed to Hummingbird trapped in NIO
/// ("Deinited NIOAsyncWriter without calling finish()", swift-nio #3481) and took the whole test
/// process down; a graceful shutdown hands every accepted connection on and closes it.
@Suite struct MockServerStopTests {
    @Test func stoppingWhileConnectionsArriveDoesNotTrap() async throws {
        for _ in 0..<40 {
            let server = try await MockServer.start()
            let port = UInt16(server.port)
            let done = ConnectStorm.start(port: port, connections: 16)
            await server.stop()
            await done.value
            // The trap would have ended the process before this; a stop also really stops. Tests
            // running beside this one start mocks on ports the kernel hands out again, so a port
            // that still accepts proves nothing: a request there must not reach this server.
            let logged = server.requestLog.count
            // Blocking socket calls: on a thread of their own, not one of the cooperative pool's.
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                Thread {
                    ConnectStorm.request(port, path: "/pokeapi/api/v2/pokemon?limit=1")
                    continuation.resume()
                }.start()
            }
            #expect(server.requestLog.count == logged, "the stopped mock on port \(port) still answered")
        }
    }
}

/// Connections opened from threads of their own, as fast as they go, each closed at once.
enum ConnectStorm {
    static func start(port: UInt16, connections: Int) -> Task<Void, Never> {
        Task {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                Thread {
                    for _ in 0..<connections { connectAndClose(port) }
                    continuation.resume()
                }.start()
            }
        }
    }

    private static func connectAndClose(_ port: UInt16) { _ = connects(port) }

    /// Sends `GET path` to `port` on 127.0.0.1 and reads the answer, if anyone answers (2 s at most).
    static func request(_ port: UInt16, path: String) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return }
        defer { close(fd) }
        var timeout = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard connect(fd, port) else { return }
        let text = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
        guard write(fd, text, text.count) == text.count else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while read(fd, &buffer, buffer.count) > 0 {}
    }

    /// Whether a connection to `port` on 127.0.0.1 is accepted (it is closed at once).
    static func connects(_ port: UInt16) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return connect(fd, port)
    }

    /// Connects `fd` to `port` on 127.0.0.1.
    private static func connect(_ fd: Int32, _ port: UInt16) -> Bool {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        } == 0
    }
}
