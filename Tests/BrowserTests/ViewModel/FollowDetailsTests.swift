import Clocks
import Networking
import Paging
import Testing
import TestSupport
@testable import Browser
@testable import Catalog

/// Items put at a followed head move the rows below them: the details asked for next are those
/// of the rows on screen after the move, not of the row numbers before it.
@MainActor @Suite(.timeLimit(.minutes(1))) struct FollowDetailsTests {
    @Test func detailsAfterAHeadInsertionAreAskedForTheRowsMoved() async {
        let stub = PokemonStub(count: 300)
        let model = ListViewModel(source: PokemonList(base: try! APIBase("https://p.test"), limit: 100),
                                  transport: stub.transport, clock: TestClock<Duration>())
        model.appeared(0..<5)
        await model.quiet()
        #expect(!model.paginator.inFlight && model.details.inFlight == 0 && stub.detailIDs.count >= 5)
        let before = stub.detailIDs
        // Three new items above the screen: the screen's rows (and items) move down by three.
        model.paginator.addFollowed((901...903).map { ListItem(id: "\($0)", cells: ["\($0)", "p\($0)"]) }, at: .head)
        await model.quiet()
        #expect(!model.paginator.inFlight && model.details.inFlight == 0)
        let asked = stub.detailIDs.dropFirst(before.count)
        #expect(!asked.contains { (901...903).contains($0) }, "details of rows off screen were asked: \(Array(asked))")
        #expect(model.takeListChanges() == [.inserted(at: 0, count: 3)], "the App still gets the moves")
    }
}
