import Testing

/// How commands are read from the README's sh blocks (the list `ReadmeExamplesTests` runs).
@Suite struct ReadmeExampleTests {
    static let readme = """
        text
        ```sh
        B=http://127.0.0.1:8080/generic
        # a comment
        pagetty url $B/offset --title name   # browse

        pagetty url $B/graphql \\
          --graphql 'query { a }'
        curl -d '[1,
                  2]'
        echo "a # not a comment"
        ```
        ```toml
        pagetty = "not a command"
        ```
        ```sh
        $ pagetty url --demo /x --explain
        pagetty url http://127.0.0.1:PORT/x

        [profiles.x]
        ...
        more
        ```
        """

    @Test func readsCommandsPreludesContinuationsAndOutputs() {
        let examples = ReadmeExample.all(in: Self.readme)
        #expect(examples.map(\.command) == [
            "pagetty url $B/offset --title name",
            "pagetty url $B/graphql   --graphql 'query { a }'",
            "curl -d '[1,\n          2]'",
            "echo \"a # not a comment\"",
            "pagetty url --demo /x --explain",
        ])
        #expect(examples.map(\.line) == [5, 7, 9, 11, 17])
        #expect(examples[0].prelude == ["B=http://127.0.0.1:8080/generic"])
        #expect(examples[4].shownOutput == ["pagetty url http://127.0.0.1:PORT/x", "[profiles.x]", "..."])
        #expect(examples.map(\.runsPagetty) == [true, true, false, false, true])
        #expect(examples[0].option("--title") == "name")
    }
}
