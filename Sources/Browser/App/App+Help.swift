/// The help pane's scrolling: at a height too small for every binding (50×15 shows 8 of 13),
/// the scroll keys move it and any other key still closes it.
extension App {
    /// The help as the renderer lays it out at this size.
    var helpPage: HelpPage {
        HelpPage(width: size.columns, height: listHeight, picking: isPicking, keys: options.keys)
    }

    /// Moves the help pane by a line or a screen, within its lines.
    func scrollHelp(_ command: KeyCommand) {
        let page = helpPage
        let step: Int
        switch command {
        case .lineDown: step = 1
        case .lineUp: step = -1
        case .pageDown: step = max(1, page.height - 1)
        case .pageUp: step = -max(1, page.height - 1)
        default: return
        }
        helpScroll = min(max(0, helpScroll + step), page.maxScroll)
    }
}
