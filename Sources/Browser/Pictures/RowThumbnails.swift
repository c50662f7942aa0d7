import Images

/// Row thumbnails by URL: loads for the rows on screen, withdrawn when those rows leave the
/// screen, kept once loaded (bounded).
///
/// Main actor only; the loads themselves run in the provider, off the main actor.
@MainActor
final class RowThumbnails {
    /// Loads under way, by URL (tests await them).
    private(set) var tasks: [String: Task<Void, Never>] = [:]
    private var loaded: [String: [CellGlyph]] = [:]
    /// The URL of each row shown, by model row.
    private var shown: [Int: String] = [:]
    /// Called when a thumbnail arrived.
    var onChange: (@MainActor () -> Void)?

    /// Past this many loaded thumbnails, those off screen are dropped.
    static let capacity = 2_000

    /// The cells for a row's picture; empty while loading or when there is none.
    func glyphs(for url: String?) -> [CellGlyph] {
        url.flatMap { loaded[$0] } ?? []
    }

    /// The rows a frame showed, by model row: loads start for new URLs. A row now showing
    /// another URL (the list was reloaded) withdraws the old one's load.
    func show(_ rows: [Int: String], images: (any ImageProvider)?, mode: ColorMode) {
        for (row, url) in rows where shown[row] != url {
            if let old = shown[row] {
                shown[row] = nil
                withdraw(old)
            }
            shown[row] = url
        }
        if loaded.count > Self.capacity {
            let urls = Set(shown.values)
            loaded = loaded.filter { urls.contains($0.key) }
        }
        guard let images else { return }
        for url in Set(rows.values) where loaded[url] == nil && tasks[url] == nil {
            tasks[url] = Task { [weak self] in
                let result = await images.cells(for: url, box: .thumbnail)
                guard let self, !Task.isCancelled else { return }
                self.tasks[url] = nil
                // Withdrawn by someone else: not an answer to remember.
                if result == .placeholder(.cancelled) { return }
                self.loaded[url] = result.cells?.render(mode: mode).first ?? []
                self.onChange?()
            }
        }
    }

    /// Rows that left the screen: their loads are withdrawn (unless another row shows the URL).
    func disappeared(_ rows: Range<Int>) {
        let leaving = shown.filter { rows.contains($0.key) }
        for (row, url) in leaving {
            shown[row] = nil
            withdraw(url)
        }
    }

    /// No thumbnails are drawn now: every load is withdrawn.
    func hideAll() {
        shown = [:]
        for task in tasks.values { task.cancel() }
        tasks = [:]
    }

    private func withdraw(_ url: String) {
        guard !shown.values.contains(url), let task = tasks[url] else { return }
        task.cancel()
        tasks[url] = nil
    }
}
