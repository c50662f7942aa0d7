/// Where a resumed dump starts writing on the page it reads again: the pure arithmetic.
///
/// A value; any thread.
public struct ResumePoint: Sendable, Equatable {
    /// Rows of the page passed over (written by the earlier run).
    public let skip: Int
    /// What to tell when the page is not as the earlier run left it; nil when it is.
    public let notice: String?

    /// The cut in a page of `ids` for `checkpoint`: just past its last id wherever that is now;
    /// where the id is gone, past as many rows as were written, and said.
    public init(ids: [String], checkpoint: Checkpoint) {
        if let index = ids.firstIndex(of: checkpoint.lastID) {
            skip = index + 1
            let moved = skip - checkpoint.rowsInPage
            notice = moved == 0 ? nil : moved > 0
                ? "pagetty: the list moved since the checkpoint: \(moved) \(moved == 1 ? "item" : "items") pushed onto the page it stopped in, already written, passed over"
                : "pagetty: the list moved since the checkpoint: \(-moved) \(moved == -1 ? "item" : "items") before where it stopped went away; the rows after it are written"
        } else {
            skip = min(checkpoint.rowsInPage, ids.count)
            notice = "pagetty: the list changed since the checkpoint: item \(checkpoint.lastID), the last written, is no longer on its page; "
                + "resuming after \(skip) \(skip == 1 ? "row" : "rows") of it, so rows may be repeated or missing"
        }
    }
}
