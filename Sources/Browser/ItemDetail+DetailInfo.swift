import Catalog

extension ItemDetail {
    /// The pane's content for a source's detail.
    init(_ info: DetailInfo) {
        self.init(title: info.title, fields: info.fields.map { (label: $0.label, value: $0.value) },
                  body: info.body, imageURL: info.imageURL, webURL: info.webURL)
    }
}
