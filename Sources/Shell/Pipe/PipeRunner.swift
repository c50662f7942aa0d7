import Foundation
import Networking
import Paging

/// Pipe mode: pages through a source with the same engine as the browser and writes each item
/// as a line, flushing once per page.
///
/// Threading: main actor, like the `Paginator` it drives. It asks the engine for the first
/// unwritten row (`want(row:)`) and waits for its change signal, so dedupe, retries,
/// rate-limit waits and off-host refusal are the engine's own.
@MainActor
public final class PipeRunner {
    let paginator: Paginator
    let fields: PipeFields
    let format: PipeFormat
    let limit: Int?
    let write: ([UInt8]) async -> Bool
    let diagnose: (String) -> Void
    let wallClock: @Sendable () -> Date
    /// The ids written, recorded only when following will need them (`PipeRunner+Follow`).
    var writtenIDs: FollowedIDs?
    /// The first items written and the last, as id and sort value only (what following needs
    /// to choose its direction and ask past the end), since the rows themselves are let go.
    var firstWritten: [ListItem] = []
    var lastWritten: ListItem?
    /// Where an earlier run's output stopped, when resuming: the source starts at its page.
    let resume: Checkpoint?
    /// Where each write's position goes, staged before the write (`PipeRunner+Checkpoint`).
    let checkpoints: CheckpointWriter?
    /// Rows of the resumed page an earlier run wrote: passed over, never written (nil until that page came).
    var skipped: Int?
    /// The digests of the last ids written (`Checkpoint.window`), oldest first; up to twice the
    /// window before it is cut back, so a row costs no shift of the whole.
    var recentWritten: [String]
    /// Hears the progress after each turn of the run, and nil once it ends (pipe mode's progress line).
    public var onProgress: ((PipeProgress?) -> Void)?

    /// A runner; `write` gets each page's lines (and must flush; false when the reader has gone;
    /// async, so that a reader that stops reading holds up the runner, not the main thread),
    /// `diagnose` gets stderr lines.
    public init(source: any PageSource, transport: any Transport, clock: any Clock<Duration>,
                configuration: PagingConfiguration, fields: PipeFields, format: PipeFormat, limit: Int?,
                write: @escaping ([UInt8]) async -> Bool, diagnose: @escaping (String) -> Void,
                resume: Checkpoint? = nil, checkpoints: CheckpointWriter? = nil) {
        var configuration = configuration
        // A dump must end: rate limits in a row give up after as many waits as other failures' retries.
        configuration.giveUpOnRateLimits = true
        // The rows are read in order: the engine sends the pages certain to be printed ahead of
        // the one asked for, up to `parallel` at once. A resumed first page holds rows already
        // written: the limit counts past them.
        configuration.readsInOrder = true
        configuration.readLimit = limit.map { $0 + (resume?.rowsInPage ?? 0) }
        paginator = Paginator(source: source, transport: transport, clock: clock, configuration: configuration)
        self.fields = fields
        self.format = format
        self.limit = limit
        self.write = write
        self.diagnose = diagnose
        self.wallClock = configuration.wallClock
        self.resume = resume
        self.checkpoints = checkpoints
        self.skipped = resume == nil ? 0 : nil
        self.recentWritten = resume?.window ?? []
    }

    /// The rows the engine holds now: pipe mode keeps none it has written.
    public var heldRows: Int { paginator.heldItemCount }

    /// The most text held before it is written (plus one line): a page of 12 MiB goes out in
    /// pieces this size rather than held whole, a copy of it beside its items.
    public static let writeChunkBytes = 256 * 1024

    /// Writes items until the list ends or `limit` is reached; the count written.
    public func run() async throws(PipeError) -> Int {
        let (changes, signal) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        paginator.onChange = { signal.yield() }
        defer {
            // Said once, at the end, with every such row counted (they can come on several pages).
            if paginator.skippedWrittenBefore > 0 { diagnose(PagingNotice.writtenBefore(count: paginator.skippedWrittenBefore).description) }
            onProgress?(nil)
            paginator.onChange = nil
            paginator.stopReading()
        }
        var written = 0
        var toldWait = false
        var toldKinds: Set<PagingNotice.Kind> = []
        var iterator = changes.makeAsyncIterator()
        while true {
            // Items seen twice are skipped, as in the list; a script's user is told so on stderr,
            // once for each kind of notice: a line per page would bury the output's errors.
            if let notice = paginator.latestNotice, toldKinds.insert(notice.kind).inserted {
                diagnose(notice.description)
            }
            // A resumed run passes over what the earlier one wrote, once its page is here.
            if skipped == nil { skipped = resumedSkip() }
            var lines: [UInt8] = []
            while let skipped, limit.map({ written < $0 }) ?? true, let item = paginator.item(at: skipped + written) {
                lines += fields.line(for: item, format: format)
                writtenIDs?.insert(item.id)
                remember(item)
                written += 1
                if lines.count >= Self.writeChunkBytes {
                    stageCheckpoint(written: written)
                    guard await write(lines) else { return written }
                    lines.removeAll(keepingCapacity: true)
                    paginator.letGo(before: skipped + written)
                }
            }
            let row = (skipped ?? 0) + written
            if !lines.isEmpty {
                stageCheckpoint(written: written)
                // A closed pipe (`| head`) is the reader saying it has enough: stop quietly, and
                // for good (a resume would not know what the reader kept).
                guard await write(lines) else {
                    checkpoints?.finish()
                    return written
                }
            }
            // What is written is never shown again: only its ids stay (`Paginator.letGo`).
            paginator.letGo(before: row)
            if let limit, written >= limit { return written }
            if let seconds = paginator.rateLimitCountdown {
                if !toldWait { diagnose(Self.waitMessage(seconds: seconds, now: wallClock())) }
                toldWait = true
            } else {
                toldWait = false
            }
            onProgress?(progress(row: row, written: written))
            switch paginator.row(at: row) {
            case .error(let error): throw .failed(failureLine(error.description, row: row, written: written))
            case .end(let reason):
                // A list cut short (a page cap, a runaway server) says why; a plain end says nothing.
                if reason != PageStep.endOfListReason { diagnose(reason) }
                checkpoints?.finish()
                return written
            default: break
            }
            // Only the row after the last one written is wanted (`want(row:)` prefetches nothing);
            // the engine reads the pages certain to be printed ahead of it.
            paginator.want(row: row)
            if !paginator.inFlight, paginator.item(at: row) == nil, paginator.failure == nil,
               !paginator.exhausted {
                throw .stalled
            }
            guard await iterator.next() != nil else { return written }
        }
    }

    /// Keeps `item`'s id and sort value if it is among the first 20 written, or the last; and its
    /// id's digest for the checkpoint's window.
    private func remember(_ item: ListItem) {
        let stub = ListItem(id: item.id, cells: [], sortValue: item.sortValue)
        if firstWritten.count < 20 { firstWritten.append(stub) }
        lastWritten = stub
        guard checkpoints != nil else { return }
        recentWritten.append(IDDigest(item.id).short)
        if recentWritten.count >= 2 * Checkpoint.windowSize { recentWritten.removeFirst(recentWritten.count - Checkpoint.windowSize) }
    }

    /// "rate limited: waiting 42 s (until 12:34:56)", in local time.
    static func waitMessage(seconds: Int, now: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return "pagetty: rate limited: waiting \(seconds) s (until \(formatter.string(from: now.addingTimeInterval(Double(seconds)))))"
    }
}
