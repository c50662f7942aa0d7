import Catalog
import Clocks
import Foundation
import Networking
import Paging
import Synchronization
import Testing
import TestSupport
@testable import Browser

/// Pages the disk cache serves because the network is down say so in the status bar, until a
/// live page arrives.
@MainActor @Suite(.timeLimit(.minutes(1))) struct OfflineStatusTests {
    /// 2027-01-15 08:00:00 UTC: 17:00 in Tokyo.
    nonisolated static let stored: Int64 = 1_800_000_000

    func model(offline: @escaping @Sendable () -> Bool, now: Date) -> ListViewModel {
        let transport = StubTransport { _ in
            var response = Fixtures.githubResponse([1, 2], next: nil)
            if offline() {
                response.headers.set(CacheMarker.header, CacheMarker.staleOffline)
                response.headers.set(CacheMarker.storedAtHeader, String(Self.stored))
            }
            return response
        }
        var configuration = PagingConfiguration()
        configuration.wallClock = { now }
        let model = ListViewModel(source: GitHubUsers(base: try! APIBase("https://api.test")), transport: transport,
                                  clock: TestClock<Duration>(), configuration: configuration)
        model.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        return model
    }

    func statusLine(_ model: ListViewModel) -> String {
        StatusBar.text(Screen(tabs: ["GitHub"], columns: model.columns, rows: [], status: model.status))
    }

    @Test func anOfflinePageSaysWhenItWasStoredAndALivePageClearsIt() async {
        let offline = Flag(true)
        // The same day in Tokyo, an hour later.
        let model = model(offline: { offline.value }, now: Date(timeIntervalSince1970: Double(Self.stored + 3600)))
        model.appeared(0..<20)
        await model.paginator.quiescent()
        #expect(model.exhausted)
        #expect(statusLine(model) == "  GitHub users  2  offline: cached page from 17:00  rate 59/60")

        offline.value = false
        model.refresh()
        model.appeared(0..<20)
        await model.paginator.quiescent()
        #expect(model.exhausted && model.status.offline == nil)
        #expect(statusLine(model) == "  GitHub users  2  rate 59/60")
    }

    @Test func aPageFromAnotherDayShowsTheDate() async {
        // 2027-01-16 09:00 in Tokyo: the page is from yesterday there.
        let model = model(offline: { true }, now: Date(timeIntervalSince1970: Double(Self.stored + 16 * 3600)))
        model.appeared(0..<20)
        await model.paginator.quiescent()
        #expect(model.exhausted)
        #expect(statusLine(model) == "  GitHub users  2  offline: cached page from 2027-01-15 17:00  rate 59/60")
    }

    @Test func theLabelUsesTheGivenZone() {
        let stored = Date(timeIntervalSince1970: Double(Self.stored))
        #expect(OfflineLabel.text(storedAt: stored, now: stored, timeZone: TimeZone(identifier: "UTC")!)
            == "offline: cached page from 08:00")
        // 23:30 UTC on the 14th is the 15th in Tokyo: "today" is the zone's day, not UTC's.
        let lateEvening = Date(timeIntervalSince1970: Double(Self.stored - 8 * 3600 - 1800))
        #expect(OfflineLabel.text(storedAt: lateEvening, now: stored, timeZone: TimeZone(identifier: "UTC")!)
            == "offline: cached page from 2027-01-14 23:30")
        #expect(OfflineLabel.text(storedAt: lateEvening, now: stored, timeZone: TimeZone(identifier: "Asia/Tokyo")!)
            == "offline: cached page from 08:30")
    }
}

/// A switch the stub reads from its task.
private final class Flag: Sendable {
    private let state: Mutex<Bool>
    init(_ value: Bool) { state = Mutex(value) }
    var value: Bool {
        get { state.withLock { $0 } }
        set { state.withLock { $0 = newValue } }
    }
}
