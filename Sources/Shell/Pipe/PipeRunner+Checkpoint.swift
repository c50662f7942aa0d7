import Paging

extension PipeRunner {
    /// The rows of the resumed first page that an earlier run wrote, once that page is here; nil
    /// while it is not. Found by the last id written, so a list that moved since is caught: its
    /// id further down (rows pushed on: those before it were written) or further up (rows gone:
    /// those after it were not) moves the cut with it; an id no longer on the page falls back to
    /// the latest id of the window still there (`ResumePoint`). Then the window's ids are skipped
    /// on the pages after, and a move further than the window is said.
    func resumedSkip() -> Int? {
        guard let resume else { return 0 }
        let layout = paginator.layout
        guard let items = layout.slots.first?.items else {
            // No first page: an empty list or a failure, said by the row after the loop.
            return paginator.exhausted || paginator.failure != nil ? 0 : nil
        }
        let found = ResumePoint(ids: items.map(\.id), checkpoint: resume)
        if let notice = found.notice { diagnose(notice) }
        if let moved = found.moved { diagnose(moved.description) }
        // The rows the window holds are skipped wherever the list pushed them on later pages.
        paginator.passOver(writtenBefore: Set(resume.window))
        return found.skip
    }

    /// Stages the position reached once `written` rows of this run are out: the page holding the
    /// last of them, its rows written, its id. Computed before the rows are let go.
    func stageCheckpoint(written: Int) {
        guard let checkpoints, let skipped, written > 0 else { return }
        let last = skipped + written - 1
        let layout = paginator.layout
        let slot = layout.slotIndex(forRow: last)
        guard let item = paginator.item(at: last) else { return }
        checkpoints.stage(Checkpoint(key: layout.slots[slot].key, rowsInPage: last + 1 - layout.rowStarts[slot],
                                     lastID: item.id, rows: (resume?.rows ?? 0) + written,
                                     pagesBefore: (resume?.pagesBefore ?? 0) + slot,
                                     recent: Array(recentWritten.suffix(Checkpoint.windowSize))))
    }

    /// The failure's line: with a checkpoint kept, where it stopped and the way on.
    func failureLine(_ why: String, row: Int, written: Int) -> String {
        guard checkpoints != nil else { return why }
        let rows = (resume?.rows ?? 0) + written
        guard rows > 0 else { return why }
        // The page that failed: the first whose rows are not all written (a sequential list asks
        // for the next page only once the rows before it are; a failed one holds no slot yet).
        let layout = paginator.layout
        let failed = layout.slots.indices.first { layout.rowStarts[$0 + 1] > row } ?? layout.slots.count
        let page = (resume?.pagesBefore ?? 0) + failed + 1
        return "\(why) at page \(page) (\(rows) rows written); run the same command with --resume to continue"
    }

    /// The progress once rows before `row` are written, `written` of them by this run.
    func progress(row: Int, written: Int) -> PipeProgress {
        let layout = paginator.layout
        var pages = 0
        if row > 0 {
            let slot = layout.slotIndex(forRow: row - 1)
            pages = slot + (layout.rowStarts[slot + 1] <= row ? 1 : 0)
        }
        return PipeProgress(rows: (resume?.rows ?? 0) + written, rowsThisRun: written,
                            pages: (resume?.pagesBefore ?? 0) + pages, total: paginator.total,
                            rateLimitedFor: paginator.rateLimitCountdown)
    }
}
