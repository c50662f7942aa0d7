extension PagingState {
    /// Lets go of every page whose rows all lie before `row` (`Paginator.letGo(before:)`); their
    /// ids stay, as digests, so an item seen again is still skipped.
    mutating func letGo(before row: Int) {
        // A page above the one written is within reach above the viewport: not to be read again.
        passedRows = max(passedRows, row)
        for index in layout.slots.indices where layout.rowStarts[index + 1] <= row {
            // A page put in by following has no key to read it again at: it stays (`releaseItems`).
            guard let items = layout.slots[index].items, !layout.isFollowed(index) else { continue }
            for item in items { passedIDs.insert(item.id) }
            if let last = items.last { lastLetGo = (index, last.id) }
            releaseItems(of: index)
        }
    }
}
