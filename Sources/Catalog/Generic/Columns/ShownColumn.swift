/// A generic list column as laid out from the first page: the field, its kind and its width rules.
///
/// A value; any thread.
struct ShownColumn: Sendable, Equatable {
    /// The field shown.
    var column: GenericColumn
    /// What its values are.
    var kind: ColumnKind
    /// Header, widths, alignment and drop rank.
    var source: SourceColumn

    /// The cell for `item`.
    func cell(_ item: JSONValue) -> String { kind.cell(column.path.evaluate(item)) }
}
