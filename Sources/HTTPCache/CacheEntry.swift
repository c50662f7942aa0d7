import Foundation
import Networking
import Storage

/// One stored 200 response: what it answered, when, and the validators to revalidate it.
///
/// A plain value; any thread. On disk: one line of JSON metadata, a newline, then the body.
/// The metadata carries the body's SHA-256, so a torn or edited file is discarded, not served.
public struct CacheEntry: Sendable, Equatable {
    /// The request URL.
    public var url: String
    /// The response headers as last received (a 304's fresh headers merged in).
    public var headers: HTTPHeaders
    /// The body after content decoding.
    public var body: [UInt8]
    /// When the response (or its last revalidation) arrived.
    public var storedAt: Date

    /// An entry value.
    public init(url: String, headers: HTTPHeaders, body: [UInt8], storedAt: Date) {
        self.url = url
        self.headers = headers
        self.body = body
        self.storedAt = storedAt
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

    struct Metadata: Codable {
        var url: String
        var headers: [[String]]
        var storedAt: Double
        var bodyLength: Int
        var bodySHA256: String
    }

    /// The file's bytes.
    func encoded() -> [UInt8] {
        let metadata = Metadata(url: url, headers: headers.fields.map { [$0.name, $0.value] },
                                storedAt: storedAt.timeIntervalSince1970, bodyLength: body.count,
                                bodySHA256: SHA256.hex(body))
        let json = (try? JSONEncoder().encode(metadata)) ?? Data()
        return [UInt8](json) + [0x0A] + body
    }

    /// The entry in `bytes`, or nil unless every check passes.
    static func decode(_ bytes: [UInt8], expectedURL: String) -> CacheEntry? {
        guard let newline = bytes.firstIndex(of: 0x0A),
              let metadata = try? JSONDecoder().decode(Metadata.self, from: Data(bytes[..<newline]))
        else { return nil }
        let body = Array(bytes[(newline + 1)...])
        guard metadata.url == expectedURL, metadata.bodyLength == body.count,
              metadata.bodySHA256 == SHA256.hex(body), metadata.headers.allSatisfy({ $0.count == 2 })
        else { return nil }
        return CacheEntry(url: metadata.url, headers: HTTPHeaders(metadata.headers.map { ($0[0], $0[1]) }),
                          body: body, storedAt: Date(timeIntervalSince1970: metadata.storedAt))
    }
}
