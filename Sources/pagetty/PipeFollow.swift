import Foundation
import Networking
import Paging
import Shell

/// Pipe mode's run, plain or with `--follow`, as both commands start it.
///
/// Threading: main actor (it drives a `PipeRunner`).
@MainActor
enum PipeFollow {
    /// Runs `runner`; with `policy`, follows `source` afterwards until the reader leaves (noticed
    /// at once, even between polls), the limit, a signal, or a failure.
    /// `transport` is the runner's: the ETag of the page it read makes the first poll conditional.
    @discardableResult
    static func run(_ runner: PipeRunner, policy: FollowPolicy?, direction: FollowDirection?, source: any PageSource,
                    transport: ETagRecorder) async throws(PipeError) -> Int {
        // A signal ends the run between writes, never inside one: the reader gets whole lines.
        PipeSignals.install()
        guard let policy else { return try await runner.run() }
        let task = Task { @MainActor () -> Result<Int, PipeError> in
            do throws(PipeError) {
                return .success(try await runner.runFollowing(source: source, transport: transport, policy: policy,
                                                              direction: direction, clock: ContinuousClock(), etags: transport))
            } catch {
                return .failure(error)
            }
        }
        ReaderWatch.start { task.cancel() }
        return try await task.value.get()
    }
}
