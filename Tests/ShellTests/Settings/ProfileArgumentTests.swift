import Shell
import Testing

/// Issue 42 point 9: `@NAME` works after options too (`pagetty --config f.toml @x` was a usage error).
@Suite struct ProfileArgumentTests {
    @Test func aProfileAfterOptionsIsTheURLCommands() {
        #expect(ProfileArgument.urlArguments(["--config", "f.toml", "@x"]) == ["url", "@x", "--config", "f.toml"])
        #expect(ProfileArgument.urlArguments(["@x", "--print", "tsv"]) == ["url", "@x", "--print", "tsv"])
        #expect(ProfileArgument.urlArguments(["--demo", "@cursor", "--limit", "5"]) == ["url", "@cursor", "--demo", "--limit", "5"])
    }

    @Test func aFileValueIsNoProfile() {
        #expect(ProfileArgument.urlArguments(["--graphql", "@q.graphql"]) == nil)
        #expect(ProfileArgument.urlArguments(["--body", "@b.json", "@x"]) == ["url", "@x", "--body", "@b.json"])
    }

    @Test func withoutAProfileNothingChanges() {
        #expect(ProfileArgument.urlArguments(["qiita", "--query", "swift"]) == nil)
        #expect(ProfileArgument.urlArguments(["url", "@x"]) == nil)
        #expect(ProfileArgument.urlArguments(["--", "@x"]) == nil)
    }
}
