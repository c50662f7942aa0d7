import Foundation
import Networking
import Storage

/// One stored 200 response: what it answered, when, and the validators to revalidate it.
///
/// A plain value; any thread. On disk: the marker line `pagetty-cache 2`, one line of JSON
/// metadata, then the body. The metadata carries the body's SHA-256, so a torn or edited file is
/// discarded, not served; the marker (with the file name's form) is how eviction knows its own files.
/// No credential is written: the URL is kept as a digest (checked on load) and redacted for
/// reading (`RedactedURL`), `Set-Cookie` is dropped, and `Vary`'s request values are a digest.
public struct CacheEntry: Sendable, Equatable {
    /// The request URL.
    public var url: String
    /// The response headers as last received (a 304's fresh headers merged in).
    public var headers: HTTPHeaders
    /// The body after content decoding.
    public var body: [UInt8]
    /// When the response (or its last revalidation) arrived.
    public var storedAt: Date
    /// `CacheKey.varySignature` of the request that fetched it ("" when the answer has no `Vary`).
    public var varySignature: String

    /// An entry value.
    public init(url: String, headers: HTTPHeaders, body: [UInt8], storedAt: Date, varySignature: String = "") {
        self.url = url
        self.headers = headers
        self.body = body
        self.storedAt = storedAt
        self.varySignature = varySignature
    }

    /// Whether this answer may be given to a request sent with `headers`: the headers its `Vary`
    /// names have the values they had when it was fetched.
    public func matches(_ headers: HTTPHeaders) -> Bool {
        CacheKey.varySignature(vary: self.headers["Vary"], request: headers) == varySignature
    }

    /// Whether `now` is within the response's `max-age`.
    public func isFresh(at now: Date) -> Bool {
        let age = now.timeIntervalSince(storedAt)
        return age >= 0 && age < Double(CacheControl(headers["Cache-Control"]).freshSeconds)
    }

    /// The stored response, marked with how it was served (see `CachingTransport.markerHeader`).
    public func response(marker: String) -> HTTPResponse {
        var headers = headers
        headers.set(CachingTransport.markerHeader, marker)
        headers.set(CachingTransport.storedAtHeader, String(Int64(storedAt.timeIntervalSince1970)))
        return HTTPResponse(status: 200, headers: headers, body: body, effectiveURL: url)
    }

    /// The first bytes of every entry file.
    static let marker: [UInt8] = Array("pagetty-cache 2\n".utf8)
    /// The first bytes of an entry of the older form, keyed by `Authorization` alone with its URL
    /// in clear: still pagetty's, never read again, deleted by the next eviction.
    static let olderMarker: [UInt8] = Array("pagetty-cache 1\n".utf8)

    /// Whether the file at `path` starts with `marker` or `olderMarker`: a file pagetty wrote
    /// (reads 16 bytes, never through a symlink); nil when it is not one.
    static func version(_ path: String) -> Int? {
        // Non-blocking: a FIFO planted under an entry's name must not hang eviction.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var head = [UInt8](repeating: 0, count: marker.count)
        let count = head.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count == marker.count else { return nil }
        return head == marker ? 2 : head == olderMarker ? 1 : nil
    }

    /// Whether the file at `path` is an entry pagetty wrote, of either form.
    static func isMarked(_ path: String) -> Bool { version(path) != nil }

    struct Metadata: Codable {
        /// The URL redacted, for a person reading the file; never compared.
        var url: String
        var urlSHA256: String
        var vary: String
        var headers: [[String]]
        var storedAt: Double
        var bodyLength: Int
        var bodySHA256: String
    }

    /// The file's bytes.
    func encoded() -> [UInt8] {
        let kept = headers.fields.filter { $0.name.lowercased() != "set-cookie" }
        let metadata = Metadata(url: RedactedURL.redact(url), urlSHA256: SHA256.hex(url), vary: varySignature,
                                headers: kept.map { [$0.name, $0.value] },
                                storedAt: storedAt.timeIntervalSince1970, bodyLength: body.count,
                                bodySHA256: SHA256.hex(body))
        let json = (try? JSONEncoder().encode(metadata)) ?? Data()
        return Self.marker + [UInt8](json) + [0x0A] + body
    }

    /// The entry in `bytes`, or nil unless every check passes.
    static func decode(_ bytes: [UInt8], expectedURL: String) -> CacheEntry? {
        guard bytes.starts(with: marker) else { return nil }
        let bytes = bytes[marker.count...]
        guard let newline = bytes.firstIndex(of: 0x0A),
              let metadata = try? JSONDecoder().decode(Metadata.self, from: Data(bytes[..<newline]))
        else { return nil }
        let body = Array(bytes[(newline + 1)...])
        guard metadata.urlSHA256 == SHA256.hex(expectedURL), metadata.bodyLength == body.count,
              metadata.bodySHA256 == SHA256.hex(body), metadata.headers.allSatisfy({ $0.count == 2 })
        else { return nil }
        return CacheEntry(url: expectedURL, headers: HTTPHeaders(metadata.headers.map { ($0[0], $0[1]) }),
                          body: body, storedAt: Date(timeIntervalSince1970: metadata.storedAt),
                          varySignature: metadata.vary)
    }
}
