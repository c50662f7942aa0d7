/// An item's detail as text: a heading, labelled values, free text, a picture and a web page.
public struct DetailInfo: Sendable, Equatable {
    /// A labelled value.
    public struct Field: Sendable, Equatable {
        /// The label ("Followers").
        public var label: String
        /// The value, untrusted.
        public var value: String

        /// A field.
        public init(_ label: String, _ value: String) {
            self.label = label
            self.value = value
        }
    }

    /// The heading.
    public var title: String
    /// Labelled values in display order.
    public var fields: [Field]
    /// Free text (a Qiita body), untrusted.
    public var body: String
    /// A picture (avatar, sprite).
    public var imageURL: String?
    /// The web page.
    public var webURL: String?

    /// A detail value.
    public init(title: String, fields: [Field] = [], body: String = "", imageURL: String? = nil,
                webURL: String? = nil) {
        self.title = title
        self.fields = fields
        self.body = body
        self.imageURL = imageURL
        self.webURL = webURL
    }
}
