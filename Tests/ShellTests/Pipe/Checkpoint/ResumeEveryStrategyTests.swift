import Catalog
import MockAPI
import Networking
import Paging
import Shell
import Testing
import TestSupport

/// A dump cut anywhere (a page boundary, or mid-page where `--limit` stops it) and resumed from
/// its checkpoint prints every item exactly once, in order, for every strategy the mock serves.
@MainActor @Suite(.serialized, .timeLimit(.minutes(3))) struct ResumeEveryStrategyTests {
    /// The options of each strategy over the mock's feed of 60, seven a page (so cuts fall inside pages).
    nonisolated static let strategies: [(String, [String: String])] = [
        ("offset", ["url": "/generic/offset", "items": "data.items", "strategy": "offset:offset,limit", "per_page": "7", "total": "meta.total"]),
        ("page", ["url": "/generic/page", "items": "data.items", "strategy": "page:page,per_page", "per_page": "7", "total": "meta.total"]),
        ("link", ["url": "/generic/link?per_page=7", "strategy": "link"]),
        ("cursor", ["url": "/generic/cursor?limit=7", "items": "data.items", "strategy": "cursor:cursor=meta.next_cursor"]),
        ("next", ["url": "/generic/next?limit=7", "items": "data.items", "strategy": "next:next"]),
        ("before", ["url": "/generic/next?limit=7", "items": "data.items", "strategy": "before:after=id"]),
        ("since", ["url": "/generic/since?limit=7", "items": "data.items", "strategy": "since:since_id=id"]),
        ("keyset", ["url": "/generic/keyset?limit=7", "items": "data.items", "strategy": "keyset:after_id=id,after_score=score"]),
        ("time", ["url": "/generic/time?limit=7", "items": "data.items", "strategy": "time:before=created_at"]),
        ("graphql", ["url": "/generic/graphql", "strategy": "graphql:data.items", "per_page": "7",
                     "graphql": "query($first: Int, $after: String) { items(first: $first, after: $after) { nodes { id name } pageInfo { hasNextPage endCursor } } }"]),
        ("body-cursor", ["url": "/generic/notion", "items": "results", "title": "properties.Name.title.0.plain_text",
                         "strategy": "body-cursor:start_cursor=next_cursor", "more": "has_more", "body": #"{"page_size":7}"#]),
        ("search-after", ["url": "/generic/search", "items": "hits.hits", "id": "_id", "title": "_source.name",
                          "strategy": "search-after:search_after=sort", "body": #"{"size":7}"#]),
    ]

    /// Where the first run stops: inside the first page, at its end, one past it, mid-list, one short of the end.
    nonisolated static let cuts = [1, 6, 7, 8, 20, 21, 59]

    @Test(arguments: strategies.map(\.0))
    func cutAnywhereThenResumedPrintsEveryItemOnce(strategy: String) async throws {
        let mock = try await MockServer.start()
        let directory = TemporaryDirectory(); defer { directory.remove() }
        var options = Dictionary(uniqueKeysWithValues: Self.strategies)[strategy]!
        options["url"] = mock.baseURL + options["url"]!
        if options["title"] == nil { options["title"] = "name" }
        let store = CheckpointStore(directory: directory.path + "/checkpoints")
        let whole = try await ResumeDump.run(options, limit: nil, from: nil, store: store)
        #expect(whole.lines.count == 60, "\(whole.lines.count) rows: \(whole.notices)")
        #expect(Set(whole.lines).count == whole.lines.count)
        #expect(whole.saved == .none, "a dump that ended keeps no checkpoint")
        // Each write's checkpoint is what was written by then: pages read ahead (offsets and
        // page numbers go ten wide here) and not yet printed never move it.
        for commit in whole.commits { #expect(commit.checkpoint?.rows == commit.rows) }
        for cut in Self.cuts {
            let first = try await ResumeDump.run(options, limit: cut, from: nil, store: store)
            #expect(first.lines == Array(whole.lines.prefix(cut)))
            guard case .checkpoint(let checkpoint) = first.saved else {
                Issue.record("\(strategy): no checkpoint after \(cut) rows")
                continue
            }
            #expect(checkpoint.rows == cut)
            let rest = try await ResumeDump.run(options, limit: nil, from: checkpoint, store: store)
            #expect(first.lines + rest.lines == whole.lines, "\(strategy) cut at \(cut): \(rest.notices)")
            #expect(rest.notices.isEmpty, "\(rest.notices)")
            #expect(rest.saved == .none)
        }
        await mock.stop()
    }

    /// `--limit` with a resume counts the rows of this run: a dump goes on in batches.
    @Test func aResumeWithALimitGoesOnInBatches() async throws {
        let mock = try await MockServer.start()
        let directory = TemporaryDirectory(); defer { directory.remove() }
        var options = Dictionary(uniqueKeysWithValues: Self.strategies)["offset"]!
        options["url"] = mock.baseURL + options["url"]!
        options["title"] = "name"
        let store = CheckpointStore(directory: directory.path + "/checkpoints")
        let whole = try await ResumeDump.run(options, limit: nil, from: nil, store: store)
        var printed: [String] = []
        var checkpoint: Checkpoint?
        for _ in 0..<7 {
            let batch = try await ResumeDump.run(options, limit: 9, from: checkpoint, store: store)
            printed += batch.lines
            guard case .checkpoint(let saved) = batch.saved else { break }
            checkpoint = saved
        }
        #expect(printed == whole.lines)
        await mock.stop()
    }
}

/// One in-process dump through `PipeRunner` with a checkpoint writer, as pipe mode runs it.
@MainActor enum ResumeDump {
    /// What a dump printed, said, and left saved.
    struct Outcome {
        var lines: [String]
        var notices: [String]
        var saved: CheckpointStore.Found
        /// The checkpoint committed after each write, with the rows printed by then.
        var commits: [(rows: Int, checkpoint: Checkpoint?)]
    }

    /// Printed rows, collected on the main actor.
    @MainActor final class Printed {
        var lines: [String] = []
        var notices: [String] = []
        var commits: [(rows: Int, checkpoint: Checkpoint?)] = []
    }

    static let key = CheckpointKey(["test": "resume"])

    /// Runs the dump of `options` (from `checkpoint` when given) to its end or `limit`.
    static func run(_ options: [String: String], limit: Int?, from checkpoint: Checkpoint?, store: CheckpointStore,
                    parallel: Int = PagingConfiguration().parallel,
                    transport: any Transport = CurlTransport()) async throws -> Outcome {
        let source = try GenericSource(spec: try GenericOptions(options).spec(), environment: [:])
        let writer = CheckpointWriter(store: store, key: key, warn: { _ in })
        let printed = Printed()
        var configuration = PagingConfiguration()
        configuration.parallel = parallel
        configuration.retry.maxRetries = 0
        let runner = PipeRunner(
            source: SequentialSource(source, first: checkpoint?.key), transport: transport, clock: ContinuousClock(),
            configuration: configuration, fields: PipeFields(titleColumn: 0, numericIDs: true), format: .tsv, limit: limit,
            write: { bytes in
                printed.lines += String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
                writer.commit()
                printed.commits.append((printed.lines.count, writer.saved))
                return true
            },
            diagnose: { printed.notices.append($0) }, resume: checkpoint, checkpoints: writer)
        _ = try await runner.run()
        return Outcome(lines: printed.lines, notices: printed.notices, saved: store.load(key), commits: printed.commits)
    }
}
