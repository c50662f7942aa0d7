import Catalog
import Images
import Paging

/// The detail pane: which row it shows, its content as it arrives, its picture, and the two
/// fetches behind them (the detail, then the picture), asked again at a new size on resize.
///
/// Main actor only. The fetches run in tasks that inherit the main actor and await the model
/// and the image provider, which do their work off it; a late answer for a closed or
/// replaced pane is dropped. `onChange` is called when an answer changed what is drawn.
@MainActor
final class DetailController {
    /// The row shown, when the pane is open.
    private(set) var index: Int?
    /// The lists the row's item leads to, as the pane's menu numbers them from 1.
    private(set) var related: [RelatedList] = []
    /// The content shown.
    private(set) var content: Screen.DetailContent = .loading("") {
        didSet { wrapped = nil }  // the cache is keyed by the content: a new one wraps anew
    }
    /// The body wrapped for the current content, at the width it was last drawn.
    private var wrapped: WrappedBody?
    /// How many times a body was wrapped (tests count that a frame or key does not wrap again).
    private(set) var wraps = 0
    /// Lines scrolled down.
    private(set) var scroll = 0
    /// The picture area.
    private(set) var picture: Picture?
    /// The detail fetch in progress (tests await it).
    private(set) var detailTask: Task<Void, Never>?
    /// The picture load in progress (tests await it).
    private(set) var pictureTask: Task<Void, Never>?
    /// The picture's URL and box, to ask again at another size.
    private var pictureRequest: (url: String, box: CellBox?)?
    private let images: (any ImageProvider)?
    /// Called when an answer arrived.
    var onChange: (@MainActor () -> Void)?

    /// A controller loading pictures from `images` (nil shows none).
    init(images: (any ImageProvider)?) {
        self.images = images
    }

    /// Whether the pane is open.
    var isOpen: Bool { index != nil }

    /// Opens the pane on row `index` of `model`, titled `title` while the detail loads.
    /// `context` gives the size and colours when the detail arrives, to size its picture.
    func open(index: Int, title: String, model: any ListModel,
              context: @escaping @MainActor () -> (size: TerminalSize, colorMode: ColorMode)) {
        close()
        self.index = index
        related = Array(model.relatedLists(at: index).prefix(RelatedMenu.maxEntries))
        content = .loading(title)
        detailTask = Task { [weak self] in
            var content: Screen.DetailContent
            do {
                content = .loaded(try await model.detail(at: index))
            } catch {
                content = .failed("\(error)")
            }
            // A replaced or closed pane cancelled this task; the index may have moved with its row.
            guard let self, let now = self.index, !Task.isCancelled else { return }
            if case .loaded(var detail) = content {
                // The detail may have filled what the row lacked (Pokémon's types): its lists are read again.
                self.related = Array(model.relatedLists(at: now).prefix(RelatedMenu.maxEntries))
                detail.related = self.related.map(\.menuName)
                content = .loaded(detail)
            }
            self.content = content
            self.scroll = 0
            if case .loaded(let detail) = content {
                let now = context()
                self.loadPicture(detail.imageURL, size: now.size, colorMode: now.colorMode)
            }
            self.onChange?()
        }
    }

    /// Closes the pane, withdrawing its fetches.
    func close() {
        detailTask?.cancel()
        detailTask = nil
        pictureTask?.cancel()
        pictureTask = nil
        pictureRequest = nil
        picture = nil
        index = nil
        related = []
        scroll = 0
    }

    /// Rows moved: the pane's row moves with its item; when its row went (or the list started
    /// over), its item is gone and the pane closes (a digit would open the lists of whatever row
    /// took its place).
    func apply(_ change: ListChange) {
        guard let row = index else { return }
        if !change.removes(row), let moved = change.moved(row) { index = moved } else { close() }
    }

    /// Rows that left the screen: the pane on one of them closes, its fetches withdrawn.
    func disappeared(_ rows: Range<Int>) {
        if let index, rows.contains(index) { close() }
    }

    /// Scrolls by `delta` lines, kept within the pane's text at `size`.
    func scroll(by delta: Int, size: TerminalSize) {
        let lines = DetailPane.lines(content, picture: picture, size: size, body: wrappedBody(size: size)).count
        let last = max(0, lines - Layout.listHeight(for: size))
        scroll = min(last, max(0, scroll + delta))
    }

    /// The loaded body wrapped to the pane's text width at `size`: once per content and width.
    func wrappedBody(size: TerminalSize) -> WrappedBody? {
        guard case .loaded(let detail) = content, !detail.body.isEmpty else { return nil }
        let width = DetailPane.textFrame(picture: picture, size: size).width
        if let wrapped, wrapped.width == width { return wrapped }
        wraps += 1
        let body = WrappedBody(width: width, lines: DetailText.bodyLines(detail.body, width: width))
        wrapped = body
        return body
    }

    /// The terminal's size changed: a picture on screen is asked for again at the new box size
    /// (the loader has it in memory).
    func resized(to size: TerminalSize, colorMode: ColorMode) {
        guard isOpen, let request = pictureRequest, PictureLayout.box(for: size) != request.box else { return }
        pictureTask?.cancel()
        loadPicture(request.url, size: size, colorMode: colorMode)
    }

    /// Starts the picture's load, off the main actor; the pane shows a placeholder meanwhile.
    private func loadPicture(_ url: String?, size: TerminalSize, colorMode: ColorMode) {
        guard let images, let index else { return }
        guard colorMode != .noColor else {
            picture = .note(PictureNote.off)
            return
        }
        guard let url, !url.isEmpty else {
            picture = .note(PictureNote.text(for: .noImage))
            return
        }
        guard let box = PictureLayout.box(for: size) else {
            // No room now; a resize may give some.
            pictureRequest = (url, nil)
            picture = nil
            return
        }
        pictureRequest = (url, box)
        // At a new size the old picture stays up until the new one is here.
        if case .glyphs? = picture {} else { picture = .loading }
        pictureTask = Task { [weak self] in
            let result = await images.cells(for: url, box: box)
            guard let self, !Task.isCancelled, self.index == index else { return }
            switch result {
            case .image(let cells): self.picture = .glyphs(cells.render(mode: colorMode))
            case .placeholder(let failure):
                self.picture = .note(PictureNote.text(for: failure))
                self.pictureRequest = nil
            }
            self.onChange?()
        }
    }
}
