import Browser
import Shell

/// Where a `pagetty url` (or `@profile`) list was left, per list URL, in the same store as the
/// built-in sources' positions; `--fresh` starts at the top.
///
/// Main actor (it reads the app). Kept only for lists with a known total: their rows can be
/// jumped to at once. A list without one would have to be paged through to get back, so it
/// starts at the top (and forgets any position it had).
@MainActor
struct URLPositions {
    /// The store's source name for every generic list (the URL tells them apart).
    static let source = "url"

    let store: PositionStore
    /// The list's URL as given (a profile's `url`).
    let url: String

    /// Shows the remembered first row once the list has it.
    func restore(into app: App) {
        guard let position = store.load(source: Self.source, base: url) else { return }
        app.restore(firstRow: position.index, selected: position.selected, inTab: 0)
    }

    /// Remembers the first visible row and the selected one; a failure to write is not worth an error on exit.
    func save(_ app: App) {
        let model = app.ownModel(ofTab: 0)
        let top = app.firstVisibleRow(ofTab: 0)
        let position = model.status.total == nil ? nil : model.listItem(at: top).map {
            SavedPosition(index: top, id: $0.id, selected: app.selectedRow(ofTab: 0))
        }
        try? store.save(position, source: Self.source, base: url)
    }
}
