extension GenericSpec {
    /// This spec showing the columns in `texts` (`LABEL=PATH` or `PATH` each, blank ones skipped)
    /// instead of the ones chosen from the first page.
    public func showing(columns texts: [String]) throws(GenericSpecError) -> GenericSpec {
        var spec = self
        for text in texts where !text.allSatisfy(\.isWhitespace) {
            guard let column = GenericColumn(parsing: text) else { throw .badColumn(text) }
            spec.columns.append(column)
        }
        return spec
    }
}
