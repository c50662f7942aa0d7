import Paging

/// The rows of a paginator as short strings, to compare whole lists at once.
@MainActor
func describe(_ paginator: Paginator) -> [String] {
    (0..<paginator.rowCount).map { describe(paginator.row(at: $0)) }
}

/// One row as a short string: the id, `_` for a placeholder, or the kind and its text.
func describe(_ row: PagedRow) -> String {
    switch row {
    case .item(let item): return item.id
    case .placeholder: return "_"
    case .loading: return "loading"
    case .error(let message): return "error: \(message)"
    case .end(let reason): return "end: \(reason)"
    }
}
