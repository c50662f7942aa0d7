import Shell
import Testing

/// Which profile values are named on stderr before anything is sent: the one rule for every key
/// that reads a file or a secret.
@Suite struct ProfileReadsTests {
    @Test func namesEveryFileAndVariableInOneLine() throws {
        let table = ["url": "https://api.example/x", "body": "@~/.docker/config.json", "graphql": "@q.graphql",
                     "token_env": "AWS_SECRET_ACCESS_KEY"]
        let line = try #require(ProfileReads.notice(profile: "work", table: table, flags: [:]))
        #expect(line == "pagetty: profile work from the config file sends the file ~/.docker/config.json as the body (body), "
            + "the file q.graphql as the query (graphql), the variable AWS_SECRET_ACCESS_KEY as a bearer token (token_env)")
    }

    @Test func saysNothingOfInlineValuesOrWhatTheCommandLineGives() {
        #expect(ProfileReads.notice(profile: "p", table: ["body": #"{"size": 5}"#, "graphql": "{ viewer { login } }"], flags: [:]) == nil)
        let table = ["body": "@a.json", "token_env": "API_TOKEN"]
        #expect(ProfileReads.notice(profile: "p", table: table, flags: ["body": "@a.json", "token_env": "API_TOKEN"]) == nil)
        #expect(ProfileReads.notice(profile: "p", table: table, flags: ["token_env": "MINE"])
            == "pagetty: profile p from the config file sends the file a.json as the body (body)")
    }
}
