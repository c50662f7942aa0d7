import Networking
import Paging
import Shell
import Testing
import TestSupport

/// A resumed dump of an offset list that moved between the two runs: rows the earlier run wrote
/// that the move pushed past the page it stopped in are skipped and counted, and a move further
/// than the checkpoint's window is said.
@MainActor @Suite(.serialized, .timeLimit(.minutes(2))) struct ResumeMovedListTests {
    /// The options of `MovingList` as a generic offset list, ten a page (the stub answers; nothing listens).
    static let options = ["url": "http://127.0.0.1:9/list", "items": "data.items", "title": "name",
                          "strategy": "offset:offset,limit", "per_page": "10", "total": "meta.total"]

    /// The stub serving `list`.
    static func transport(_ list: MovingList) -> StubTransport {
        StubTransport { request in
            let answer = list.answer(path: request.url)
            return HTTPResponse(status: answer.status, body: answer.body, effectiveURL: request.url)
        }
    }

    /// Fifteen items posted at the head after 30 rows were written: the page read again (offset 20)
    /// now holds rows 5…14 and the last id written is on the next one. Every item is written once.
    @Test func rowsPushedPastTheResumedPageAreSkippedAndCounted() async throws {
        let list = MovingList(count: 60)
        let directory = TemporaryDirectory(); defer { directory.remove() }
        let store = CheckpointStore(directory: directory.path + "/checkpoints")
        let whole = try await ResumeDump.run(Self.options, limit: nil, from: nil, store: store, transport: Self.transport(list))
        #expect(whole.lines.count == 60)
        let first = try await ResumeDump.run(Self.options, limit: 30, from: nil, store: store, transport: Self.transport(list))
        guard case .checkpoint(let checkpoint) = first.saved else { Issue.record("no checkpoint"); return }
        list.post(15)
        let rest = try await ResumeDump.run(Self.options, limit: nil, from: checkpoint, store: store, transport: Self.transport(list))
        #expect(first.lines + rest.lines == whole.lines, "\(rest.notices)")
        #expect(rest.notices.contains(PagingNotice.writtenBefore(count: 15).description), "\(rest.notices)")
        #expect(rest.notices.last == "list changed since the first run: 15 rows already written were skipped")
        #expect(!rest.notices.contains { $0.contains("may hold rows twice") }, "\(rest.notices)")
    }

    /// 120 items posted at the head after 150 rows: the page read again holds rows written before
    /// the window's 100, so some come again; that is said, and no row is lost.
    @Test func aMoveFurtherThanTheWindowIsSaidAndLosesNothing() async throws {
        let list = MovingList(count: 300)
        let directory = TemporaryDirectory(); defer { directory.remove() }
        let store = CheckpointStore(directory: directory.path + "/checkpoints")
        let whole = try await ResumeDump.run(Self.options, limit: nil, from: nil, store: store, transport: Self.transport(list))
        let first = try await ResumeDump.run(Self.options, limit: 150, from: nil, store: store, transport: Self.transport(list))
        guard case .checkpoint(let checkpoint) = first.saved else { Issue.record("no checkpoint"); return }
        #expect(checkpoint.window.count == Checkpoint.windowSize)
        list.post(120)
        let rest = try await ResumeDump.run(Self.options, limit: nil, from: checkpoint, store: store, transport: Self.transport(list))
        #expect(rest.notices.contains(PagingNotice.movedPastCheckpoint(kept: 100).description), "\(rest.notices)")
        #expect(Set(first.lines + rest.lines) == Set(whole.lines), "a row lost")
        // The window's rows (50…149) are still skipped: only rows written before it come again.
        #expect(rest.notices.contains(PagingNotice.writtenBefore(count: 100).description), "\(rest.notices)")
        #expect(rest.lines.count == 150 + 30)
    }
}
