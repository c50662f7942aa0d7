/// An item's comments (`GET /api/v2/items/{id}/comments`): as many as its `comments_count`,
/// newest first as Qiita documents, each a Comment (`body`, `created_at`, `id`, `rendered_body`,
/// `updated_at`, `user`) from (seed, item, number).
extension QiitaItems {
    /// Words a comment says.
    static let commentBodies = ["参考になりました！", "ありがとうございます。試してみます。", "Thanks, this fixed it for me.",
                                "`swift build` の部分で詰まりました。", "LGTM 👍", "続編を楽しみにしています。"]

    /// How many comments item `sequence` has, as its `comments_count` says.
    func commentCount(_ sequence: Int) -> Int { Hash.pick(6, seed, UInt64(sequence), 84) }

    /// Comment `number` of item `sequence`, 0 the newest.
    func comment(_ sequence: Int, number: Int, root: String) -> JSON {
        let key = UInt64(sequence) << 4 | UInt64(number)
        let count = commentCount(sequence)
        // Older comments came first: each is an hour or more after the one before.
        let created = createdAt(sequence) + (count - number) * (3_600 + Hash.pick(86_400, seed, key, 120))
        let author = Hash.pick(Self.userCount, seed, key, 121)
        let body = HostileText.maybe(seed, key, salt: 122, oneIn: 30)
            ?? Self.commentBodies[Hash.pick(Self.commentBodies.count, seed, key, 123)]
        return .object([
            ("body", .string(body)),
            ("created_at", .string(ISODate.jst(created))),
            ("id", .string(Hash.hex(Hash.of(seed, key, 124), digits: 16) + Hash.hex(Hash.of(seed, key, 125), digits: 4))),
            ("rendered_body", .string("<p>\(Self.escapeHTML(body))</p>\n")),
            ("updated_at", .string(ISODate.jst(created))),
            ("user", user(author, userID: Self.userID(author), root: root)),
        ])
    }
}
