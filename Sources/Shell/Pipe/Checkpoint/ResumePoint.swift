import Paging

/// Where a resumed dump starts writing on the page it reads again: the pure arithmetic.
///
/// A value; any thread.
public struct ResumePoint: Sendable, Equatable {
    /// Rows of the page passed over (written by the earlier run).
    public let skip: Int
    /// What to tell when the page is not as the earlier run left it; nil when it is.
    public let notice: String?
    /// Said when the list moved further than the checkpoint's window reaches, so rows written
    /// before may come again or rows may be missing; nil when the cut is certain.
    public let moved: PagingNotice?

    /// The cut in a page of `ids` for `checkpoint`: just past its last id wherever that is now.
    /// Where that id is gone, just past the last row of the page that the window holds (the
    /// latest row written that is still there), or nowhere when none is.
    ///
    /// Certain when the last id is on the page and no row after it was written, or when the
    /// page starts with a row the window holds (a list that keeps its order then holds no row
    /// written before the window after the cut, and none unwritten before it).
    public init(ids: [String], checkpoint: Checkpoint) {
        let window = Set(checkpoint.window)
        let inWindow = { (id: String) in window.contains(IDDigest(id).short) }
        let certain: Bool
        if let index = ids.firstIndex(of: checkpoint.lastID) {
            skip = index + 1
            let moved = skip - checkpoint.rowsInPage
            notice = moved == 0 ? nil : moved > 0
                ? "pagetty: the list moved since the checkpoint: \(moved) \(moved == 1 ? "item" : "items") pushed onto the page it stopped in, already written, passed over"
                : "pagetty: the list moved since the checkpoint: \(-moved) \(moved == -1 ? "item" : "items") before where it stopped went away; the rows after it are written"
            // A row written before, found after the last one: the list was reordered, not shifted.
            certain = !ids[skip...].contains(where: inWindow)
        } else {
            skip = ids.lastIndex(where: inWindow).map { $0 + 1 } ?? 0
            notice = "pagetty: the list changed since the checkpoint: item \(checkpoint.lastID), the last written, is no longer on its page; "
                + (skip == 0 ? "none of the ids written last is on it, so all of it is written"
                    : "resuming after row \(skip) of it, the last written that still is")
            certain = ids.first.map(inWindow) ?? false
        }
        moved = certain ? nil : .movedPastCheckpoint(kept: Checkpoint.windowSize)
    }
}
