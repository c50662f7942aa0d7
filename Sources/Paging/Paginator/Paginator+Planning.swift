extension Paginator {
    /// The text of the latest notice, for the status bar.
    public var notice: String? { latestNotice?.description }
}
