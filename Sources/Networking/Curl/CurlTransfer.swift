import CCurl
import Synchronization

/// One request's state while libcurl carries it.
///
/// Threading: created on the caller's task, then owned by the I/O thread (`continuation`,
/// `reception`, `handle` are touched only there after `submit`). `cancelled` is atomic so the
/// cancellation handler can flip it from any thread. The I/O thread's properties are not checked
/// for exclusive access at run time: one thread, and no access overlaps another (a body chunk made
/// two checks, a header line one; with the engine's they were 29 a request, 5,000 instructions).
final class CurlTransfer: @unchecked Sendable {
    let request: HTTPRequest
    let limits: TransportLimits
    let userAgent: String
    let cancelled = Atomic<Bool>(false)
    @exclusivity(unchecked) var continuation: Continuation?

    /// What the waiting task is handed: the result, and where a 3xx answer points.
    typealias Answer = (Result<HTTPResponse, HTTPError>, redirectURL: String?)
    #if DEBUG
    /// Checked in debug builds, the ones tests and sanitizers run: ThreadSanitizer cannot order an
    /// unsafe continuation's resume with the task's next use of its frame, and reports a race, and
    /// a second resume or none at all is caught there.
    typealias Continuation = CheckedContinuation<Answer, Never>
    #else
    /// Unsafe in release builds: `finish` resumes it once by construction, and the check cost an
    /// allocation and an atomic exchange a request.
    typealias Continuation = UnsafeContinuation<Answer, Never>
    #endif

    @exclusivity(unchecked) var handle: CurlHandle?
    /// The response as it arrives.
    @exclusivity(unchecked) var reception: Reception
    /// The body received so far.
    var body: [UInt8] { reception.body }
    /// The limit the body passed, once it did.
    var overflow: Int? { reception.overflow }

    /// Where a 3xx answer points, resolved by libcurl; set on the I/O thread before `finish`, which
    /// hands it over with the result (read from the task, it races under ThreadSanitizer).
    @exclusivity(unchecked) var redirectURL: String?

    init(request: HTTPRequest, limits: TransportLimits, userAgent: String) {
        self.request = request
        self.limits = limits
        self.userAgent = userAgent
        reception = Reception(bodyLimit: min(limits.maxBodyBytes, request.bodyCap ?? .max), cap: limits.maxBodyBytes,
                              isHead: request.method == .head)
    }

    /// Resumes the waiting task once; later calls do nothing.
    func finish(_ result: Result<HTTPResponse, HTTPError>) {
        continuation?.resume(returning: (result, redirectURL))
        continuation = nil
    }

    /// Takes a chunk of decoded body; refusing it (returning 0) makes curl stop the transfer.
    func receiveBody(_ chunk: UnsafeRawBufferPointer) -> Int { reception.receiveBody(chunk) }

    /// Takes one raw header line; false stops the transfer (headers that declare a body past the cap).
    func receiveHeaderLine(_ raw: UnsafeRawBufferPointer) -> Bool { reception.receiveHeaderLine(raw) }

    /// Refuses what can never be sent: a non-HTTP scheme, or a URL with spaces or controls.
    static func validate(_ request: HTTPRequest) throws(HTTPError) {
        var url = request.url
        // One pass over the URL's bytes, not scalars: every byte of a non-ASCII scalar is 0x80 or more.
        let fault: HTTPError? = url.withUTF8 { bytes in
            guard hasScheme(bytes, "http://") || hasScheme(bytes, "https://") else {
                return .invalidRequest("only http and https URLs are fetched")
            }
            for byte in bytes where byte <= 0x20 || byte >= 0x7F {
                return .invalidRequest("the URL has spaces, control or non-ASCII characters")
            }
            return nil
        }
        if let fault { throw fault }
        for (name, value) in request.headers
        where name.utf8.contains(where: isLineBreak) || value.utf8.contains(where: isLineBreak) {
            throw .invalidRequest("header \(name.prefix(40)) contains a line break")
        }
    }

    /// Whether `url` starts with `scheme` (lower-case), ignoring the case of its letters.
    private static func hasScheme(_ url: UnsafeBufferPointer<UInt8>, _ scheme: StaticString) -> Bool {
        guard url.count >= scheme.utf8CodeUnitCount else { return false }
        for index in 0..<scheme.utf8CodeUnitCount {
            let byte = url[index]
            let lower = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
            guard lower == scheme.utf8Start[index] else { return false }
        }
        return true
    }

    private static func isLineBreak(_ byte: UInt8) -> Bool { byte == 0x0D || byte == 0x0A || byte == 0 }
}
