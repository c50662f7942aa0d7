/// What the detector read from an answer: options in profile form (`items`, `id`, `strategy`, …),
/// each with the reason, and the readings it did not take.
///
/// A plain value; any thread.
public struct Detection: Sendable, Equatable {
    /// One detected option.
    public struct Choice: Sendable, Equatable {
        /// The profile key (`items`, `id`, `title`, `web_url`, `strategy`, `total`, `more`, …).
        public var key: String
        /// The option's value; empty for `items` when the body is the array.
        public var value: String
        /// Why, in a few words ("the body is an array", "Slack response_metadata.next_cursor").
        public var why: String
    }

    /// The options read, in the order they were decided.
    public var choices: [Choice] = []
    /// Other readings that also fit, as a user would read them ("Link header rel=next").
    public var alternatives: [String] = []
    /// Why detection gave up on the list itself (no array of objects): the caller must ask for --items.
    public var declined: String?
    /// The items on the page read.
    public var itemsRead = 0
    /// The list's length as the answer said it (where `total` or `total_header` points).
    public var totalSaid: Int?

    /// Every reading of how the list pages, best first; the resolver confirms them in order.
    public var candidates: [PagingCandidate] = []
    /// Why the answer says the list holds more than its page (a total, a flag, a full page); nil when it does not.
    public var moreSaid: String?
    /// The readings tried by asking for page 2, each with what the server's answer showed.
    public var tried: [String] = []
    /// Set when the answer says there is more and nothing found pages it: the one-line why.
    public var incomplete: String?

    /// Why rows are told apart by their place: said once, with the detection.
    public static let positionWhy = "no field is unique over the page: rows are told apart by their place, not deduplicated"

    /// The profile keys a strategy brings with it, replaced as a whole when another reading is adopted.
    static let pagingKeys: Set<String> = ["strategy", "more", "total_pages", "total_pages_header", "per_page", "first_page"]

    /// Takes `candidate` as the list's pagination, in place of any reading taken before.
    public mutating func adopt(_ candidate: PagingCandidate) {
        choices.removeAll { Self.pagingKeys.contains($0.key) }
        choose("strategy", candidate.strategy, candidate.evidence)
        for key in candidate.options.keys.sorted() where key != "strategy" { choose(key, candidate.options[key]!, candidate.evidence) }
    }

    /// Drops the reading taken: no pagination found, one page (`Detector.noPagination`).
    public mutating func dropPagination() {
        choices.removeAll { Self.pagingKeys.contains($0.key) }
        choose("strategy", "link", Detector.noPagination)
    }

    /// Whether a pagination rule matched (false: one page, said so).
    public var paged: Bool { choices.contains { $0.key == "strategy" && $0.why != Detector.noPagination } }

    /// The detected value of profile key `key`.
    public func value(_ key: String) -> String? { choices.first { $0.key == key }?.value }

    /// The reason for profile key `key`.
    public func why(_ key: String) -> String? { choices.first { $0.key == key }?.why }

    mutating func choose(_ key: String, _ value: String, _ why: String) {
        guard self.value(key) == nil else { return }
        choices.append(Choice(key: key, value: value, why: why))
    }
}
