/// Every plausible reading of how a list pages, scored by its evidence: the documented shapes
/// (`PaginationRules`, scored above the rest in their order), then what the structure shows (next
/// links, cursors, echoed numbers) and last the usual parameters a full page invites.
///
/// Pure: a function of the answer. The readings are not trusted until page 2 confirms one.
enum CandidateFinder {
    /// Scores from here up are documented shapes (`PaginationRules`).
    static let documentedScore = 100

    /// The readings of `context`, best first, each strategy once.
    static func candidates(_ context: DetectionContext, nodes: [AnswerNode], evidence: MoreEvidence) -> [PagingCandidate] {
        var found: [PagingCandidate] = []
        for (index, rule) in PaginationRules.all.enumerated() {
            guard let options = rule.match(context) else { continue }
            let trusted = PaginationRules.isTrusted(ruleAt: index)
            found.append(PagingCandidate(options: options, evidence: rule.name, score: 200 - index, trusted: trusted))
        }
        found += NextLinkFinder.candidates(nodes, context: context)
        found += TokenFinder.candidates(nodes, context: context, more: evidence.flag)
        found += NumberFinder.candidates(nodes, context: context, more: evidence.flag)
        found += ProbeFinder.candidates(nodes, context: context, evidence: evidence)
        var best: [String: Int] = [:]
        var kept: [PagingCandidate] = []
        for candidate in found where makesASpec(candidate.options, id: context.id) {
            if let index = best[candidate.strategy] {
                if candidate.score > kept[index].score { kept[index] = candidate }
                continue
            }
            best[candidate.strategy] = kept.count
            kept.append(candidate)
        }
        // Stable: equal scores keep the order found.
        return kept.enumerated().sorted { ($0.element.score, -$0.offset) > ($1.element.score, -$1.offset) }.map(\.element)
    }

    /// Whether `options` make a spec `pagetty url` takes (a key the strategy grammar cannot write is no reading).
    static func makesASpec(_ options: [String: String], id: String?) -> Bool {
        var profile = options
        profile["url"] = "http://h/x"
        if let id { profile["id"] = id }
        return (try? GenericSpec(profile: profile)) != nil
    }
}
