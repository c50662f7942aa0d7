import CCurl
#if canImport(Glibc)
import Glibc
#endif

/// Process-wide libcurl set-up, done once before the first transfer.
enum CurlGlobal {
    // A static let is initialised once, thread-safely, on first use.
    private static let initialized: Bool = {
        // Writes to a closed socket must fail with EPIPE, not kill the process.
        signal(SIGPIPE, SIG_IGN)
        pt_set_sinks(curlBodySink, curlHeaderSink)
        return pt_global_init() == CURLE_OK
    }()

    /// Runs the one-time initialisation if it has not run yet.
    static func ensureInitialized() { _ = initialized }
}

// C callbacks cannot capture context; the transfer arrives as the opaque pointer.
func curlBodySink(_ context: UnsafeMutableRawPointer?, _ data: UnsafePointer<CChar>?, _ length: Int) -> Int {
    guard let context, let data else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    return transfer.receiveBody(UnsafeRawBufferPointer(start: data, count: length))
}

func curlHeaderSink(_ context: UnsafeMutableRawPointer?, _ data: UnsafePointer<CChar>?, _ length: Int) -> Int {
    guard let context, let data else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    return transfer.receiveHeaderLine(UnsafeRawBufferPointer(start: data, count: length)) ? length : 0
}
