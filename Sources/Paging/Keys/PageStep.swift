/// What follows a page: another key, or the end with a reason to show.
public enum PageStep: Hashable, Sendable {
    /// Load this key next.
    case next(PageKey)
    /// Nothing more; the reason is shown as the list's last row.
    case end(String)

    /// The text shown when a list simply ends.
    public static let endOfListReason = "end of list"
    /// The step when a list simply ends.
    public static let endOfList = PageStep.end(endOfListReason)
}
