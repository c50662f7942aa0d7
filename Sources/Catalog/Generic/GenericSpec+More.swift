extension GenericSpec {
    /// The id path that means "no field identifies an item": rows are told apart by their place
    /// (`GenericSource.positionID`) and never deduplicated.
    public static let positionID = JSONPath("*")!

    /// Whether more pages follow, by the `more` flag: `has_more`, or `!isLastPage` for a flag that
    /// says the end (Bitbucket Server's `isLastPage`). Nil when the spec names none or the body lacks it.
    public func moreFlag(in body: JSONValue) -> Bool? {
        guard let more else { return nil }
        if more.description.hasPrefix("!"), let path = JSONPath(String(more.description.dropFirst())) {
            return GenericSource.flag(path.evaluate(body)).map { !$0 }
        }
        return GenericSource.flag(more.evaluate(body))
    }
}
