import CCurl

/// An owned curl easy handle with its error buffer and header list.
///
/// Threading: used only on the I/O thread (so its properties are not checked for exclusive access
/// at run time; see CurlTransfer).
final class CurlHandle {
    let easy: UnsafeMutableRawPointer
    let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
    @exclusivity(unchecked) private var headerList: UnsafeMutablePointer<curl_slist>?
    // What the last transfer set (options stay set across transfers).
    @exclusivity(unchecked) private var userAgent: String?
    @exclusivity(unchecked) private var limits: TransportLimits?
    @exclusivity(unchecked) private var method: HTTPRequest.Method?
    /// The transfer this handle carries, while it does.
    @exclusivity(unchecked) var transfer: CurlTransfer?
    /// Where this handle is in the engine's list of active handles, while it is there.
    @exclusivity(unchecked) var activeIndex = -1

    /// A handle that trusts the certificates in `caBundle` (a PEM file) instead of the system's.
    init?(caBundle: String?) {
        guard let easy = curl_easy_init() else { return nil }
        self.easy = easy
        guard setFixedOptions(caBundle: caBundle) else { return nil }
    }

    /// The handle whose `easy` this is (its `CURLOPT_PRIVATE`), found without a lookup table.
    static func owning(_ easy: UnsafeMutableRawPointer) -> CurlHandle? {
        var handle: UnsafeMutableRawPointer?
        guard pt_easy_getinfo_pointer(easy, CURLINFO_PRIVATE, &handle) == CURLE_OK, let handle else { return nil }
        return Unmanaged<CurlHandle>.fromOpaque(handle).takeUnretainedValue()
    }

    /// Options that never change between requests: set once, not after every reset.
    private func setFixedOptions(caBundle: String?) -> Bool {
        var ok = true
        func set(_ option: CURLoption, _ value: Int) { ok = ok && pt_easy_setopt_long(easy, option, value) == CURLE_OK }
        func set(_ option: CURLoption, _ value: String) { ok = ok && pt_easy_setopt_string(easy, option, value) == CURLE_OK }
        set(CURLOPT_NOSIGNAL, 1)
        set(CURLOPT_PROTOCOLS_STR, "http,https")
        set(CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        // Redirects are followed by CurlTransport itself (RedirectPolicy): libcurl would forward
        // every custom header, an `X-Api-Key` too, to whatever origin a Location names.
        set(CURLOPT_FOLLOWLOCATION, 0)
        set(CURLOPT_ACCEPT_ENCODING, "gzip, deflate")
        set(CURLOPT_HTTP_VERSION, Int(CURL_HTTP_VERSION_2TLS))
        // curl's own command-line tool reads 100 KB at a time (`BUFFER_SIZE` in tool_operate.c),
        // not libcurl's default 16 KiB: a page of 100 users is then one read and one write
        // callback instead of six of each, each with its poll.
        set(CURLOPT_BUFFERSIZE, 102_400)
        if let caBundle { set(CURLOPT_CAINFO, caBundle) }
        // A transfer that ends while its name lookup is still out (the connect limit, a cancel)
        // otherwise waits in libcurl for the resolver thread to finish: on the main thread
        // (`MainLoop`) that froze keys, frames, signals and every other transfer for as long as
        // an unanswered lookup takes. With it libcurl leaves the thread to end on its own.
        // Not folded into `ok`: a libcurl older than 7.87 does not know it and is still usable.
        _ = pt_easy_setopt_long(easy, CURLOPT_QUICK_EXIT, 1)
        // Unretained: the engine keeps every handle it has handed to libcurl.
        ok = ok && pt_easy_setopt_pointer(easy, CURLOPT_PRIVATE, Unmanaged.passUnretained(self).toOpaque()) == CURLE_OK
        return ok && pt_easy_sinks(easy) == CURLE_OK
            && pt_easy_setopt_pointer(easy, CURLOPT_ERRORBUFFER, errorBuffer) == CURLE_OK
    }

    deinit {
        curl_slist_free_all(headerList)
        curl_easy_cleanup(easy)
        errorBuffer.deallocate()
    }

    /// Sets the options of `transfer` (all that vary between requests) and points the callbacks at it.
    /// Options stay set from one transfer to the next: those equal to the last transfer's are not
    /// set again (libcurl copies a string option, and a limit is arithmetic on Durations, each time).
    func prepare(for transfer: CurlTransfer) -> Bool {
        errorBuffer[0] = 0
        let request = transfer.request
        var ok = pt_easy_route(easy, Unmanaged.passUnretained(transfer).toOpaque()) == CURLE_OK
        func set(_ option: CURLoption, _ value: Int) { ok = ok && pt_easy_setopt_long(easy, option, value) == CURLE_OK }
        func set(_ option: CURLoption, _ value: String) { ok = ok && pt_easy_setopt_string(easy, option, value) == CURLE_OK }

        set(CURLOPT_URL, request.url)
        if transfer.limits != limits {
            let limits = transfer.limits
            set(CURLOPT_CONNECTTIMEOUT_MS, Int(limits.connectTimeout.milliseconds))
            set(CURLOPT_TIMEOUT_MS, Int(limits.totalTimeout.milliseconds))
            set(CURLOPT_LOW_SPEED_LIMIT, limits.lowSpeedBytesPerSecond)
            set(CURLOPT_LOW_SPEED_TIME, max(1, Int(limits.lowSpeedTime.milliseconds / 1000)))
            self.limits = limits
        }
        if transfer.userAgent != userAgent {
            set(CURLOPT_USERAGENT, transfer.userAgent)
            userAgent = transfer.userAgent
        }
        // HTTPGET also clears NOBODY and POST left by an earlier request on this handle.
        if request.method != .get || method != .get {
            set(CURLOPT_HTTPGET, 1)
            method = request.method
        }
        switch request.method {
        case .get: break
        case .head: set(CURLOPT_NOBODY, 1)
        case .post:
            set(CURLOPT_POST, 1)
            let body = request.body ?? []
            set(CURLOPT_POSTFIELDSIZE, body.count)
            body.withUnsafeBytes { bytes in
                ok = ok && pt_easy_setopt_pointer(easy, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: bytes.baseAddress)) == CURLE_OK
            }
        }
        if headerList != nil || !request.headers.isEmpty {
            curl_slist_free_all(headerList)
            headerList = nil
            for (name, value) in request.headers where !HTTPHeaders.namesMatch(name, "user-agent") {
                headerList = curl_slist_append(headerList, "\(name): \(value)")
            }
            ok = ok && pt_easy_setopt_slist(easy, CURLOPT_HTTPHEADER, headerList) == CURLE_OK
        }
        return ok
    }

    /// The status, HTTP version and timings of the finished transfer.
    func info() -> (status: Int, version: String, timings: HTTPResponse.Timings) {
        var status = 0
        var version = 0
        var connects = 0
        var connect: curl_off_t = 0, firstByte: curl_off_t = 0, total: curl_off_t = 0
        _ = pt_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
        _ = pt_easy_getinfo_long(easy, CURLINFO_HTTP_VERSION, &version)
        _ = pt_easy_getinfo_long(easy, CURLINFO_NUM_CONNECTS, &connects)
        _ = pt_easy_getinfo_off_t(easy, CURLINFO_CONNECT_TIME_T, &connect)
        _ = pt_easy_getinfo_off_t(easy, CURLINFO_STARTTRANSFER_TIME_T, &firstByte)
        _ = pt_easy_getinfo_off_t(easy, CURLINFO_TOTAL_TIME_T, &total)
        let timings = HTTPResponse.Timings(connectMicros: Int64(connect), firstByteMicros: Int64(firstByte),
                                           totalMicros: Int64(total), newConnections: connects)
        return (status, Self.versionName(version), timings)
    }

    /// The absolute URL a 3xx answer's Location resolves to (against the request's URL), if any.
    func redirectURL() -> String? {
        var url: UnsafePointer<CChar>?
        guard pt_easy_getinfo_string(easy, CURLINFO_REDIRECT_URL, &url) == CURLE_OK, let url else { return nil }
        return String(cString: url)
    }

    private static func versionName(_ version: Int) -> String {
        switch version {
        case Int(CURL_HTTP_VERSION_1_0): "1.0"
        case Int(CURL_HTTP_VERSION_1_1): "1.1"
        case Int(CURL_HTTP_VERSION_2_0): "2"
        case Int(CURL_HTTP_VERSION_3): "3"
        default: ""
        }
    }

    /// The message curl left for the last failure, or its generic text for `code`.
    func errorText(_ code: CURLcode) -> String {
        let detail = String(cString: errorBuffer)
        return detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail
    }
}

extension Duration {
    var milliseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }
}
