/// The detail pane's content: a title, label/value lines, free text and an optional picture.
public struct ItemDetail: Sendable, Equatable {
    /// The pane's heading.
    public var title: String
    /// Label and value pairs ("Followers", "42").
    public var fields: [(label: String, value: String)]
    /// Free text under the fields (a Qiita body), untrusted.
    public var body: String
    /// A picture to show (avatar, sprite), if any.
    public var imageURL: String?
    /// The web page.
    public var webURL: String?
    /// The names of the lists the item leads to, numbered from 1 in the pane's menu (untrusted).
    public var related: [String] = []

    /// A detail value.
    public init(title: String, fields: [(label: String, value: String)] = [], body: String = "",
                imageURL: String? = nil, webURL: String? = nil) {
        self.title = title
        self.fields = fields
        self.body = body
        self.imageURL = imageURL
        self.webURL = webURL
    }

    public static func == (lhs: ItemDetail, rhs: ItemDetail) -> Bool {
        lhs.title == rhs.title && lhs.body == rhs.body && lhs.imageURL == rhs.imageURL
            && lhs.webURL == rhs.webURL && lhs.related == rhs.related
            && lhs.fields.elementsEqual(rhs.fields) { $0.label == $1.label && $0.value == $1.value }
    }
}
