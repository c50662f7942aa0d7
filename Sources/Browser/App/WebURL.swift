/// Checks on URLs from the API before they leave the browser.
enum WebURL {
    /// An http(s) URL of printable ASCII only: nothing a shell, browser or terminal could misread.
    static func isSafe(_ url: String) -> Bool {
        guard url.hasPrefix("https://") || url.hasPrefix("http://"), url.utf8.count <= 4096 else { return false }
        return url.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }
    }
}
