/// Holds image decodes back so that at most `maxConcurrent` run at once and the pixels they are
/// decoding stay within `maxBytes`: a screen of thumbnails whose headers each claim 4096×4096
/// (64 MiB of RGBA apiece) then decodes one or two at a time, not all at once.
///
/// An actor; waiting decodes are admitted in arrival order. A decode larger than the whole
/// budget would run alone, so that no picture waits forever; `FetchOutcome.decode` refuses such
/// a picture before it gets here.
actor DecodeGate {
    /// Decodes allowed at once.
    let maxConcurrent: Int
    /// Decoded bytes allowed at once (RGBA, the size the decoder will allocate).
    let maxBytes: Int
    /// Decodes running now.
    private(set) var running = 0
    /// Their bytes.
    private(set) var bytesInUse = 0
    /// The most decodes that ran at once, and the most bytes (tests read them).
    private(set) var peakRunning = 0
    private(set) var peakBytes = 0
    private var waiting: [(bytes: Int, continuation: CheckedContinuation<Void, Never>)] = []
    /// Decodes waiting for a place.
    var waitingCount: Int { waiting.count }

    /// A gate; two decodes and 96 MiB unless said otherwise (one 4096×4096 picture at a time).
    init(maxConcurrent: Int = 2, maxBytes: Int = 96 * 1024 * 1024) {
        self.maxConcurrent = max(1, maxConcurrent)
        self.maxBytes = max(0, maxBytes)
    }

    /// Runs `decode` off the actor once a place and `bytes` of budget are free.
    @concurrent
    nonisolated func run<T: Sendable, E: Error>(bytes: Int, _ decode: @Sendable () throws(E) -> T) async throws(E) -> T {
        await acquire(bytes)
        let result = Result { () throws(E) -> T in try decode() }
        await release(bytes)
        return try result.get()
    }

    /// Waits for a place and `bytes` of budget, and takes them.
    func acquire(_ bytes: Int) async {
        if waiting.isEmpty, fits(bytes) { return take(bytes) }
        await withCheckedContinuation { waiting.append((bytes, $0)) }
    }

    /// Gives back a place and `bytes`, admitting whoever now fits.
    func release(_ bytes: Int) {
        running -= 1
        bytesInUse -= bytes
        while let next = waiting.first, fits(next.bytes) {
            waiting.removeFirst()
            take(next.bytes)
            next.continuation.resume()
        }
    }

    private func fits(_ bytes: Int) -> Bool {
        running < maxConcurrent && (running == 0 || bytesInUse + bytes <= maxBytes)
    }

    private func take(_ bytes: Int) {
        running += 1
        bytesInUse += bytes
        peakRunning = max(peakRunning, running)
        peakBytes = max(peakBytes, bytesInUse)
    }
}
