extension PagingState {
    /// Times a page whose total fell below the one the page before it said is asked again
    /// before its rows are taken as they are.
    static let maxAsksAgain = 2

    /// How far `page`'s total fell below the total the page before it said, when it did: the page
    /// was served from a state that may skip rows (insertions it has not seen yet, or deletions
    /// the page before had not seen), so the rows between the two may be in neither answer.
    /// At the end the page before is the one just put in place; in a layout it is the page before
    /// when its answer came while this one was on its way (loads side by side): one loaded long
    /// ago says an older total whatever this answer is.
    func totalDrop(_ page: Page, target: PageTarget, sentAfter: Int) -> Int? {
        guard plan.wrongTotal == nil, let said = page.total, said >= 0 else { return nil }
        let before: Int?
        switch target {
        case .tail: before = plan.tailTotal
        case .slot(let index): before = index > 0 ? sideTotal(of: index - 1, since: sentAfter) : nil
        }
        guard let before, said < before else { return nil }
        return before - said
    }

    /// Side by side, the pages after `index` may have been answered first, from an older list
    /// than `page`: each one in a row whose total is lower goes back to placeholders and is asked
    /// again. All of them at once: asked again one at a time, the second would be compared only
    /// with pages answered after its new request went out, not with the older one after it.
    mutating func askAgainAfter(_ index: Int, page: Page, sentAfter: Int) {
        guard plan.wrongTotal == nil, let said = page.total else { return }
        var next = index + 1
        var lastBefore = page.items.last?.id
        while next < layout.slots.count, let after = sideTotal(of: next, since: sentAfter), after < said {
            let key = layout.slots[next].key
            guard plan.askedAgain[key, default: 0] < Self.maxAsksAgain else {
                latestNotice = .rowsMayBeMissing(count: said - after, after: lastBefore,
                                                 before: layout.slots[next].items?.first?.id)
                return
            }
            lastBefore = layout.slots[next].items?.last?.id
            plan.askedAgain[key, default: 0] += 1
            releaseItems(of: next)
            next += 1
        }
        // A page after these read long ago says an older total whatever, so it is not asked
        // again (on a feed that grows, every page read earlier would be); but when its total is
        // lower, the rows the growth pushed past its start are in no answer, and that is said.
        if next < layout.slots.count, let first = layout.slots[next].items?.first,
           let older = plan.sideTotals[layout.slots[next].key]?.total, older < said {
            latestNotice = .rowsMayBeMissing(count: said - older, after: lastBefore, before: first.id)
        }
    }

    /// The total page `index` said, when it is in memory and its answer came after answer `since`
    /// (while this load was on its way: the clock may not move between answers, the count does).
    private func sideTotal(of index: Int, since: Int) -> Int? {
        let slot = layout.slots[index]
        guard slot.items != nil, let said = plan.sideTotals[slot.key], said.answer > since
        else { return nil }
        return said.total
    }

    /// Notes the total a laid-out page said, and when, for its neighbours' answers.
    mutating func noteSideTotal(_ page: Page, key: PageKey) {
        plan.answers += 1
        plan.sideTotals[key] = page.total.map { (total: $0, answer: plan.answers) }
    }

    /// The notice for rows that may be missing between the last row in place and `page`'s first.
    func missingRowsNotice(_ drop: Int, page: Page, target: PageTarget) -> PagingNotice {
        let previous: Int?
        switch target {
        case .tail: previous = layout.slots.isEmpty ? nil : layout.slots.count - 1
        case .slot(let index): previous = index > 0 ? index - 1 : nil
        }
        // A page written and let go (pipe mode) keeps its last id for this.
        let last = previous.flatMap { index in
            layout.slots[index].items?.last?.id ?? (lastLetGo?.slot == index ? lastLetGo?.id : nil)
        }
        return .rowsMayBeMissing(count: drop, after: last, before: page.items.first?.id)
    }
}
