import TerminalText

/// A tab's label when a child list is shown: `GitHub users › mojombo › repos`, the lists it
/// came through; too wide, its first steps give way to `…` so that where you are stays in view.
enum Breadcrumb {
    /// Between two steps.
    static let separator = " › "

    /// `label` within `width` columns: whole when it fits, else `… › ` and as many of its last
    /// steps as fit (the last one cut by the run when even it does not).
    static func fit(_ label: String, width: Int) -> String {
        var steps = label.components(separatedBy: separator)
        guard steps.count > 1, DisplayWidth.of(label) > width else { return label }
        while steps.count > 1 {
            steps.removeFirst()
            let shorter = (["…"] + steps).joined(separator: separator)
            if DisplayWidth.of(shorter) <= width { return shorter }
        }
        return "…" + separator + steps.joined()
    }
}
