import Catalog
import MockAPI
import Testing

/// The faults whose outcome depends on how a source pages: moved lists and foreign next links.
@MainActor @Suite(.serialized) struct SourceFaultTests {
    @Test(arguments: BuiltInSource.allCases)
    func foreignNextLink(source: BuiltInSource) async throws {
        let rule = FaultRule(pathPrefix: source.faultPrefix, kind: .foreignNextLink(host: "evil.example"), count: 1)
        let list = try await MockList(source, faults: [rule])
        defer { Task { await list.stop() } }
        list.model.paginator.appeared(0..<FaultMatrixTests.rows)
        if source == .github {
            // GitHub pages by its Link header: the foreign link is refused, never fetched.
            #expect(await list.drive { list.model.error != nil })
            #expect(list.rows.last?.hasPrefix("error: refused a next link to another host: http://evil.example") == true,
                    "\(list.rows.suffix(2))")
            #expect(list.items.count == 10)
            // The refused link stays the next key: the user's retry must not follow it either.
            list.model.retry()
            #expect(await list.drive { list.model.error != nil })
            #expect(list.server.requestLog.count == 1)
        } else {
            // Qiita and PokeAPI page by number and offset: a foreign link is never read.
            #expect(await list.drive { list.loaded(FaultMatrixTests.rows) })
            #expect(Set(list.items).count == list.items.count)
        }
    }

    @Test func qiitaHeadInsertionsAreDedupedAndTold() async throws {
        // Items posted before page 1 and again before page 2: page 2 starts 3 items early.
        let rule = FaultRule(pathPrefix: BuiltInSource.qiita.faultPrefix, kind: .insertHead(items: 3), count: 2)
        let list = try await MockList(.qiita, faults: [rule])
        defer { Task { await list.stop() } }
        list.model.paginator.appeared(0..<FaultMatrixTests.rows)
        #expect(await list.drive { list.loaded(FaultMatrixTests.rows) })
        #expect(Set(list.items).count == list.items.count, "duplicated rows")
        #expect(list.paginator.notice?.hasPrefix("the list moved: 3 items seen twice") == true,
                "\(list.paginator.notice ?? "no notice")")
    }
}
