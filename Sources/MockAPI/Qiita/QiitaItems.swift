/// Computes Qiita items from (seed, sequence number); sequence 0 is the oldest, so inserting at the head only adds numbers.
/// Immutable, shared freely.
struct QiitaItems: Sendable {
    let seed: UInt64
    let baseCount: Int
    let ids: QiitaItemID
    /// How many authors the items have.
    static let userCount = 4000
    /// 2026-04-20T12:00:00+09:00: the newest generated item before any insertions.
    static let anchor = 1_776_654_000

    init(seed: UInt64, baseCount: Int) {
        self.seed = seed
        self.baseCount = baseCount
        ids = QiitaItemID(seed: seed)
    }

    /// Creation time, strictly increasing with the sequence number.
    func createdAt(_ sequence: Int) -> Int {
        if sequence >= baseCount { return Self.anchor + (sequence - baseCount + 1) * 60 }
        return Self.anchor - (baseCount - 1 - sequence) * 556 - Hash.pick(500, seed, UInt64(sequence), 70)
    }

    func item(_ sequence: Int, root: String) -> JSON {
        let key = UInt64(sequence)
        let id = ids.encode(sequence)
        let userIndex = Hash.pick(Self.userCount, seed, key, 71)
        let userID = QiitaItems.userID(userIndex)
        let title = self.title(key)
        let tags: [JSON] = tagIndices(key).map { t in
            let (name, versions) = QiitaWords.tags[t]
            return .object([("name", .string(name)), ("versions", .array(versions.map(JSON.string)))])
        }
        let created = createdAt(sequence)
        let updated = created + (Hash.pick(3, seed, key, 80) == 0 ? Hash.pick(2_000_000, seed, key, 81) : 0)
        let likes = Hash.pick(10, seed, key, 82) == 0 ? Hash.pick(2000, seed, key, 83) : Hash.pick(15, seed, key, 83)
        let body = "# \(title)\n\nこの記事では \(title) について説明します。\n\n```swift\nprint(\"Hello, Qiita!\")\n```\n"
        let htmlTitle = Self.escapeHTML(title)
        let rendered = "<h1 data-sourcepos=\"1:1-1:\(title.utf8.count + 2)\">\(htmlTitle)</h1>\n<p>この記事では \(htmlTitle) について説明します。</p>\n"
        return .object([
            ("rendered_body", .string(rendered)),
            ("body", .string(body)),
            ("coediting", .bool(false)),
            ("comments_count", .int(Hash.pick(6, seed, key, 84))),
            ("created_at", .string(ISODate.jst(created))),
            ("group", .null),
            ("id", .string(id)),
            ("likes_count", .int(likes)),
            ("private", .bool(false)),
            ("reactions_count", .int(0)),
            ("stocks_count", .int(likes * Hash.pick(3, seed, key, 85))),
            ("tags", .array(tags)),
            ("title", .string(title)),
            ("updated_at", .string(ISODate.jst(updated))),
            ("url", .string("\(root)/qiita/\(userID)/items/\(id)")),
            ("user", user(userIndex, userID: userID, root: root)),
            ("page_views_count", .null),
            ("team_membership", .null),
            ("organization_url_name", Hash.pick(8, seed, key, 86) == 0 ? .string("qiita-inc") : .null),
            ("slide", .bool(Hash.pick(50, seed, key, 87) == 0)),
        ])
    }

    /// What `QiitaSearch` looks at in item `sequence`: its title, body prose, tag names and user id.
    func searchable(_ sequence: Int) -> QiitaSearch.Fields {
        let key = UInt64(sequence)
        let title = self.title(key)
        return QiitaSearch.Fields(title: title, prose: "この記事では \(title) について説明します。",
                                  tags: tagIndices(key).map { QiitaWords.tags[$0].0 },
                                  user: QiitaItems.userID(Hash.pick(Self.userCount, seed, key, 71)))
    }

    /// The item's tags, as indices into `QiitaWords.tags`, without repeats.
    private func tagIndices(_ key: UInt64) -> [Int] {
        var used: [Int] = []
        for i in 0..<(1 + Hash.pick(5, seed, key, 72)) {
            let t = Hash.pick(QiitaWords.tags.count, seed, key, 73 + UInt64(i))
            if !used.contains(t) { used.append(t) }
        }
        return used
    }

    private func title(_ key: UInt64) -> String {
        if let hostile = HostileText.maybe(seed, key, salt: 90, oneIn: 80) { return hostile }
        let roll = Hash.pick(100, seed, key, 91)
        let template = roll < 3 ? QiitaWords.longTitle : roll < 5 ? QiitaWords.combiningTitle
            : QiitaWords.titles[Hash.pick(QiitaWords.titles.count, seed, key, 92)]
        var out = ""
        var n: UInt64 = 0
        var rest = Substring(template)
        while let range = rest.range(of: "{t}") {
            out += rest[..<range.lowerBound]
            out += QiitaWords.tags[Hash.pick(QiitaWords.tags.count, seed, key, 93 + n)].0
            n += 1
            rest = rest[range.upperBound...]
        }
        return out + rest
    }

    func user(_ index: Int, userID: String, root: String) -> JSON {
        let key = UInt64(index)
        let permanentID = 10_000 + index * 37
        func optional(_ percent: Int, _ salt: UInt64, _ value: String) -> JSON {
            Hash.pick(100, seed, key, salt) < percent ? .string(value) : .null
        }
        return .object([
            ("description", optional(40, 100, "エンジニアです。Swift / Go / TypeScript")),
            ("facebook_id", optional(10, 101, userID)),
            ("followees_count", .int(Hash.pick(200, seed, key, 102))),
            ("followers_count", .int(Hash.pick(500, seed, key, 103))),
            ("github_login_name", optional(60, 104, userID.replacingOccurrences(of: "_", with: "-"))),
            ("id", .string(userID)),
            ("items_count", .int(1 + Hash.pick(300, seed, key, 105))),
            ("linkedin_id", optional(10, 106, userID)),
            ("location", optional(30, 107, ["Tokyo, Japan", "大阪", "서울", "Fukuoka"][Hash.pick(4, seed, key, 108)])),
            ("name", .string(QiitaWords.userNames[Hash.pick(QiitaWords.userNames.count, seed, key, 109)])),
            ("organization", optional(30, 110, QiitaWords.organizations[Hash.pick(QiitaWords.organizations.count, seed, key, 111)])),
            ("permanent_id", .int(permanentID)),
            ("profile_image_url", .string("\(root)/images/profiles/\(permanentID)")),
            ("team_only", .bool(false)),
            ("twitter_screen_name", optional(40, 112, userID)),
            ("website_url", optional(30, 113, "https://\(userID).github.io")),
        ])
    }

    /// The index of the user whose id is `id`, nil when no item's author has it.
    static func userIndex(of id: String) -> Int? {
        (0..<userCount).first { userID($0) == id }
    }

    /// Qiita-style user ids: a few well-known handles, then name-based ones with `_` or `-`.
    static func userID(_ index: Int) -> String {
        if index < QiitaWords.userIDs.count { return QiitaWords.userIDs[index] }
        let first = GitHubWords.first[index % 64], last = GitHubWords.last[index / 64 % 64]
        return [first + "_" + last, first + "-" + last, last + "_" + first.prefix(1), first + String(index % 100)][index % 4]
    }

    static func escapeHTML(_ s: String) -> String {
        guard s.contains(where: { $0 == "&" || $0 == "<" || $0 == ">" || $0 == "\"" }) else { return s }
        return s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
