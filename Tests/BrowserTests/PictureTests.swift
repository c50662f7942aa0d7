import Images
import Testing
@testable import Browser
import TestSupport

/// The detail pane's picture: placeholder, arrival, notes, cancellation and golden screens.
@MainActor
@Suite("Pictures", .timeLimit(.minutes(1)))
struct PictureTests {
    static let url = "https://img.example/user1.png"

    /// A 4 × 4 image of red over blue and green next to clear pixels, so all three glyphs
    /// (`▀`, `▄`, default paper) appear: 4 × 2 cells, small enough for a readable legend.
    static let cells: ImageCells = {
        let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255]
        let green: [UInt8] = [0, 200, 0, 255], clear: [UInt8] = [0, 0, 0, 0]
        let rows = [red + red + clear + clear, blue + blue + green + green,
                    green + green + red + red, clear + clear + blue + blue]
        return RGBAImage(width: 4, height: 4, pixels: rows.flatMap { $0 }).cells(fitting: CellBox(columns: 4, rows: 2))
    }()

    func makeApp(_ provider: FakeImageProvider, imageURL: String? = url, size: TerminalSize = TerminalSize(columns: 80, rows: 23))
        -> (App, FakeListModel) {
        let model = FakeListModel.users(5)
        model.details[1] = ItemDetail(title: "user1", fields: [("Followers", "7")], imageURL: imageURL,
                                      webURL: "https://example.com/user1")
        let app = App(tabs: [Tab(name: "T", model: model)], images: provider)
        app.resize(size)
        app.handle(.down)
        return (app, model)
    }


    @Test func aPlaceholderWhileLoadingThenThePicture() async {
        let provider = FakeImageProvider()
        let (app, _) = makeApp(provider)
        app.handle(.enter)
        await app.detailTask?.value
        let (loading, loadingCanvas) = app.drawn()
        #expect(loading.picture == .loading)
        #expect(loadingCanvas.text.contains("loading picture…"))
        await provider.waitForRequests(1)
        #expect(provider.requests.first?.url == Self.url)
        #expect(provider.requests.first?.box == CellBox(columns: 24, rows: 12))
        provider.release(Self.url, with: .image(Self.cells))
        await app.pictureTask?.value
        let (shown, canvas) = app.drawn()
        #expect(shown.picture == .glyphs(Self.cells.render(mode: .palette256)))
        #expect(canvas.line(2).hasPrefix("▀▀▄▄"))
        #expect(canvas.line(2).contains("user1"), "the text sits beside the picture")
        #expect(!canvas.text.contains("loading picture…"))
    }

    @Test func closingThePaneCancelsTheLoad() async {
        let provider = FakeImageProvider()
        let (app, _) = makeApp(provider)
        app.handle(.enter)
        await app.detailTask?.value
        await provider.waitForRequests(1)
        app.handle(.escape)
        #expect(await provider.waitForCancellations(1))
        #expect(provider.cancelled == [Self.url])
        #expect(app.drawn().0.picture == nil)
        // A late answer changes nothing.
        provider.release(Self.url, with: .image(Self.cells))
        #expect(app.drawn().0.pane == nil)
    }

    @Test(arguments: [(ImageFailure.notFound, "picture not found"), (.noImage, "no picture"),
                      (.undecodable, "picture unreadable")])
    func aFailedLoadLeavesANote(failure: ImageFailure, note: String) async {
        let provider = FakeImageProvider()
        let (app, _) = makeApp(provider)
        app.handle(.enter)
        await app.detailTask?.value
        await provider.waitForRequests(1)
        provider.release(Self.url, with: .placeholder(failure))
        await app.pictureTask?.value
        let (screen, canvas) = app.drawn()
        #expect(screen.picture == .note(note))
        #expect(canvas.line(2) == "user1")
        #expect(canvas.line(3) == note)
    }

    @Test func noURLNeedsNoRequest() async {
        let provider = FakeImageProvider()
        let (app, _) = makeApp(provider, imageURL: nil)
        app.handle(.enter)
        await app.detailTask?.value
        #expect(app.drawn().0.picture == .note("no picture"))
        #expect(provider.requests.isEmpty)
    }

    @Test func noColorTurnsPicturesOff() async {
        let provider = FakeImageProvider()
        let (app, _) = makeApp(provider)
        app.colorMode = .noColor
        app.handle(.enter)
        await app.detailTask?.value
        #expect(app.drawn().0.picture == .note(PictureNote.off))
        #expect(provider.requests.isEmpty)
    }

    @Test func aSmallTerminalAsksForASmallerBox() async {
        let provider = FakeImageProvider()
        let (app, _) = makeApp(provider, size: TerminalSize(columns: 40, rows: 12))
        app.handle(.enter)
        await app.detailTask?.value
        await provider.waitForRequests(1)
        #expect(provider.requests.first?.box == CellBox(columns: 13, rows: 7))
        app.handle(.escape)
    }

    @Test(arguments: [ColorMode.truecolor, .palette256, .noColor])
    func goldenDetailWithAPicture(mode: ColorMode) async {
        let provider = FakeImageProvider()
        let (app, _) = makeApp(provider, size: TerminalSize(columns: 48, rows: 12))
        app.colorMode = mode
        app.handle(.enter)
        await app.detailTask?.value
        if mode != .noColor {
            await provider.waitForRequests(1)
            provider.release(Self.url, with: .image(Self.cells))
            await app.pictureTask?.value
        }
        let canvas = app.drawn().1
        #expect(Snapshot.mismatch(canvas.text + "colours:\n" + canvas.colorLegend, named: "detail-picture-\(mode)") == nil)
    }
}

extension PictureTests {
    @Test func aResizeAsksAgainAtTheNewSize() async {
        let provider = FakeImageProvider()
        let (app, _) = makeApp(provider)
        app.handle(.enter)
        await app.detailTask?.value
        await provider.waitForRequests(1)
        provider.release(Self.url, with: .image(Self.cells))
        await app.pictureTask?.value
        app.resize(TerminalSize(columns: 40, rows: 12))
        await provider.waitForRequests(2)
        #expect(provider.requests.last?.box == CellBox(columns: 13, rows: 7))
        #expect(app.drawn().0.picture == .glyphs(Self.cells.render(mode: .palette256)), "the old picture stays meanwhile")
        app.resize(TerminalSize(columns: 40, rows: 12))
        #expect(provider.requests.count == 2, "the same size asks nothing")
        app.handle(.escape)
        #expect(await provider.waitForCancellations(1))
        #expect(provider.cancelled == [Self.url])
    }
}
