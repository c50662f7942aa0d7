/// What follows a page: another key, or the end with a reason to show.
public enum PageStep: Hashable, Sendable {
    /// Load this key next.
    case next(PageKey)
    /// Nothing more; the reason is shown as the list's last row.
    case end(String)

    /// The reason shown when a list simply ends.
    public static let endOfList = PageStep.end("end of list")
}
