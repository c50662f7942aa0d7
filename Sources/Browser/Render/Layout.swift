/// Where the browser's parts sit on screen: the one place the controller and the renderer
/// read the rows of the tab bar, the column headers, the list and the status bar from.
///
/// Pure values; any thread.
public enum Layout {
    /// The tab bar's row.
    public static let tabBarRow = 0
    /// The column headers' row.
    public static let headerRow = 1
    /// The first row of the list (or of a pane over it).
    public static let listTop = 2
    /// Rows that are not the list: tab bar, headers and status bar.
    static let chromeRows = 3

    /// Rows of the list area at `size` (0 when the terminal is too small).
    public static func listHeight(for size: TerminalSize) -> Int {
        size.isUsable ? size.rows - chromeRows : 0
    }

    /// The status bar's row at `size`.
    public static func statusRow(for size: TerminalSize) -> Int { size.rows - 1 }

    /// The list row offset under screen row `y`, if `y` is in the list area.
    public static func listOffset(ofScreenRow y: Int, size: TerminalSize) -> Int? {
        let offset = y - listTop
        return offset >= 0 && offset < listHeight(for: size) ? offset : nil
    }
}
