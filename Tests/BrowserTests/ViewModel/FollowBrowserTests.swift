import Catalog
import Networking
import Paging
import Testing
import TestSupport
@testable import Browser

/// `--follow` in the browser (issue 23): new items come in without moving what the user sees.
@MainActor @Suite(.timeLimit(.minutes(1))) struct FollowBrowserTests {
    /// A browser on a 14-row terminal over a followed list of `feed`, its first page shown.
    @MainActor struct Setup {
        let feed: GrowingFeed
        let recorder: ETagRecorder
        let clock = CountingClock()
        let model: ListViewModel
        let app: App

        init(_ feed: GrowingFeed, source: any CatalogSource, direction: FollowDirection? = nil) {
            self.feed = feed
            recorder = ETagRecorder(wrapping: feed)
            model = ListViewModel(source: source, transport: recorder, clock: clock)
            model.follow(FollowPolicy(), direction: direction, transport: recorder, clock: clock)
            app = App(tabs: [Tab(name: "list", model: model)])
            app.resize(TerminalSize(columns: 80, rows: 14))
        }

        /// Draws and reports until `done`, the loads each frame starts landed before the next
        /// frame (at most 50 frames).
        func show(until done: @MainActor () -> Bool) async -> Bool {
            for _ in 0..<50 {
                _ = app.frame()
                app.didDraw()
                await model.quiet()
                if done() { return true }
            }
            return false
        }

        /// Draws until every row in `rows` is loaded: pages load side by side and may land in any
        /// order, so a later row is no sign of an earlier one.
        func showRows(_ rows: ClosedRange<Int>) async -> Bool {
            await show { rows.allSatisfy { model.paginator.item(at: $0) != nil } }
        }

        /// Pages loaded and the follower asleep until its next poll: the list may grow now.
        func idle() async {
            await clock.sleeping(1)
            await model.quiet()
            #expect(!model.paginator.inFlight)
            #expect(clock.sleepers == 1)
        }

        /// The poll after the follower's wait: time moves on by the default interval; the poll has
        /// answered once the follower sleeps again, and its rows are in once the list is quiet.
        func nextPoll() async {
            await clock.sleeping(1)
            await clock.advance(by: .seconds(60))
            await idle()
        }

        /// The id of the item at display row `row` of the screen.
        func id(at row: Int?) -> String? { row.flatMap { model.paginator.item(at: $0)?.id } }

        var status: String { StatusBar.text(app.frame()) }
    }

    static func qiita(count: Int) -> Setup {
        Setup(GrowingFeed(count: count), source: QiitaItems(base: try! APIBase("https://qiita.test"), perPage: 5))
    }

    @Test func threeNewItemsAtTheHeadKeepTheSelectedAndTheTopRowsItems() async {
        let setup = Self.qiita(count: 40)
        #expect(await setup.showRows(0...9))
        setup.app.handle(.pageDown)
        setup.app.handle(.character("j"))
        // Under a sanitizer row 20's page once came before the screen's top rows' page.
        #expect(await setup.showRows(0...22))
        let before = setup.app.frame()
        let (selected, top) = (setup.id(at: before.selectedRow), setup.id(at: before.firstRow))
        #expect(selected != nil && top != nil && before.firstRow > 0)
        await setup.idle()
        setup.feed.grow(3)
        await setup.nextPoll()
        #expect(setup.model.paginator.item(at: 0)?.id == "q43")
        let after = setup.app.frame()
        #expect(setup.id(at: after.selectedRow) == selected)
        #expect(setup.id(at: after.firstRow) == top)
        #expect(after.firstRow == before.firstRow + 3 && after.selectedRow == before.selectedRow.map { $0 + 3 })
        #expect(setup.status.contains("↑ 3 new"))
        #expect(setup.app.firstVisibleRow(ofTab: 0) == before.firstRow + 3, "the remembered position moves too")
        #expect((0..<3).map { setup.model.paginator.item(at: $0)?.id } == ["q43", "q42", "q41"])
        #expect(setup.model.paginator.item(at: 3)?.id == "q40")
    }

    @Test func nGoesToTheNewestAndClearsTheCount() async {
        let setup = Self.qiita(count: 40)
        #expect(await setup.showRows(0...9))
        for _ in 0..<4 { setup.app.handle(.character("j")) }
        await setup.idle()
        setup.feed.grow(2)
        await setup.nextPoll()
        #expect(setup.model.paginator.item(at: 0)?.id == "q42")
        #expect(setup.app.frame().selectedRow == 6)
        #expect(setup.status.contains("↑ 2 new"))
        setup.app.handle(.character("N"))
        let screen = setup.app.frame()
        #expect(screen.selectedRow == 0 && screen.firstRow == 0)
        #expect(setup.id(at: 0) == "q42")
        #expect(!setup.status.contains("new"))
    }

    @Test func aHeadGrownByMoreThanAPageComesInOnceInOrder() async {
        let setup = Self.qiita(count: 40)
        #expect(await setup.showRows(0...9))
        await setup.idle()
        setup.feed.grow(12)  // more than two pages of five
        await setup.nextPoll()
        #expect(setup.model.paginator.item(at: 0)?.id == "q52")
        let ids = (0..<22).compactMap { setup.model.paginator.item(at: $0)?.id }
        #expect(ids == (31...52).reversed().map { "q\($0)" })
        #expect(setup.status.contains("↑ 12 new"))
    }

    @Test func aTailGrowsAtItsEndOnceReadToIt() async {
        let feed = GrowingFeed(count: 7)
        let setup = Setup(feed, source: GitHubUsers(base: try! APIBase("https://api.test")))
        #expect(await setup.show { setup.model.exhausted && !setup.model.paginator.inFlight })
        #expect(setup.model.rowCount == 8)
        await setup.idle()
        feed.grow(3)
        await setup.nextPoll()
        #expect(setup.model.rowCount == 11)
        #expect((0..<10).compactMap { setup.model.paginator.item(at: $0)?.id } == (1...10).map(String.init))
        #expect(setup.model.row(at: 10) == .end("end of list"))
        #expect(setup.app.frame().selectedRow == 0, "nothing above moved")
        #expect(!setup.status.contains("new"))
        setup.app.handle(.character("N"))
        #expect(setup.app.frame().selectedRow == 9, "the newest of a tail is its last item")
        #expect(feed.urls.suffix(2) == ["https://api.test/users?since=7&per_page=100", "https://api.test/users?since=7&per_page=100"], "\(feed.urls)")
    }

    @Test func anItemRemovedUpstreamStaysOnScreen() async {
        let setup = Self.qiita(count: 40)
        #expect(await setup.showRows(0...9))
        // The head loses q40 and gains q41, q42 (a deletion and two posts between polls).
        await setup.idle()
        setup.feed.remove(40)
        setup.feed.grow(2)
        await setup.nextPoll()
        #expect(setup.model.paginator.item(at: 0)?.id == "q42")
        #expect((0..<4).map { setup.model.paginator.item(at: $0)?.id } == ["q42", "q41", "q40", "q39"])
    }

    @Test func aFailedPollIsOnTheStatusLineAndFollowingCarriesOn() async {
        let setup = Self.qiita(count: 40)
        #expect(await setup.showRows(0...9))
        await setup.idle()
        setup.feed.failNext(1)
        await setup.nextPoll()
        #expect(setup.status.contains("following: poll failed: connection lost; again in "))
        setup.feed.grow(1)
        await setup.nextPoll()
        #expect(setup.model.paginator.item(at: 0)?.id == "q41")
        #expect(!setup.status.contains("poll failed"))
    }

    @Test func aFilteredSelectionStaysOnItsItemAsMatchingItemsComeInAbove() async {
        let setup = Self.qiita(count: 40)
        #expect(await setup.showRows(0...9))
        for key in ["/", "4", "\n"] { setup.app.handle(key == "\n" ? .enter : .character(Character(key))) }
        setup.app.handle(.character("j"))
        let selectedItem = { () -> String? in
            let state = setup.app.states[0]
            return setup.id(at: state.modelIndex(ofDisplayRow: state.viewport.selected, in: setup.model))
        }
        let before = selectedItem()
        #expect(before != nil && before != "q40")
        await setup.idle()
        setup.feed.grow(3)  // q41, q42, q43: each matches "4"
        await setup.nextPoll()
        #expect(setup.model.paginator.item(at: 0)?.id == "q43")
        #expect(selectedItem() == before)
        #expect(setup.app.states[0].filter?.viewport.selected == 4)
    }

    @Test func theFirstPollIsConditionalOnThePageRead() async {
        let setup = Self.qiita(count: 40)
        #expect(await setup.show { setup.model.paginator.item(at: 4) != nil })
        // The head is polled at once: its first page again, with the ETag that page came with.
        await setup.idle()
        #expect(setup.feed.urls.filter { $0.contains("page=1&") }.count == 2)
        let firstPage = setup.feed.urls.indices.filter { setup.feed.urls[$0].contains("page=1&") }
        #expect(setup.feed.conditions[firstPage[0]] == nil)
        #expect(setup.feed.conditions[firstPage[1]] == "W/\"q40-q39-q38-q37-q36\"")
        #expect(setup.feed.statuses[firstPage[1]] == 304)
    }
}
