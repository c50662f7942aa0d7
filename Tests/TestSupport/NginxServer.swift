import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// nginx on 127.0.0.1: HTTPS with HTTP/2 offered by ALPN behind a certificate made for the test
/// (the peer our loopback HTTP/1.1 servers cannot be, for HTTP/2 and for redirects that change
/// the scheme), or plain HTTP/1.1 (a server fast enough that a client benchmark measures clients).
///
/// Threading: immutable after `init` apart from the files nginx writes; `stop()` is idempotent.
public final class NginxServer: Sendable {
    /// One request as nginx logged it.
    public struct LoggedRequest: Decodable, Sendable, Equatable {
        /// "HTTP/2.0" or "HTTP/1.1".
        public var proto: String
        /// nginx's serial number of the connection that carried it.
        public var connection: String
        /// The `Authorization` header as received, empty when absent.
        public var authorization: String
        /// Path and query.
        public var uri: String
    }

    /// The bound port.
    public let port: Int
    /// The server's certificate (self-signed), for `CurlTransport(caBundle:)`.
    public let certificate: String
    private let tls: Bool
    private let directory: String
    private let pid: pid_t
    private let stopped = Atomic<Bool>(false)

    /// `https://127.0.0.1:<port>`, or `http://` without TLS.
    public var baseURL: String { (tls ? "https" : "http") + "://127.0.0.1:\(port)" }

    /// Starts nginx serving `files` (path → body, as `application/json`) and `redirects`
    /// (path → Location, answered 302); any other path gets 200 "landed". `tls: false` serves
    /// plain HTTP/1.1.
    public init(tls: Bool = true, files: [String: [UInt8]] = [:], redirects: [String: String] = [:]) async throws {
        // openssl and nginx start-up block; off the cooperative pool, which has one thread per core.
        let started = try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try Self.launch(tls: tls, files: files, redirects: redirects) }) }.start()
        }
        (directory, port, pid) = started
        self.tls = tls
        certificate = directory + "/cert.pem"
    }

    private static func launch(tls: Bool, files: [String: [UInt8]], redirects: [String: String]) throws
        -> (directory: String, port: Int, pid: pid_t)
    {
        let nginx = "/usr/sbin/nginx"
        guard FileManager.default.isExecutableFile(atPath: nginx) else {
            throw Subprocess.Failure(description: "\(nginx) is missing: `make setup` installs nginx-light")
        }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("pagetty-tls-\(getpid())-\(UInt64.random(in: 0...UInt64.max))").path
        try FileManager.default.createDirectory(atPath: directory + "/www", withIntermediateDirectories: true)
        if tls { try makeCertificate(in: directory) }
        for (path, body) in files {
            let file = directory + "/www" + path
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try Data(body).write(to: URL(fileURLWithPath: file))
        }
        var lastError = ""
        for _ in 0..<5 {
            let port = try freePort()
            try configuration(directory: directory, port: port, tls: tls, redirects: redirects)
                .write(toFile: directory + "/nginx.conf", atomically: true, encoding: .utf8)
            // Under timeout(1), so an nginx whose test process died before stopping it goes too
            // (timeout passes our SIGTERM on to it).
            let pid = try Subprocess.start("/usr/bin/timeout", [
                "-s", "TERM", "300", nginx, "-p", directory, "-c", directory + "/nginx.conf", "-e", directory + "/error.log",
            ], output: directory + "/stdout.log")
            if waitUntilListening(port: port, pid: pid) { return (directory, port, pid) }
            kill(pid, SIGTERM)
            Subprocess.wait(pid)
            lastError = (try? String(contentsOfFile: directory + "/error.log", encoding: .utf8)) ?? ""
        }
        try? FileManager.default.removeItem(atPath: directory)
        throw Subprocess.Failure(description: "nginx did not start: \(lastError)")
    }

    deinit { stop() }

    /// Stops nginx and removes its files.
    public func stop() {
        guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        kill(pid, SIGTERM)
        Subprocess.wait(pid)
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// The requests logged so far, waiting up to `timeout` for at least `count` of them (nginx
    /// writes its log line just after the response, so a client can be faster than the log).
    public func requests(atLeast count: Int = 0, timeout: Duration = .seconds(30)) async -> [LoggedRequest] {
        let deadline = ContinuousClock.now + timeout
        while true {
            let text = (try? String(contentsOfFile: directory + "/access.log", encoding: .utf8)) ?? ""
            let lines = text.split(separator: "\n").compactMap {
                try? JSONDecoder().decode(LoggedRequest.self, from: Data($0.utf8))
            }
            if lines.count >= count || ContinuousClock.now >= deadline { return lines }
            try? await Task.sleep(for: .milliseconds(10))
        }
    }

    private static func makeCertificate(in directory: String) throws {
        let result = try Subprocess.run("/usr/bin/openssl", [
            "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
            "-days", "2", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost",
            "-keyout", directory + "/key.pem", "-out", directory + "/cert.pem",
        ])
        guard result.status == 0 else { throw Subprocess.Failure(description: "openssl: \(result.output)") }
    }

    private static func configuration(directory: String, port: Int, tls: Bool, redirects: [String: String]) -> String {
        let redirectBlocks = redirects.sorted { $0.key < $1.key }.map { path, location in
            "location = \(path) { return 302 \(location); }"
        }.joined(separator: "\n        ")
        let listen = tls ? """
            listen 127.0.0.1:\(port) ssl http2;
                    ssl_certificate \(directory)/cert.pem;
                    ssl_certificate_key \(directory)/key.pem;
            """ : "listen 127.0.0.1:\(port);"
        return """
        daemon off;
        master_process off;
        worker_processes 1;
        pid \(directory)/nginx.pid;
        events { worker_connections 64; }
        http {
            log_format requests escape=json
                '{"proto":"$server_protocol","connection":"$connection","authorization":"$http_authorization","uri":"$request_uri"}';
            access_log \(directory)/access.log requests;
            client_body_temp_path \(directory)/tmp;
            proxy_temp_path \(directory)/tmp;
            fastcgi_temp_path \(directory)/tmp;
            uwsgi_temp_path \(directory)/tmp;
            scgi_temp_path \(directory)/tmp;
            default_type application/json;
            keepalive_requests 1000000;
            server {
                \(listen)
                root \(directory)/www;
                \(redirectBlocks)
                location / { try_files $uri @landed; }
                location @landed { return 200 "landed"; }
            }
        }
        """
    }

    /// A port nobody listens on right now (nginx cannot be asked for port 0).
    private static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard bound else { throw Subprocess.Failure(description: "no free port: \(String(cString: strerror(errno)))") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Polls until `port` accepts a connection; false when nginx exits first or after 10 s.
    private static func waitUntilListening(port: Int, pid: pid_t) -> Bool {
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            if Subprocess.poll(pid) != nil { return false }
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
                }
            }
            close(fd)
            if connected { return true }
            usleep(20_000)
        }
        return false
    }
}
