extension Paginator {
    /// Lets go of every page whose rows all lie before `row`: pipe mode's, once written, for it
    /// never shows a row twice. Their ids stay, as digests, so an item seen again is still skipped.
    ///
    /// Why: pipe mode held every row it had written, up to `maxItems` (two one-item pages of 20 MB
    /// peaked at 125 MiB); now it holds the page it writes and what is read ahead.
    public func letGo(before row: Int) { state.letGo(before: row) }

    /// Skips, from the next page on, every item whose id an earlier run wrote (`digests`, as
    /// `IDDigest.short`), counting them in `skippedWrittenBefore`: a resumed dump's window, so an
    /// item the list pushed past the page it resumed in is not written twice.
    public func passOver(writtenBefore digests: Set<String>) { writtenBefore = digests }
}
