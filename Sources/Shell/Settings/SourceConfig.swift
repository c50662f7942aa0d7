/// One source's table in the config file (`[github]`, `[qiita]`, `[pokemon]`).
///
/// A plain value; any thread.
public struct SourceConfig: Sendable, Equatable {
    /// `base_url`: another root for the source.
    public var baseURL: String?
    /// `token`: sent only to that root, over https or loopback.
    public var token: String?
    /// `query`: the Qiita search query.
    public var query: String?
    /// `per_page`: items per page for this source, in its `perPageRange`.
    public var perPage: Int?

    /// An empty table.
    public init(baseURL: String? = nil, token: String? = nil, query: String? = nil) {
        self.baseURL = baseURL
        self.token = token
        self.query = query
    }
}
