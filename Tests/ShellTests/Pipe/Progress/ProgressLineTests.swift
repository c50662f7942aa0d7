import Catalog
import MockAPI
import Networking
import Paging
import Shell
import Testing
import TestSupport

/// Pipe mode's progress line: its words (the browser's), and its redraws on an injected clock.
@Suite struct ProgressLineTests {
    @Test func rowsOfTheTotalPagesRateAndTimeLeft() {
        let progress = PipeProgress(rows: 275, rowsThisRun: 200, pages: 11, total: 600)
        #expect(progress.text(elapsed: .seconds(2)) == "275/600 rows  11 pages  100 rows/s  4s left")
        #expect(progress.text(elapsed: .milliseconds(400)) == "275/600 rows  11 pages", "no rate under a second")
        let open = PipeProgress(rows: 1, rowsThisRun: 1, pages: 1)
        #expect(open.text(elapsed: .seconds(1)) == "1 rows  1 page  1 rows/s")
        let long = PipeProgress(rows: 100, rowsThisRun: 100, pages: 4, total: 100_000)
        #expect(long.text(elapsed: .seconds(10)) == "100/100000 rows  4 pages  10 rows/s  2h46m left")
    }

    @Test func aRateLimitWaitSaysItsCountdownInTheBrowsersWords() {
        let waiting = PipeProgress(rows: 900, rowsThisRun: 900, pages: 30, total: nil, rateLimitedFor: 42)
        #expect(waiting.text(elapsed: .seconds(5)) == "900 rows  30 pages  rate limited, resumes in 42s")
        #expect(ProgressWords.rateLimited(resumesIn: 42) == "rate limited, resumes in 42s")
    }

    @Test func redrawnInPlaceAtMostFourTimesASecondAndErased() {
        var meter = ProgressMeter(start: .seconds(10))
        let first = PipeProgress(rows: 25, rowsThisRun: 25, pages: 1, total: 100)
        #expect(meter.update(first, now: .seconds(10)) == "\r\u{1B}[K25/100 rows  1 page")
        var second = first
        second.rows = 50
        second.rowsThisRun = 50
        #expect(meter.update(second, now: .milliseconds(10_100)) == nil, "too soon")
        #expect(meter.update(second, now: .milliseconds(10_300)) == "\r\u{1B}[K50/100 rows  1 page")
        #expect(meter.update(second, now: .milliseconds(10_600)) == nil, "nothing changed")
        #expect(meter.update(second, now: .seconds(11)) != nil, "a rate is said from a second on")
        #expect(meter.update(second, now: .seconds(11) + .milliseconds(100)) == nil, "too soon")
        var waiting = second
        waiting.rateLimitedFor = 30
        #expect(meter.update(waiting, now: .seconds(11) + .milliseconds(310), force: true)?.contains("resumes in 30s") == true)
        #expect(meter.erase() == "\r\u{1B}[K")
        #expect(meter.erase() == nil, "erased once")
        for bytes in [meter.update(first, now: .seconds(20))] { #expect(bytes?.contains("\n") == false) }
    }

    /// The runner tells every turn's progress, never ahead of the rows written, and the end.
    @MainActor @Test func theRunnerTellsItsProgressAndItsEnd() async throws {
        let mock = try await MockServer.start()
        let spec = try GenericSpec.parse(url: mock.baseURL + "/generic/offset", items: "data.items", title: "name",
                                         strategy: "offset:offset,limit", total: "meta.total", perPage: "7")
        final class Heard { var progress: [PipeProgress?] = []; var written = 0 }
        let heard = Heard()
        let runner = PipeRunner(source: SequentialSource(try GenericSource(spec: spec, environment: [:])),
                                transport: CurlTransport(), clock: ContinuousClock(), configuration: PagingConfiguration(),
                                fields: PipeFields(titleColumn: 0, numericIDs: true), format: .tsv, limit: nil,
                                write: { bytes in heard.written += bytes.count { $0 == 10 }; return true }, diagnose: { _ in })
        runner.onProgress = { progress in
            if let progress { #expect(progress.rows == heard.written) }
            heard.progress.append(progress)
        }
        #expect(try await runner.run() == 60)
        #expect(heard.progress.last == .some(nil))
        let last = heard.progress.compactMap { $0 }.last
        #expect(last?.rows == 60 && last?.total == 60 && last?.pages == 9)
        await mock.stop()
    }
}
