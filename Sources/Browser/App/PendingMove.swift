/// Type-ahead: rows the keys moved past the loaded rows of a growing list (its last row is
/// the loading row), kept until the rows arrive so that the selection lands where they meant.
///
/// A value in `TabState`, on the main actor.
struct PendingMove: Equatable {
    /// Rows still to move down.
    var rows: Int
    /// Whether a page move is among them: the screen moves with the selection then.
    var paged: Bool
    /// `G` on a list read one page after another: the selection rides along to the last item
    /// as rows arrive, until the list ends (`rows` is unused then). Any other move ends the ride.
    var toEnd = false

    /// Rows kept at most: ten screens (the paginator's farthest prefetch), so a held key
    /// cannot page a list without end; what is past it is said in the status line.
    static func limit(height: Int) -> Int { 10 * max(1, height) }

    /// The status line when the limit dropped keys.
    static func limitMessage(_ limit: Int) -> String {
        "type-ahead keeps \(limit) rows past the loaded ones; the selection stops there"
    }

    /// The status line when the list ended (or failed) before the rows the keys went to.
    static func shortMessage(_ rows: Int) -> String {
        "the list stopped \(rows) row\(rows == 1 ? "" : "s") before where the keys went"
    }
}
