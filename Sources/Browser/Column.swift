import Catalog

/// One column of a list: a header and how it takes space. The sources' own type, so a source's
/// columns reach the screen as they are.
public typealias Column = SourceColumn
