import Diagnostics
import Networking

/// The one `CurlTransport` a run uses, whatever the mode.
enum LiveTransport {
    /// Trusts the PEM file named by `SSL_CERT_FILE` or `CURL_CA_BUNDLE` when set (as OpenSSL
    /// and curl do: a company proxy's certificate authority), else the system's; reports each
    /// request (URL, status, time; never headers) to the trace when `PAGETTY_TRACE` is on.
    /// `maxPageBytes` caps each answer's body (`[paging] max_page_mb`).
    static func make(environment: [String: String], maxPageBytes: Int = TransportLimits.defaultMaxBodyBytes) -> CurlTransport {
        var limits = TransportLimits()
        limits.maxBodyBytes = maxPageBytes
        let bundle = caBundle(environment: environment)
        guard let trace = Trace.shared else { return CurlTransport(limits: limits, caBundle: bundle) }
        return CurlTransport(limits: limits, caBundle: bundle) { request, result in
            switch result {
            case .success(let response):
                trace.request(url: response.effectiveURL, status: response.status,
                              ms: Double(response.timings.totalMicros) / 1000)
            case .failure(let error):
                // status 0: no HTTP answer; the whole text here, the short one on screen.
                trace.request(url: request.url, status: 0, ms: 0, error: error.description)
            }
        }
    }

    /// The PEM file the environment names for curl to trust, if any.
    static func caBundle(environment: [String: String]) -> String? {
        [environment["SSL_CERT_FILE"], environment["CURL_CA_BUNDLE"]].compactMap { $0 }.first { !$0.isEmpty }
    }
}
