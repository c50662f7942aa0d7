import Catalog
import Networking
import Paging
import Testing
import TestSupport
@testable import Shell

/// Which credentials a related list opened from a generic list gets: only its origin's.
@Suite struct ChildOptionsTests {
    static let given = GenericOptions(["url": "https://api.example.com/users", "headers": "X-Api-Key: s3cret",
                                       "token_env": "EXAMPLE_TOKEN", "items": "$.data", "per_page": "50"])

    @Test func aChildOnTheSameOriginGetsTheTokenAndHeadersAndNothingElse() {
        let outcome = ChildOptions.outcome(url: "https://api.example.com/users/1/repos", name: "repos",
                                           parentURL: "https://api.example.com/users", given: Self.given)
        #expect(outcome == .open(GenericOptions(["url": "https://api.example.com/users/1/repos", "headers": "X-Api-Key: s3cret",
                                                 "token_env": "EXAMPLE_TOKEN"]), note: nil))
    }

    @Test(arguments: ["https://other.example.com/repos", "https://api.example.com:8443/repos",
                      "https://user:pw@api.example.com/repos"])
    func aChildElsewhereGetsNoneAndSaysSo(_ url: String) {
        let outcome = ChildOptions.outcome(url: url, name: "repos", parentURL: "https://api.example.com/users", given: Self.given)
        guard case .open(let options, let note) = outcome else {
            Issue.record("refused: \(outcome)")
            return
        }
        #expect(options == GenericOptions(["url": url]))
        #expect(note?.hasPrefix("repos: opened without credentials") == true)
    }

    @Test func withoutCredentialsThereIsNothingToSay() {
        let outcome = ChildOptions.outcome(url: "https://other.example.com/repos", name: "repos",
                                           parentURL: "https://api.example.com/users",
                                           given: GenericOptions(["url": "https://api.example.com/users"]))
        #expect(outcome == .open(GenericOptions(["url": "https://other.example.com/repos"]), note: nil))
    }

    @Test func plainHTTPUnderHTTPSIsRefused() {
        let outcome = ChildOptions.outcome(url: "http://api.example.com/users/1/repos", name: "repos",
                                           parentURL: "https://api.example.com/users", given: Self.given)
        guard case .refused(let why) = outcome else {
            Issue.record("opened: \(outcome)")
            return
        }
        #expect(why.contains("plain http"))
    }

    /// A resolution whose first answer was `response`, which detection could not read.
    func unread(_ response: HTTPResponse) throws -> GenericResolver.Resolution {
        let options = GenericOptions(["url": "http://127.0.0.1:9/users/1/repos"])
        return GenericResolver.Resolution(options: options, spec: try options.spec(), detection: nil,
                                          primed: (url: "http://127.0.0.1:9/users/1/repos", response: response), summary: nil)
    }

    /// A JSON answer with no list in it: said in one line, without `pagetty url`'s advice to give
    /// `--items`, which a digit cannot take.
    @Test func aJSONAnswerHoldingNoListSaysSoWithoutAdviceForFlags() async {
        let options = GenericOptions(["url": "https://api.example/users/1/profile"])
        do {
            _ = try await GenericResolver.resolve(options, transport: StubTransport { request in
                HTTPResponse(status: 200, headers: ["Content-Type": "application/json"],
                             body: Array(#"{"login":"a","plan":{"name":"free"}}"#.utf8), effectiveURL: request.url)
            }, environment: [:])
            Issue.record("resolved")
        } catch {
            #expect(ChildOptions.notAList(error, name: "profile")
                == "profile is not a list: no list of objects found in the answer (top-level keys: login, plan)")
        }
    }

    @Test func anAnswerThatIsNoListSaysWhyInOneLine() throws {
        #expect(ChildOptions.refusal(try unread(HTTPResponse(status: 404, body: Array("{}".utf8))), name: "repos")
            == "repos is not a list: the server answered HTTP 404")
        #expect(ChildOptions.refusal(try unread(HTTPResponse(status: 200, headers: ["Content-Type": "text/html"], body: Array("<html>".utf8))),
                                     name: "repos") == "repos is not a list: the answer is not JSON (text/html)")
    }

    @Test func aChildIsNotOpenedWhileItsOriginsRateLimitHolds() {
        #expect(ChildOptions.waiting(nil, name: "repos") == nil)
        #expect(ChildOptions.waiting(.milliseconds(41_200), name: "repos")
            == "repos: not opened: this origin's rate limit resets in 42s; press the digit again then")
    }

    /// An embedded list's status bar says what it is, not the URL of the list its item came from.
    @Test func anEmbeddedListIsNamedAfterItsItem() {
        let bulbasaur = ListItem(id: "1", cells: ["bulbasaur", "grass"])
        #expect(ChildOptions.embeddedName("abilities", of: bulbasaur) == "abilities of bulbasaur (from the item)")
        #expect(ChildOptions.embeddedName("abilities", of: ListItem(id: "7", cells: [""])) == "abilities of 7 (from the item)")
        #expect(ChildOptions.embeddedName("abilities", of: nil) == "abilities (from the item)")
    }
}

/// What a built-in tab hands its children: its first page's URL and the headers it sends there,
/// its token among them, which the transport (not the source) adds.
@Suite struct BuiltInChildCredentialsTests {
    @Test func aBuiltInTabsTokenGoesToItsChildrenOnItsOriginAlone() throws {
        let source = try BuiltInSource.github.make(base: "https://api.github.com", query: nil, perPage: 30,
                                                   captureRaw: false, since: 0)
        let given = ChildOptions.given(by: source, credentials: BuiltInSource.github.credentials(token: "t0k"))
        let same = ChildOptions.outcome(url: "https://api.github.com/users/a/repos", name: "repos",
                                        parentURL: given.values["url"] ?? "", given: given)
        guard case .open(let options, let note) = same, note == nil else {
            Issue.record("\(same)")
            return
        }
        #expect(options.values["headers"]?.split(separator: "\n").contains("Authorization: Bearer t0k") == true)
        let other = ChildOptions.outcome(url: "https://example.com/repos", name: "repos",
                                         parentURL: given.values["url"] ?? "", given: given)
        guard case .open(let elsewhere, _) = other else {
            Issue.record("\(other)")
            return
        }
        #expect(elsewhere.values["headers"] == nil)
    }
}
