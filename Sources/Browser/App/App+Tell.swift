extension App {
    /// Shows `text` on the status line until the next key (what `pagetty url` detected, said once).
    public func tell(_ text: String) {
        message = text
        onNeedsDisplay?()
    }
}
