/// A tab's filter: the query, the model rows that match, and a viewport over the matches.
struct FilterState {
    var query: String
    var editing: Bool
    var matches: [Int] = []
    var viewport = Viewport()

    /// Model rows whose cells contain the query, ignoring case; loaded items only.
    @MainActor
    static func matches(_ query: String, in model: any ListModel) -> [Int] {
        let needle = query.lowercased()
        var found: [Int] = []
        for index in 0..<model.rowCount {
            guard case .item(let item) = model.row(at: index) else { continue }
            if needle.isEmpty || item.cells.contains(where: { $0.lowercased().contains(needle) }) {
                found.append(index)
            }
        }
        return found
    }
}
