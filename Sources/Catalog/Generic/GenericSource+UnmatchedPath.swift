import Paging

extension GenericSource {
    /// The first path given for a row's parts that no item has, as a notice: a misspelt
    /// `--title` would otherwise title every row with its id without a word. A field only some
    /// items have is sparse, not misspelt; a page without items proves nothing.
    func unmatchedPath(in elements: [JSONValue]) -> PagingNotice? {
        guard !elements.isEmpty else { return nil }
        let given: [(option: String, path: JSONPath?)] = [("--title", spec.title), ("--subtitle", spec.subtitle), ("--web-url", spec.webURL)]
            + spec.columns.map { ("--column", $0.path) }
        for (option, path) in given {
            guard let path, !elements.contains(where: { path.evaluate($0) != nil }) else { continue }
            return .pathMatchedNothing(option: option, path: path.description)
        }
        return nil
    }
}
