import Networking

/// Loads pictures by URL for the list and the detail pane: one transfer per URL however many
/// rows ask, a byte-bounded memory cache of thumbnails, an optional disk cache, and a
/// remembered failure per URL so a missing image is not asked for again and again.
///
/// An actor: all bookkeeping is serialised on it. Transfers, decoding and disk I/O run in
/// a separate task per URL, off the actor. Cancelling the task that called `load` withdraws
/// that caller; when every caller of a URL has withdrawn, its transfer is cancelled.
public actor ImageLoader {
    private struct Flight {
        let token: Int
        let task: Task<Void, Never>
        var waiters: [Int: CheckedContinuation<FetchOutcome, Never>]
    }

    private let transport: any Transport
    private let disk: DiskCache?
    private let limits: ImageLimits
    private let thumbnailSide: Int
    private let failureCapacity: Int
    /// Bounds the decodes of every flight together: how many at once and their pixels.
    nonisolated let decodes: DecodeGate
    private var memory: MemoryCache<String, RGBAImage>
    private var failures: [String: ImageFailure] = [:]
    private var failureOrder: [String] = []
    private var flights: [String: Flight] = [:]
    private var nextID = 0

    /// A loader fetching through `transport`.
    /// - Parameters:
    ///   - disk: where encoded images persist between runs; nil keeps them in memory only.
    ///   - memoryBudget: bytes of decoded thumbnails kept in memory.
    ///   - thumbnailSide: thumbnails are shrunk to at most this many pixels a side, enough for
    ///     a 128-column pane; every cell box is rendered from the thumbnail.
    ///   - failureCapacity: how many failed URLs are remembered.
    ///   - decodeBudget: bytes of pixels being decoded at once, by at most two decodes; with the
    ///     memory budget it bounds what pictures take, whatever their headers claim.
    public init(transport: any Transport, disk: DiskCache? = nil, memoryBudget: Int = 8 * 1024 * 1024,
                limits: ImageLimits = ImageLimits(), thumbnailSide: Int = 128, failureCapacity: Int = 4096,
                decodeBudget: Int = 96 * 1024 * 1024) {
        decodes = DecodeGate(maxConcurrent: 2, maxBytes: decodeBudget)
        self.transport = transport
        self.disk = disk
        self.limits = limits
        self.thumbnailSide = thumbnailSide
        self.failureCapacity = failureCapacity
        memory = MemoryCache(budget: memoryBudget)
    }

    /// The picture at `url` fitted to `box`, or why there is none. Never throws: cancellation
    /// of the calling task returns `.placeholder(.cancelled)` at once.
    public func load(_ url: String?, box: CellBox) async -> ImageResult {
        guard let url, !url.isEmpty else { return .placeholder(.noImage) }
        if let thumb = memory.value(for: url) { return .image(thumb.cells(fitting: box)) }
        if let failure = failures[url] { return .placeholder(failure) }
        guard !Task.isCancelled else { return .placeholder(.cancelled) }
        let id = nextID
        nextID += 1
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in join(url, id: id, continuation) }
        } onCancel: {
            Task { await self.leave(url, id: id) }
        }
        switch outcome {
        case .thumb(let thumb): return .image(thumb.cells(fitting: box))
        case .failure(let failure): return .placeholder(failure)
        }
    }

    /// Withdraws every caller waiting for `url` (its row scrolled away) and cancels the transfer.
    public func cancel(url: String) {
        guard let flight = flights.removeValue(forKey: url) else { return }
        flight.task.cancel()
        for waiter in flight.waiters.values { waiter.resume(returning: .failure(.cancelled)) }
    }

    /// Forgets remembered failures, so the next load of those URLs tries again (a manual refresh).
    public func forgetFailures() {
        failures.removeAll()
        failureOrder.removeAll()
    }

    /// URLs with a transfer under way.
    public var inFlightCount: Int { flights.count }

    /// Bytes of thumbnails held in memory.
    public var memoryBytes: Int { memory.totalBytes }

    private func join(_ url: String, id: Int, _ waiter: CheckedContinuation<FetchOutcome, Never>) {
        if flights[url] != nil {
            flights[url]!.waiters[id] = waiter
            return
        }
        let token = id
        let (transport, disk, limits, side, gate) = (transport, disk, limits, thumbnailSide, decodes)
        let task = Task {
            let outcome = await FetchOutcome.fetch(url, transport: transport, disk: disk, limits: limits, thumbnailSide: side,
                                                   gate: gate)
            finish(url, token: token, outcome)
        }
        flights[url] = Flight(token: token, task: task, waiters: [id: waiter])
    }

    private func leave(_ url: String, id: Int) {
        guard var flight = flights[url], let waiter = flight.waiters.removeValue(forKey: id) else { return }
        waiter.resume(returning: .failure(.cancelled))
        if flight.waiters.isEmpty {
            flight.task.cancel()
            flights[url] = nil
        } else {
            flights[url] = flight
        }
    }

    private func finish(_ url: String, token: Int, _ outcome: FetchOutcome) {
        switch outcome {
        case .thumb(let thumb):
            // Kept even when every caller left: the bytes are here already.
            memory.insert(thumb, bytes: thumb.byteCount, for: url)
        case .failure(.cancelled):
            break
        case .failure(let failure):
            guard flights[url]?.token == token else { break }
            remember(failure, for: url)
        }
        guard let flight = flights[url], flight.token == token else { return }
        flights[url] = nil
        for waiter in flight.waiters.values { waiter.resume(returning: outcome) }
    }

    private func remember(_ failure: ImageFailure, for url: String) {
        if failures.updateValue(failure, forKey: url) == nil { failureOrder.append(url) }
        if failureOrder.count > failureCapacity {
            let dropped = failureOrder.count / 4
            for old in failureOrder.prefix(dropped) { failures[old] = nil }
            failureOrder.removeFirst(dropped)
        }
    }
}

extension ImageLoader {
    /// Callers waiting on `url`'s transfer (for tests).
    func waiterCount(for url: String) -> Int { flights[url]?.waiters.count ?? 0 }

    /// Failures remembered (for tests).
    var failureCount: Int { failures.count }
}
