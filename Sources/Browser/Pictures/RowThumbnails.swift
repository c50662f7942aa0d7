import Images

/// Row thumbnails by URL: loads for the pictures on screen, withdrawn when they leave it, kept
/// once loaded (bounded). Nothing here is kept by row, so rows moving under the screen (a
/// followed head) move nothing.
///
/// Main actor only; the loads themselves run in the provider, off the main actor.
@MainActor
final class RowThumbnails {
    /// Loads under way, by URL (tests await them).
    private(set) var tasks: [String: Task<Void, Never>] = [:]
    private var loaded: [String: [CellGlyph]] = [:]
    /// Called when a thumbnail arrived.
    var onChange: (@MainActor () -> Void)?

    /// Past this many loaded thumbnails, those off screen are dropped.
    static let capacity = 2_000

    /// The cells for a row's picture; empty while loading or when there is none.
    func glyphs(for url: String?) -> [CellGlyph] {
        url.flatMap { loaded[$0] } ?? []
    }

    /// The pictures a frame showed: loads start for new URLs, and those of pictures no longer
    /// shown (their rows left the screen, or the list was reloaded) are withdrawn.
    func show(_ urls: Set<String>, images: (any ImageProvider)?, mode: ColorMode) {
        for (url, task) in tasks where !urls.contains(url) {
            task.cancel()
            tasks[url] = nil
        }
        if loaded.count > Self.capacity { loaded = loaded.filter { urls.contains($0.key) } }
        guard let images else { return }
        for url in urls where loaded[url] == nil && tasks[url] == nil {
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

    /// No thumbnails are drawn now: every load is withdrawn.
    func hideAll() {
        for task in tasks.values { task.cancel() }
        tasks = [:]
    }
}
