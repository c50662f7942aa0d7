/// One link from a `Link` header (RFC 8288): a target and its parameters.
public struct WebLink: Sendable, Equatable {
    /// The URI between `<` and `>`, as sent.
    public var target: String
    /// The relation types, lower-cased (`rel="next last"` gives two).
    public var rels: [String]
    /// Every other parameter, names lower-cased, values unquoted.
    public var parameters: [String: String]

    /// A link value.
    public init(target: String, rels: [String], parameters: [String: String] = [:]) {
        self.target = target
        self.rels = rels
        self.parameters = parameters
    }

    /// Whether the target is a URI template (`{?since}`) and so not fetchable.
    public var isTemplate: Bool { target.contains("{") || target.contains("}") }
}
