import Browser
import Foundation
import Catalog
import MockAPI
@testable import Paging
import Testing

/// Every fault the mock can inject × each built-in source, through the real Paginator and
/// CurlTransport under the TUI model (`ListViewModel`); `PipeFaultMatrixTests` is pipe mode.
/// Visibility goes to the pager alone: Pokémon rows on screen would also ask for their details
/// (issue 17), whose paths the faults' prefix matches too, and the matrix counts page requests.
/// Rows filled from details against the mock: `EnrichmentCacheTests`.
@MainActor @Suite(.serialized) struct FaultMatrixTests {
    static let rows = 30

    /// The first rows with no fault at all, to compare a recovered list with.
    func baseline(_ source: BuiltInSource) async throws -> [String] {
        let list = try await MockList(source)
        defer { Task { await list.stop() } }
        list.model.paginator.appeared(0..<Self.rows)
        #expect(await list.drive { list.loaded(Self.rows) })
        return Array(list.rows.prefix(Self.rows))
    }

    @Test(arguments: FaultCase.all, BuiltInSource.allCases)
    func fault(_ fault: FaultCase, source: BuiltInSource) async throws {
        let expected = try await baseline(source)
        let list = try await MockList(source, faults: [FaultRule(pathPrefix: source.faultPrefix, kind: fault.kind,
                                                                  count: fault.count)])
        defer { Task { await list.stop() } }
        list.model.paginator.appeared(0..<Self.rows)
        switch fault.outcome(for: source) {
        case .recovers(let retries, let delays):
            #expect(await list.drive { list.loaded(Self.rows) }, "\(list.rows.suffix(3)) \(list.errorsSeen)")
            #expect(list.repeatedRequests == retries)
            #expect(list.errorsSeen.compactMap(Self.delay) == delays)
            // What the status line says is what the clock was asked to sleep (no jitter here).
            #expect(list.bench.driver.backoffs == delays.map { .seconds($0) })
        case .waitsThenRecovers(let retries):
            #expect(await list.drive { list.loaded(Self.rows) }, "\(list.rows.suffix(3)) \(list.errorsSeen)")
            #expect(list.repeatedRequests == retries)
            #expect(list.errorsSeen.compactMap(Self.delay).isEmpty)
        case .errorRowThenRetry(let message, let retries):
            #expect(await list.drive { list.model.error != nil })
            let last = try #require(list.rows.last)
            #expect(last.hasPrefix("error: " + message), "\(last)")
            list.model.retry()
            #expect(await list.drive { list.loaded(Self.rows) }, "\(list.rows.suffix(3)) \(list.errorsSeen)")
            #expect(list.repeatedRequests == retries)
        case .fails:
            Issue.record("a pipe-mode outcome")
        }
        let items = list.items
        #expect(Set(items).count == items.count, "duplicated rows")
        #expect(Array(list.rows.prefix(Self.rows)) == expected)
        #expect(list.server.faults.isEmpty, "the fault was not used up")
    }

    /// The seconds in a `retry n in s s` status message.
    static func delay(_ message: String) -> Int? {
        guard let range = message.range(of: #"retry \d+ in (\d+) s"#, options: .regularExpression) else { return nil }
        return Int(message[range].split(separator: " ")[3])
    }
}

extension MockList {
    /// At least `rows` items, nothing in flight or waiting, no error.
    func loaded(_ rows: Int) -> Bool {
        paginator.loadedCount >= rows && !paginator.inFlight && paginator.waiting == nil && model.error == nil
    }

    /// Item ids in row order.
    var items: [String] {
        (0..<model.rowCount).compactMap { model.row(at: $0).itemID }
    }

    /// Requests for a page asked for before: retries, by the transport, the paginator or the user.
    var repeatedRequests: Int { bench.repeatedRequests }
}

extension ListRow {
    var itemID: String? {
        if case .item(let item) = self { return item.id }
        return nil
    }
}
