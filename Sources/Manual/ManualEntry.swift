/// One term of a manual section and what it means: a key, a variable, a file, a status.
public struct ManualEntry: Sendable, Equatable {
    /// The term, set in bold (plain text; escaped when rendered).
    public var term: String
    /// What it means, plain text.
    public var text: String

    /// An entry for `term`.
    public init(_ term: String, _ text: String) {
        self.term = term
        self.text = text
    }
}
