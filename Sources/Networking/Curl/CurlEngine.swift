import CCurl
import Foundation
import Synchronization

/// The multi handle and the one thread that drives it; also a `TaskExecutor` on that thread.
///
/// The I/O thread is a thread of the engine's own, or the main thread (`MainLoop`), which then
/// also runs the main actor's jobs and dispatch's main queue between polls.
///
/// Threading: `submit`, `enqueue`, `enqueueMain` and `shutdown` are safe from any thread
/// (mutex-guarded queues, then `curl_multi_wakeup`, which libcurl documents as thread-safe).
/// Everything else runs on the I/O thread only. Jobs run on the I/O thread between polls, so
/// they must never block.
final class CurlEngine: TaskExecutor, @unchecked Sendable {
    /// Work for the I/O thread.
    enum Command {
        case start(CurlTransfer)
        case cancel(CurlTransfer)
    }

    private let multi: UnsafeMutableRawPointer
    private let caBundle: String?
    private let inbox = Mutex<Inbox>(Inbox())
    private let stopping = Atomic<Bool>(false)
    let connectionsOpened = Atomic<Int>(0)
    /// Whether the main thread drives this engine (`MainLoop`): it lives as long as the process.
    let drivesMainLoop: Bool
    /// The I/O thread's id, set once when it starts (0 before).
    private let ioThread = Atomic<UInt>(0)

    // I/O thread only, so not checked for exclusive access at run time (see CurlTransfer).
    /// Handles libcurl is carrying a transfer with (each knows its place here: `activeIndex`).
    @exclusivity(unchecked) private var active: [CurlHandle] = []
    @exclusivity(unchecked) private var spare: [CurlHandle] = []

    /// Work handed to the I/O thread, taken all at once on each turn of its loop.
    private struct Inbox {
        var commands: [Command] = []
        var jobs: [UnownedJob] = []
        var mainJobs: [UnownedJob] = []
        var isEmpty: Bool { commands.isEmpty && jobs.isEmpty && mainJobs.isEmpty }

        mutating func removeAll() {
            commands.removeAll(keepingCapacity: true)
            jobs.removeAll(keepingCapacity: true)
            mainJobs.removeAll(keepingCapacity: true)
        }
    }

    /// Starts the I/O thread; its handles trust `caBundle` (PEM) instead of the system's CAs.
    convenience init(caBundle: String?) {
        self.init(caBundle: caBundle, drivesMainLoop: false)
        let thread = Thread { [self] in run(mainQueue: nil, mainExecutor: nil) }
        thread.name = "pagetty-curl"
        thread.start()
    }

    /// An engine whose I/O thread is the main thread, once `MainLoop` calls `run` there.
    convenience init(mainLoopWith caBundle: String?) {
        self.init(caBundle: caBundle, drivesMainLoop: true)
    }

    private init(caBundle: String?, drivesMainLoop: Bool) {
        self.caBundle = caBundle
        self.drivesMainLoop = drivesMainLoop
        multi = curl_multi_init()
        _ = pt_multi_setopt_long(multi, CURLMOPT_MAXCONNECTS, 32)
    }

    /// Hands `command` to the I/O thread and wakes it.
    func submit(_ command: Command) {
        if stopping.load(ordering: .acquiring), case .start(let transfer) = command {
            return transfer.finish(.failure(.cancelled))
        }
        inbox.withLock { $0.commands.append(command) }
        wake()
    }

    /// Runs `job` on the I/O thread: a task that prefers this executor resumes right where its
    /// transfer completed, with no hop to another thread and back.
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        guard !stopping.load(ordering: .acquiring) else {
            return globalConcurrentExecutor.enqueue(job)
        }
        inbox.withLock { $0.jobs.append(job) }
        wake()
    }

    /// Runs a main-actor job on the I/O thread, which is then the main thread (`MainLoop`).
    func enqueueMain(_ job: UnownedJob) {
        inbox.withLock { $0.mainJobs.append(job) }
        wake()
    }

    /// Wakes the I/O thread, unless this is it: it looks at the inbox before it next polls.
    private func wake() {
        if ioThread.load(ordering: .relaxed) == UInt(pthread_self()) { return }
        curl_multi_wakeup(multi)
    }

    /// Asks the I/O thread to cancel everything and exit.
    func shutdown() {
        stopping.store(true, ordering: .releasing)
        curl_multi_wakeup(multi)
    }

    /// The I/O loop, on the thread that calls it. On the main thread (`MainLoop`) it also runs
    /// dispatch's main queue (`mainQueue` is its eventfd) and the main actor's jobs
    /// (`mainExecutor`), so a request sent from the main actor and the answer that resumes it
    /// wake no other thread.
    func run(mainQueue: Int32?, mainExecutor: UnownedSerialExecutor?) {
        ioThread.store(UInt(pthread_self()), ordering: .relaxed)
        var running: Int32 = 0
        var taken = Inbox()
        while !stopping.load(ordering: .acquiring) {
            if mainQueue != nil { pt_main_queue_drain() }
            // Jobs resumed here usually start their next request at once: take that in the same
            // turn (a few passes at most, so a task that keeps yielding cannot starve curl).
            for _ in 0..<4 {
                // Swapped with arrays kept from the last turn: no allocation per job or request.
                inbox.withLock { swap(&$0, &taken) }
                if taken.isEmpty { break }
                for job in taken.jobs {
                    // Under `MainLoop` this is the main thread, between main-actor jobs: a task
                    // resumed here that goes on on the main actor (a page sent from it) goes on
                    // at once, instead of queueing a second job for the same thread.
                    if let mainExecutor {
                        job.runSynchronously(isolatedTo: mainExecutor, taskExecutor: asUnownedTaskExecutor())
                    } else {
                        job.runSynchronously(on: asUnownedTaskExecutor())
                    }
                }
                if let mainExecutor {
                    for job in taken.mainJobs { job.runSynchronously(on: mainExecutor) }
                }
                for command in taken.commands {
                    switch command {
                    case .start(let transfer): start(transfer)
                    case .cancel(let transfer): cancel(transfer)
                    }
                }
                taken.removeAll()
            }
            curl_multi_perform(multi, &running)
            var easy: UnsafeMutableRawPointer?
            var code = CURLE_OK
            while pt_multi_next_done(multi, &easy, &code) != 0, let easy {
                complete(easy, code)
            }
            // Work already waiting (a resumed task, a new request) goes first; else wait for
            // sockets, curl's own next timer or a wakeup, whichever comes first.
            if !inbox.withLock({ $0.isEmpty }) { continue }
            if let mainQueue {
                if pt_multi_poll_with(multi, mainQueue, 10_000) != 0 {
                    var count: UInt64 = 0
                    _ = read(mainQueue, &count, 8)
                }
            } else {
                curl_multi_poll(multi, nil, 0, 10_000, nil)
            }
        }
        let left = inbox.withLock { $0 }
        for transfer in left.commands.compactMap(\.transfer) + active.compactMap(\.transfer) {
            transfer.finish(.failure(.cancelled))
        }
        for job in left.jobs { globalConcurrentExecutor.enqueue(job) }
        for handle in active { curl_multi_remove_handle(multi, handle.easy) }
        active.removeAll()
        spare.removeAll()
        curl_multi_cleanup(multi)
    }

    private func start(_ transfer: CurlTransfer) {
        guard !transfer.cancelled.load(ordering: .relaxed) else {
            transfer.finish(.failure(.cancelled))
            return
        }
        guard let handle = spare.popLast() ?? CurlHandle(caBundle: caBundle), handle.prepare(for: transfer) else {
            transfer.finish(.failure(.invalidRequest("libcurl refused the request options")))
            return
        }
        // Refused (out of memory), the transfer would never complete and its task never resume.
        guard curl_multi_add_handle(multi, handle.easy) == CURLM_OK else {
            if spare.count < 16 { spare.append(handle) }
            transfer.finish(.failure(.transport(code: Int(CURLE_OUT_OF_MEMORY.rawValue), message: "libcurl refused the transfer")))
            return
        }
        transfer.handle = handle
        handle.transfer = transfer
        handle.activeIndex = active.count
        active.append(handle)
    }

    private func cancel(_ transfer: CurlTransfer) {
        guard let handle = transfer.handle, handle.transfer === transfer else { return }
        release(handle)
        transfer.finish(.failure(.cancelled))
    }

    private func complete(_ easy: UnsafeMutableRawPointer, _ code: CURLcode) {
        guard let handle = CurlHandle.owning(easy), let transfer = handle.transfer else {
            curl_multi_remove_handle(multi, easy)
            return
        }
        let info = handle.info()
        connectionsOpened.add(info.timings.newConnections, ordering: .relaxed)
        let result: Result<HTTPResponse, HTTPError>
        if code == CURLE_OK {
            if (300..<400).contains(info.status) { transfer.redirectURL = handle.redirectURL() }
            // libcurl follows no redirect (CurlTransport does, hop by hop): the URL that answered is
            // the one this transfer asked.
            result = .success(HTTPResponse(status: info.status, headers: transfer.reception.headers, body: transfer.reception.body,
                                           effectiveURL: transfer.request.url, httpVersion: info.version,
                                           timings: info.timings))
        } else {
            result = .failure(error(code, transfer: transfer, handle: handle, milliseconds: Int(info.timings.totalMicros / 1000)))
        }
        release(handle)
        transfer.finish(result)
    }

    private func error(_ code: CURLcode, transfer: CurlTransfer, handle: CurlHandle, milliseconds: Int) -> HTTPError {
        if let limit = transfer.overflow { return .bodyTooLarge(limit: limit) }
        switch code {
        case CURLE_OPERATION_TIMEDOUT: return .timedOut(url: transfer.request.url, milliseconds: milliseconds)
        case CURLE_GOT_NOTHING: return .noData
        case CURLE_WEIRD_SERVER_REPLY: return .invalidResponse(handle.errorText(code))
        case CURLE_OUT_OF_MEMORY where !transfer.reception.headersEnded: return .invalidResponse("a header line longer than 100 KiB")
        default: return .transport(code: Int(code.rawValue), message: handle.errorText(code))
        }
    }

    private func release(_ handle: CurlHandle) {
        curl_multi_remove_handle(multi, handle.easy)
        handle.transfer?.handle = nil
        handle.transfer = nil
        // Out of the active list by moving the last handle into its place.
        let last = active.removeLast()
        if last !== handle {
            active[handle.activeIndex] = last
            last.activeIndex = handle.activeIndex
        }
        handle.activeIndex = -1
        if spare.count < 16 { spare.append(handle) }
    }
}

extension CurlEngine.Command {
    var transfer: CurlTransfer? {
        if case .start(let transfer) = self { return transfer }
        return nil
    }
}
