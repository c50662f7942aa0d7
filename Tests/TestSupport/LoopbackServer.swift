import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for transport tests: keep-alive, scripted answers,
/// and misbehaviour a real server library will not produce on demand (stall, trickle, cut).
///
/// Threading: one accept thread plus one thread per connection; counters are atomic and the
/// log is behind a mutex. `stop()` wakes every waiting thread and closes every socket.
public final class LoopbackServer: Sendable {
    /// Decides the answer to one request.
    public typealias Handler = @Sendable (ServerRequest) -> ServerAction

    /// The bound port.
    public let port: Int
    private let listener: Int32
    private let handler: Handler
    private let state = Mutex(State())
    private let wake = NSCondition()
    private let accepted = Atomic<Int>(0)
    private let stopped = Atomic<Bool>(false)

    private struct State {
        var requests: [ServerRequest] = []
        var sockets: Set<Int32> = []
        var events: [String] = []
        var times: [String: Date] = [:]
    }

    /// Starts listening on an ephemeral loopback port.
    public init(handler: @escaping Handler) throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ServerError.socket(errno) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 128) == 0 else { close(fd); throw ServerError.socket(errno) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        listener = fd
        self.handler = handler
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    deinit { stop() }

    /// `http://127.0.0.1:PORT`.
    public var baseURL: String { "http://127.0.0.1:\(port)" }
    /// Connections accepted so far.
    public var connectionCount: Int { accepted.load(ordering: .relaxed) }
    /// Requests read so far, in order.
    public var requests: [ServerRequest] { state.withLock { $0.requests } }
    /// Things that happened on the wire ("body-started /slow", "closed /slow").
    public var events: [String] { state.withLock { $0.events } }

    /// Closes the listener and every connection; wakes stalled and trickling answers.
    public func stop() {
        guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        for fd in state.withLock({ $0.sockets }) { shutdown(fd, Int32(SHUT_RDWR)) }
        wake.lock(); wake.broadcast(); wake.unlock()
    }

    /// Waits until `predicate` holds for the events, or `timeout` passes (wall clock: the peer is real).
    ///
    /// The timeout only turns a hang into a failure; it is not a budget. It is long because under
    /// `make sanitize-tsan` the whole suite runs in parallel on two cores, where a transfer took
    /// up to 15 s to reach its body (the old default of 5 s failed `cancelOneOfMany` there).
    ///
    /// The wait blocks a thread of its own, never one of the cooperative pool the client needs.
    public func waitForEvent(timeout: TimeInterval = 60, _ predicate: @escaping @Sendable ([String]) -> Bool) async -> Bool {
        await withCheckedContinuation { continuation in
            Thread { [self] in continuation.resume(returning: blockingWait(timeout: timeout, predicate)) }.start()
        }
    }

    private func blockingWait(timeout: TimeInterval, _ predicate: ([String]) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        wake.lock()
        defer { wake.unlock() }
        while !predicate(events) {
            if !wake.wait(until: deadline) { return predicate(events) }
        }
        return true
    }

    /// When `event` first happened, by the server's own clock (not when a test got to look).
    public func time(of event: String) -> Date? { state.withLock { $0.times[event] } }

    private func note(_ event: String) {
        let now = Date()
        state.withLock {
            $0.events.append(event)
            if $0.times[event] == nil { $0.times[event] = now }
        }
        wake.lock(); wake.broadcast(); wake.unlock()
    }

    private func acceptLoop() {
        while !stopped.load(ordering: .relaxed) {
            let fd = accept(listener, nil, nil)
            guard fd >= 0 else { if errno == EINTR { continue } else { return } }
            accepted.add(1, ordering: .relaxed)
            state.withLock { _ = $0.sockets.insert(fd) }
            let thread = Thread { [self] in serve(fd) }
            thread.start()
        }
    }

    private func serve(_ fd: Int32) {
        var reader = ConnectionReader(fd: fd)
        defer {
            state.withLock { _ = $0.sockets.remove(fd) }
            close(fd)
        }
        while !stopped.load(ordering: .relaxed), let request = reader.next() {
            state.withLock { $0.requests.append(request) }
            guard perform(handler(request), for: request, on: fd) else { return }
        }
    }

    /// Writes the answer; false when the connection must close.
    private func perform(_ action: ServerAction, for request: ServerRequest, on fd: Int32) -> Bool {
        switch action {
        case .respond(let status, let headers, let body):
            return write(fd, head(status, headers, length: body.count), body)
        case .stall:
            _ = wait(until: Date().addingTimeInterval(3600))  // distantFuture overflows on Linux
            return false
        case .trickle(let status, let headers, let body, let interval):
            guard write(fd, head(status, headers, length: body.count)) else { return false }
            note("body-started \(request.path)")
            for byte in body {
                guard write(fd, [byte]) else { note("closed \(request.path)"); return false }
                if wait(until: Date().addingTimeInterval(interval)) { return false }
            }
            return true
        case .cut(let status, let headers, let declared, let body):
            _ = write(fd, head(status, headers, length: declared) + body)
            return false
        case .endlessChunks:
            let chunk = Array("10000\r\n".utf8) + [UInt8](repeating: 0x61, count: 0x10000) + Array("\r\n".utf8)
            guard write(fd, Array("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)) else { return false }
            while write(fd, chunk) {}
            return false
        }
    }

    /// Waits on the stop condition; true when the server stopped.
    private func wait(until deadline: Date) -> Bool {
        wake.lock()
        defer { wake.unlock() }
        while !stopped.load(ordering: .relaxed) {
            if !wake.wait(until: deadline) { break }
        }
        return stopped.load(ordering: .relaxed)
    }

    private func head(_ status: Int, _ headers: [(String, String)], length: Int) -> [UInt8] {
        var text = "HTTP/1.1 \(status) \(ServerAction.reason(status))\r\nContent-Length: \(length)\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        return Array((text + "\r\n").utf8)
    }

    /// Head and body in one `sendmsg` where it all fits, with no copy of the body: the server
    /// must not be what a client benchmark measures. MSG_NOSIGNAL: a closed peer is an error here,
    /// not a SIGPIPE.
    private func write(_ fd: Int32, _ head: [UInt8], _ body: [UInt8]) -> Bool {
        let sent = head.withUnsafeBytes { h in
            body.withUnsafeBytes { b in
                var parts = [iovec(iov_base: UnsafeMutableRawPointer(mutating: h.baseAddress), iov_len: h.count),
                             iovec(iov_base: UnsafeMutableRawPointer(mutating: b.baseAddress), iov_len: b.count)]
                return parts.withUnsafeMutableBufferPointer { vectors in
                    var message = msghdr()
                    message.msg_iov = vectors.baseAddress
                    message.msg_iovlen = 2
                    return sendmsg(fd, &message, Int32(MSG_NOSIGNAL))
                }
            }
        }
        if sent < 0 { return false }
        if sent < head.count { return write(fd, Array(head[sent...]) + body) }
        return write(fd, Array(body[(sent - head.count)...]))
    }

    private func write(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return false }
            sent += n
        }
        return true
    }
}

/// Why the loopback server could not start.
public enum ServerError: Error { case socket(Int32) }
