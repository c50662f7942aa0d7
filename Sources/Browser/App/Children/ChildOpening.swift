/// What came of asking for a child list: opened, or refused with one line for the status bar
/// ("repos: HTTP 404", "not a list", "plain http under an https list"), the parent staying.
@MainActor
public enum ChildOpening {
    /// The list, to show as a child of the current one.
    case opened(ChildList)
    /// Nothing opened; the status line says why.
    case refused(String)
}

/// Opens the list a request names; it asks the network and awaits the first answer.
public typealias ChildOpener = @MainActor (ChildRequest) async -> ChildOpening
