import Testing
@testable import Catalog

/// Titles sent as HTML (Mastodon's `content`) read as text; other titles stay as written.
@Suite struct MarkupTextTests {
    @Test(arguments: [
        ("<p>Toot 1</p>", "Toot 1"),
        ("<p>one</p><p>two &amp; <a href=\"https://x\">three</a></p>", "one two & three"),
        ("<p>&lt;script&gt; is text</p>", "<script> is text"),
        ("a < b > c", "a < b > c"),
        ("Fish &amp; chips", "Fish &amp; chips"),
    ])
    func plain(html: String, text: String) {
        #expect(MarkupText.plain(html) == text)
    }
}
