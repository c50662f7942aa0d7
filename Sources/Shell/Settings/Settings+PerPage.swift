import Catalog

extension Settings {
    /// `--per-page n` for `source`: the reason it is refused, or nil when the source takes it.
    public static func perPageProblem(_ perPage: Int, for source: BuiltInSource) -> String? {
        perPageProblem(perPage, range: source.perPageRange, for: source.rawValue)
    }

    /// `--per-page n` for `command` (a source's name, or `pagetty url`), whose range is `range`:
    /// one wording for every command.
    public static func perPageProblem(_ perPage: Int, range: ClosedRange<Int>, for command: String) -> String? {
        guard !range.contains(perPage) else { return nil }
        return "--per-page takes \(range.lowerBound) to \(range.upperBound) for \(command)"
    }

    /// Items per page for `source`: the opened source's `perPage`, else what was resolved for it.
    public func perPage(for source: BuiltInSource) -> Int? {
        source == self.source ? perPage : otherPerPage[source]
    }

    /// The flag (checked against the opened source's range), then the source's own `per_page`,
    /// then the shared one. The other tabs get the flag clamped into their own ranges: one
    /// `--per-page 500` for Pokémon must not refuse the GitHub tab.
    mutating func resolvePerPage(flag: Int?, config: ConfigFile) throws(SettingsError) {
        if let flag, let problem = Self.perPageProblem(flag, for: source) { throw .perPage(problem) }
        perPage = flag ?? config.sources[source]?.perPage ?? config.perPage
        for other in BuiltInSource.allCases where other != source {
            let range = other.perPageRange
            otherPerPage[other] = flag.map { min(max($0, range.lowerBound), range.upperBound) }
                ?? config.sources[other]?.perPage ?? config.perPage
        }
    }
}
