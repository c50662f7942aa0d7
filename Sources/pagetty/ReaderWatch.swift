import Foundation

/// Notices the reader of stdout going away (`| head` exiting) while nothing is being written,
/// which a follow waiting a minute between polls would otherwise learn only at its next line.
///
/// Threading: one plain thread blocked in poll(2); it calls `gone` from that thread, once.
enum ReaderWatch {
    /// Watches fd 1 until it reports an error or hangup (a pipe without a reader, a closed
    /// terminal); a regular file never does, so the thread then just waits with the process.
    static func start(_ gone: @escaping @Sendable () -> Void) {
        let thread = Thread {
            while true {
                // No events asked for: poll returns only for POLLERR, POLLHUP or POLLNVAL.
                var watched = pollfd(fd: 1, events: 0, revents: 0)
                let ready = poll(&watched, 1, -1)
                if ready < 0, errno == EINTR { continue }
                if ready > 0 { gone() }
                return
            }
        }
        thread.start()
    }
}
