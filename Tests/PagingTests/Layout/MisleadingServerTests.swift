import Catalog
import Clocks
import Networking
import Paging
import Testing
import TestSupport

/// The three servers of issue 25 on loopback, through the real `Paginator` over `CurlTransport`
/// with the generic source a user builds with `pagetty url … --strategy offset:offset,limit
/// --total meta.total --per-page 20`: every item once, and the requests they cost.
@MainActor @Suite(.timeLimit(.minutes(1))) struct MisleadingServerTests {
    /// A paginator over `server`, its invariant watched, with the first screen loaded.
    static func start(_ server: MisleadingListServer) async throws -> (Paginator, InvariantWatch, Screen) {
        let spec = try GenericSpec.parse(url: server.url, items: "data.items", title: "name",
                                         strategy: "offset:offset,limit", total: "meta.total", perPage: "20")
        let paginator = Paginator(source: try GenericSource(spec: spec, environment: [:]), transport: CurlTransport(),
                                  clock: TestClock<Duration>(), configuration: .oneAtATime)
        let watch = InvariantWatch(paginator)
        paginator.appeared(0..<20)
        await paginator.quiescent()
        return (paginator, watch, Screen(paginator: paginator))
    }

    static func items(_ count: Int) -> [String] { (1...count).map { "item\($0)" } }

    @Test func aTotalGrowingAfterTheShortLastPageWasLoadedLosesNoRows() async throws {
        let server = try MisleadingListServer(.init(items: 185))
        defer { server.stop() }
        let (paginator, watch, screen) = try await Self.start(server)
        await screen.bottom()
        server.change { $0.items = 210 }
        await screen.pageDownToEnd()
        await screen.bottom()
        await screen.pageDownToEnd()
        #expect(describe(paginator) == Self.items(210) + ["end: end of list"])
        #expect(paginator.total == 210)
        #expect(watch.violations.isEmpty, "\(watch.violations)")
        // One request a page: the old layout's ten, the rest of the short last page, the new tail.
        #expect(server.requestCount == 12)
        #expect(Set(server.offsets) == Set(Array(stride(from: 0, through: 180, by: 20)) + [185, 200]))
    }

    @Test func aTotalFarAboveTheItemsEndsTheListInAFewRequests() async throws {
        let server = try MisleadingListServer(.init(items: 100, saidTotal: 1000))
        defer { server.stop() }
        let (paginator, watch, screen) = try await Self.start(server)
        await screen.bottom()
        let afterBottom = server.requestCount
        await screen.pageDownToEnd()
        #expect(describe(paginator) == Self.items(100) + ["end: end of list"])
        #expect(watch.violations.isEmpty, "\(watch.violations)")
        // The first two pages, the empty page `G` shows, then one page after another to the end.
        #expect(afterBottom == 7)
        #expect(server.offsets == [0, 20, 980, 40, 60, 80, 100])
        #expect(paginator.total == 100)
        #expect(paginator.notice == "the server's total said 1000; the list ends at 100")
    }

    @Test func aTotalInTheMillionsCostsNoMoreThanOneInTheThousands() async throws {
        let server = try MisleadingListServer(.init(items: 100, saidTotal: 2_000_000))
        defer { server.stop() }
        let (paginator, watch, screen) = try await Self.start(server)
        await screen.bottom()
        #expect(server.requestCount == 7)
        #expect(describe(paginator).suffix(21) == Self.items(100).suffix(20) + ["end: end of list"])
        #expect(watch.violations.isEmpty, "\(watch.violations)")
    }

    @Test func pagesShorterThanPlannedMidListLoseNoRows() async throws {
        let server = try MisleadingListServer(.init(items: 100, firstPageCap: 20, pageCap: 10))
        defer { server.stop() }
        let (paginator, watch, screen) = try await Self.start(server)
        await screen.bottom()
        await screen.pageDownToEnd()
        #expect(describe(paginator) == Self.items(100) + ["end: end of list"])
        #expect(watch.violations.isEmpty, "\(watch.violations)")
        // Pipe mode's count: each short page's rest asked once, from where it stopped.
        #expect(server.requestCount == 9)
        #expect(server.offsets.sorted() == [0, 20, 30, 40, 50, 60, 70, 80, 90])
    }
}
