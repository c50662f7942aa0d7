import Catalog
import Testing
@testable import Shell

/// `--explain`'s related lists: a list on another origin is said with it, as the browser's menu says it.
@Suite struct ExplainRelatedTests {
    @Test func aListElsewhereIsMarkedWithItsOrigin() {
        let lists = [RelatedList(name: "repos", place: .url("https://api.example.com/u/1/repos")),
                     RelatedList(name: "followers", place: .url("https://other.example/u/1/followers"), elsewhere: "https://other.example")]
        #expect(DetectionReport.related(lists).suffix(2) == [
            "#   repos: pagetty url https://api.example.com/u/1/repos",
            "#   followers @other.example: pagetty url https://other.example/u/1/followers",
        ])
    }
}
