import Foundation
import MockAPI
import Shell
import Storage
import Testing
import TestSupport

/// `--resume` through the built binary against the in-process mock on loopback: a dump that
/// failed, was interrupted or killed goes on where its output stopped.
@Suite(.serialized, .timeLimit(.minutes(3))) struct ResumeCommandTests {
    /// A `Link`-paged list of 600, 25 a page.
    static let linkList = "/generic/link?count=600&per_page=25"

    /// The home's config: no retries, so a failing page fails at once.
    static func noRetries(_ home: TemporaryDirectory) throws -> String {
        let config = home.path + "/retries.toml"
        try "[paging]\nretries = 0\n".write(toFile: config, atomically: true, encoding: .utf8)
        return config
    }

    /// The checkpoint files kept under `home`, without the temporary file of a write a SIGKILL cut before its rename
    /// (`AtomicFile`'s temporaries: half written, and never read as a checkpoint).
    static func checkpoints(_ home: TemporaryDirectory) -> [String] {
        let directory = home.path + "/state/pagetty/checkpoints"
        return ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { !$0.hasPrefix(AtomicFile.temporaryPrefix) }.map { directory + "/" + $0 }
    }

    /// Each line's id.
    static func ids(_ result: PagettyProcess.Result) -> [Int] { result.objects.compactMap { $0["id"] as? Int } }

    /// The issue's case: a server failing every page from the 12th on prints 275 rows and says the
    /// way on; healed, the same command with --resume prints the other 325, each once, in order.
    @Test func aFailureAfterTheRetriesNamesResumeWhichFinishesTheList() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        let command = ["url", mock.baseURL + Self.linkList, "--strategy", "link", "--title", "name", "--print", "jsonl",
                       "--config", try Self.noRetries(home)]
        let whole = try await PagettyProcess(home: home).run(command)
        #expect(whole.status == 0 && Self.ids(whole).count == 600, "\(whole.stderr)")
        #expect(Self.checkpoints(home).isEmpty, "a dump that ended keeps no checkpoint")
        mock.addFault(FaultRule(pathPrefix: "/generic/link", kind: .status(500, retryAfter: nil), after: 11))
        let failed = try await PagettyProcess(home: home).run(command)
        #expect(failed.status == 1)
        #expect(Self.ids(failed) == Array(Self.ids(whole).prefix(275)))
        #expect(failed.stderr.hasSuffix("at page 12 (275 rows written); run the same command with --resume to continue\n"),
                "\(failed.stderr)")
        #expect(failed.stderr.contains("pagetty: HTTP 500"))
        #expect(Self.checkpoints(home).count == 1)
        mock.clearFaults()
        let resumed = try await PagettyProcess(home: home).run(command + ["--resume"])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(Self.ids(failed) + Self.ids(resumed) == Self.ids(whole))
        #expect(Self.checkpoints(home).isEmpty)
        // After a dump that ended, --resume prints the whole list again.
        let again = try await PagettyProcess(home: home).run(command + ["--resume"])
        #expect(Self.ids(again) == Self.ids(whole))
    }

    /// The file holds no credential: a token sent in a header is no part of it, and a rotated
    /// token still finds the checkpoint.
    @Test func aCheckpointHoldsNoTokenAndSurvivesARotatedOne() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        let command = ["url", mock.baseURL + Self.linkList, "--strategy", "link", "--title", "name", "--print", "tsv",
                       "--config", try Self.noRetries(home), "--token-env", "API_TOKEN"]
        mock.addFault(FaultRule(pathPrefix: "/generic/link", kind: .status(500, retryAfter: nil), after: 3))
        let failed = try await PagettyProcess(home: home).run(command, ["API_TOKEN": "secret-one-4d1f"])
        #expect(failed.status == 1 && failed.lines.count == 75, "\(failed.stderr)")
        let file = try #require(Self.checkpoints(home).first)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(!text.contains("secret") && !text.contains("API_TOKEN"))
        mock.clearFaults()
        let resumed = try await PagettyProcess(home: home).run(command + ["--resume"], ["API_TOKEN": "secret-two-88aa"])
        #expect(resumed.status == 0 && resumed.lines.count == 525, "\(resumed.stderr)")
    }

    /// Three pages of 40 items of 12 KB each (two pieces a page), paged by page number.
    static func bigPages() throws -> LoopbackServer {
        try LoopbackServer { request in
            let query = URLComponents(string: request.path)?.queryItems ?? []
            let page = query.first { $0.name == "page" }.flatMap { $0.value.flatMap(Int.init) } ?? 1
            let padding = String(repeating: "x", count: 12_000)
            let items = page > 3 ? [] : ((page - 1) * 40..<page * 40).map { #"{"id":\#($0),"name":"item \#($0)","pad":"\#(padding)"}"# }
            return .respond(200, [("Content-Type", "application/json")], Array(("[" + items.joined(separator: ",") + "]").utf8))
        }
    }

    /// The dump of `bigPages`.
    static func bigPagesCommand(_ server: LoopbackServer) -> [String] {
        ["url", server.baseURL + "/big", "--strategy", "page:page,per_page", "--per-page", "40", "--title", "name", "--print", "jsonl"]
    }

    /// SIGINT or SIGTERM while a page is half written (a page of 480 KB goes out in pieces of
    /// 256 KiB and the pipe is full): the piece under way finishes, its checkpoint with it, one
    /// line on stderr says the rows written and the way on, and the resume starts at the next
    /// row, inside that page: the two outputs hold every item once, in order.
    @Test(arguments: [SIGINT, SIGTERM])
    func anInterruptMidPageResumesAtTheNextRow(signal: Int32) async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let server = try Self.bigPages()
        defer { server.stop() }
        let command = Self.bigPagesCommand(server)
        let whole = try await PagettyProcess(home: home).run(command)
        #expect(whole.lines.count == 120, "\(whole.stderr)")
        let errors = home.path + "/signalled-stderr"
        let run = try FollowedProcess(PagettyProcess(home: home), command, errors: errors)
        defer { run.stop() }
        let output = try #require(await run.signalWhenThePipeIsFull(signal), "the pipe never filled, or the process did not end")
        #expect(run.process.terminationReason == .uncaughtSignal && run.process.terminationStatus == signal)
        let first = String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
        let said = try String(contentsOfFile: errors, encoding: .utf8)
        #expect(said == "pagetty: interrupted (\(first.count) rows written); run the same command with --resume to continue\n")
        let file = try #require(Self.checkpoints(home).first)
        let checkpoint = try Checkpoint.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: file))))
        // Exactly what was written: the commit is part of the last write, inside the signal gate.
        #expect(checkpoint.rows == first.count)
        #expect(checkpoint.rowsInPage % 40 != 0, "cut at a page boundary, not mid-page: \(checkpoint)")
        let rest = try await PagettyProcess(home: home).run(command + ["--resume"])
        #expect(rest.status == 0, "\(rest.stderr)")
        #expect(first + rest.lines == whole.lines)
    }

    /// SIGKILL at any moment: the checkpoint is never ahead of what the reader got (at most one
    /// write behind), so first output's rows up to it plus the resume are the whole list.
    @Test func aKillNeverLeavesTheCheckpointAheadOfTheOutput() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        let command = ["url", mock.baseURL + Self.linkList, "--strategy", "link", "--title", "name", "--print", "jsonl"]
        let whole = try await PagettyProcess(home: home).run(command)
        mock.addFault(FaultRule(pathPrefix: "/generic/link", kind: .latency(milliseconds: 40, jitter: 20)))
        let run = try FollowedProcess(PagettyProcess(home: home), command)
        defer { run.stop() }
        var first: [String] = []
        while first.count < 130, let line = await run.line() { first.append(line) }
        kill(run.process.processIdentifier, SIGKILL)
        while let line = await run.line(within: 5) { first.append(line) }
        try #require(await run.exited())
        let file = try #require(Self.checkpoints(home).first)
        let checkpoint = try Checkpoint.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: file))))
        #expect(checkpoint.rows <= first.count && checkpoint.rows >= first.count - 25, "\(checkpoint.rows) of \(first.count)")
        mock.clearFaults()
        let rest = try await PagettyProcess(home: home).run(command + ["--resume"])
        #expect(Array(first.prefix(checkpoint.rows)) + rest.lines == whole.lines)
    }

    /// Read ahead four wide, pages fetched past the failure are not printed and the checkpoint
    /// says only what was; the resume (four wide too) finishes the list.
    @Test func aReadAheadFailureResumesFromWhatWasPrinted() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        let command = ["url", mock.baseURL + "/generic/offset?count=600", "--items", "data.items", "--title", "name",
                       "--strategy", "offset:offset,limit", "--total", "meta.total", "--per-page", "25",
                       "--parallel", "4", "--print", "jsonl", "--config", try Self.noRetries(home)]
        let whole = try await PagettyProcess(home: home).run(command)
        #expect(Self.ids(whole).count == 600)
        mock.addFault(FaultRule(pathPrefix: "/generic/offset", kind: .status(500, retryAfter: nil), after: 9))
        let failed = try await PagettyProcess(home: home).run(command)
        #expect(failed.status == 1)
        let written = Self.ids(failed).count
        #expect(written > 0 && written < 600)
        #expect(failed.stderr.contains("(\(written) rows written); run the same command with --resume"), "\(failed.stderr)")
        mock.clearFaults()
        let resumed = try await PagettyProcess(home: home).run(command + ["--resume"])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(Self.ids(failed) + Self.ids(resumed) == Self.ids(whole))
    }

    /// Two dumps of different lists at once keep a checkpoint each, and each resumes its own.
    @Test func twoDumpsAtOnceKeepTheirOwnCheckpoints() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        let config = try Self.noRetries(home)
        let link = ["url", mock.baseURL + Self.linkList, "--strategy", "link", "--title", "name", "--print", "jsonl", "--config", config]
        let cursor = ["url", mock.baseURL + "/generic/cursor?count=300&limit=20", "--items", "data.items", "--title", "name",
                      "--strategy", "cursor:cursor=meta.next_cursor", "--print", "jsonl", "--config", config]
        let wholeLink = try await PagettyProcess(home: home).run(link)
        let wholeCursor = try await PagettyProcess(home: home).run(cursor)
        mock.addFault(FaultRule(pathPrefix: "/generic/link", kind: .status(500, retryAfter: nil), after: 5))
        mock.addFault(FaultRule(pathPrefix: "/generic/cursor", kind: .status(500, retryAfter: nil), after: 7))
        async let linkRun = PagettyProcess(home: home).run(link)
        async let cursorRun = PagettyProcess(home: home).run(cursor)
        let (linkFailed, cursorFailed) = try await (linkRun, cursorRun)
        #expect(Self.ids(linkFailed).count == 125 && Self.ids(cursorFailed).count == 140)
        #expect(Self.checkpoints(home).count == 2)
        mock.clearFaults()
        async let linkRest = PagettyProcess(home: home).run(link + ["--resume"])
        async let cursorRest = PagettyProcess(home: home).run(cursor + ["--resume"])
        let (linkResumed, cursorResumed) = try await (linkRest, cursorRest)
        #expect(Self.ids(linkFailed) + Self.ids(linkResumed) == Self.ids(wholeLink))
        #expect(Self.ids(cursorFailed) + Self.ids(cursorResumed) == Self.ids(wholeCursor))
        #expect(Self.checkpoints(home).isEmpty)
    }

    /// An offset list that moved between the two runs (15 items posted at its head after the
    /// first failed at row 30): the rows pushed past the page the resume reads again are skipped,
    /// counted and said, and the two outputs hold every item of the list once, in order.
    @Test func aListThatMovedBetweenTheRunsIsWrittenOnce() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let list = MovingList(count: 60)
        let server = try LoopbackServer { request in
            let answer = list.answer(path: request.path)
            return .respond(answer.status, [("Content-Type", "application/json")], answer.body)
        }
        defer { server.stop() }
        let command = ["url", server.baseURL + "/list", "--items", "data.items", "--title", "name",
                       "--strategy", "offset:offset,limit", "--total", "meta.total", "--per-page", "10",
                       "--print", "jsonl", "--config", try Self.noRetries(home)]
        list.fail(from: 30)
        let failed = try await PagettyProcess(home: home).run(command)
        #expect(failed.status == 1 && Self.ids(failed) == Array(0..<30), "\(failed.stderr)")
        list.fail(from: nil)
        list.post(15)
        let resumed = try await PagettyProcess(home: home).run(command + ["--resume"])
        #expect(Self.ids(failed) + Self.ids(resumed) == Array(0..<60), "\(resumed.stderr)")
        #expect(resumed.stderr.contains("pagetty: list changed since the first run: 15 rows already written were skipped\n"),
                "\(resumed.stderr)")
        #expect(resumed.status == 0)
    }

    /// A corrupt checkpoint is said in one line and not trusted: the whole list is printed.
    @Test func aCorruptCheckpointIsIgnoredWithOneLine() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        let command = ["url", mock.baseURL + Self.linkList, "--strategy", "link", "--title", "name", "--print", "jsonl",
                       "--config", try Self.noRetries(home)]
        mock.addFault(FaultRule(pathPrefix: "/generic/link", kind: .status(500, retryAfter: nil), after: 2))
        _ = try await PagettyProcess(home: home).run(command)
        mock.clearFaults()
        let file = try #require(Self.checkpoints(home).first)
        try Data(#"{"version":1,"key":{"url":{"_0":"http://evil.example/"}},"rowsInPage":-5}"#.utf8)
            .write(to: URL(fileURLWithPath: file))
        let resumed = try await PagettyProcess(home: home).run(command + ["--resume"])
        #expect(resumed.status == 0)
        #expect(Self.ids(resumed).count == 600)
        #expect(resumed.stderr.split(separator: "\n").filter { $0.contains("ignoring the checkpoint") }.count == 1, "\(resumed.stderr)")
    }

    /// A detected list (no options but the URL) resumes too, and so does a built-in source.
    @Test func aDetectedListAndABuiltInSourceResume() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        let config = try Self.noRetries(home)
        let detected = ["url", mock.baseURL + "/generic/link?count=200&per_page=20", "--print", "jsonl", "--config", config]
        let whole = try await PagettyProcess(home: home).run(detected)
        #expect(Self.ids(whole).count == 200, "\(whole.stderr)")
        // The probe and its confirmation read pages 1 and 2; the fourth request on fails.
        mock.addFault(FaultRule(pathPrefix: "/generic/link", kind: .status(500, retryAfter: nil), after: 4))
        let failed = try await PagettyProcess(home: home).run(detected)
        #expect(failed.status == 1 && !Self.ids(failed).isEmpty, "\(failed.stderr)")
        mock.clearFaults()
        let resumed = try await PagettyProcess(home: home).run(detected + ["--resume"])
        #expect(Self.ids(failed) + Self.ids(resumed) == Self.ids(whole), "\(resumed.stderr)")

        let github = ["github", "--base-url", mock.baseURL + "/github", "--per-page", "30", "--print", "jsonl",
                      "--config", config, "--no-cache", "--limit", "200"]
        let users = try await PagettyProcess(home: home).run(github)
        mock.addFault(FaultRule(pathPrefix: "/github/users", kind: .status(500, retryAfter: nil), after: 3))
        let cut = try await PagettyProcess(home: home).run(github)
        #expect(cut.status == 1 && Self.ids(cut).count == 90, "\(cut.stderr)")
        mock.clearFaults()
        let rest = try await PagettyProcess(home: home).run(github + ["--resume", "--limit", "110"])
        #expect(Self.ids(cut) + Self.ids(rest) == Self.ids(users))
    }
}
