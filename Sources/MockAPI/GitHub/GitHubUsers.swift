import Foundation

/// Computes GitHub users lazily from (seed, id): ids ascend with gaps, and logins can be turned back into ids.
/// Immutable after init, so it is shared freely across tasks.
struct GitHubUsers: Sendable {
    let seed: UInt64
    let maxID: Int
    private let multiplier: Int
    private let offset: Int
    private static let pairs = GitHubWords.first.count * GitHubWords.last.count
    /// Login core (without digits and `[bot]`) → the ids' residues mod `pairs` that can render it.
    private let coreIndex: [String: [Int]]

    init(seed: UInt64, maxID: Int) {
        self.seed = seed
        self.maxID = maxID
        // Primes far above `pairs` are coprime with it, so the affine map below is a bijection.
        let primes = [7919, 7927, 7933, 7937, 7949, 7951, 7963, 7993]
        multiplier = primes[Hash.pick(primes.count, seed, 0, 90)]
        offset = Hash.pick(Self.pairs, seed, 0, 91)
        var index: [String: [Int]] = [:]
        for residue in 0..<Self.pairs {
            let (a, b) = Self.split((multiplier * residue + offset) % Self.pairs)
            for core in Self.cores(a, b) { index[core, default: []].append(residue) }
        }
        coreIndex = index
    }

    /// Whether an account has this id: about 70% of ids exist, in runs, like the real gaps.
    func exists(_ id: Int, through: Int? = nil) -> Bool {
        guard id >= 1, id <= (through ?? maxID) else { return false }
        if id <= 7 { return true }
        return Hash.pick(10, seed, UInt64(id / 4), 1) < 8 && Hash.pick(10, seed, UInt64(id), 2) < 8
    }

    /// Up to `count` users with ids greater than `since` and at most `through` (default `maxID`), ascending.
    func page(since: Int, count: Int, through: Int? = nil) -> [GitHubUser] {
        var out: [GitHubUser] = []
        var id = max(since, 0) + 1
        let last = through ?? maxID
        while out.count < count, id <= last {
            if exists(id, through: last) { out.append(user(id)) }
            id += 1
        }
        return out
    }

    /// The user with this id (the caller checks `exists`).
    func user(_ id: Int) -> GitHubUser {
        let residue = id % Self.pairs
        let block = id / Self.pairs
        let (a, b) = Self.split((multiplier * residue + offset) % Self.pairs)
        let roll = Hash.pick(100, seed, UInt64(id), 3)
        let kind: GitHubUser.Kind = id <= 7 ? .user : roll < 7 ? .organization : roll < 9 ? .bot : .user
        let cores = Self.cores(a, b)
        let digits = block > 0 ? String(block) : ""
        let login: String
        let display: String?
        switch kind {
        case .user:
            login = cores[Hash.pick(3, seed, UInt64(id), 4)] + digits
            let style = Hash.pick(20, seed, UInt64(id), 5)
            display = style < 4 ? nil
                : style < 6 ? GitHubWords.cjkNames[Hash.pick(GitHubWords.cjkNames.count, seed, UInt64(id), 6)]
                : "\(GitHubWords.displayFirst[a]) \(GitHubWords.last[b].capitalized)"
        case .organization:
            login = cores[3] + digits
            display = "\(GitHubWords.orgFirst[a].capitalized) \(GitHubWords.orgLast[b].capitalized)"
        case .bot:
            login = cores[4] + digits + "[bot]"
            display = nil
        }
        // Bots' avatars belong to their app, so the number differs from the id, as in the real data.
        let avatar = kind == .bot ? 1_000_000 + Hash.pick(9_000_000, seed, UInt64(id), 7) : id
        let created = 1_192_900_000 + id * 16 + Hash.pick(16, seed, UInt64(id), 8)
        return GitHubUser(
            id: id, login: login, kind: kind, avatarNumber: avatar,
            siteAdmin: id <= 7 ? id % 3 == 0 : Hash.pick(2000, seed, UInt64(id), 9) == 0,
            displayName: display, createdAt: created)
    }

    /// The user with this login, if the login is one the generator produces (case-insensitive, like GitHub).
    func user(login raw: String) -> GitHubUser? {
        var rest = Substring(raw.lowercased())
        if rest.hasSuffix("[bot]") { rest = rest.dropLast(5) }
        let digits = rest.reversed().prefix { $0.isASCII && $0.isNumber }.count
        let core = String(rest.dropLast(digits))
        let block = digits == 0 ? 0 : Int(rest.suffix(digits)) ?? -1
        guard block >= 0, digits < 8, let residues = coreIndex[core] else { return nil }
        for residue in residues {
            let id = block * Self.pairs + residue
            guard exists(id) else { continue }
            let candidate = user(id)
            if candidate.login.lowercased() == raw.lowercased() { return candidate }
        }
        return nil
    }

    private static func split(_ pair: Int) -> (Int, Int) { (pair % GitHubWords.first.count, pair / GitHubWords.first.count) }

    /// The login cores for one word pair: three user styles, an organization and a bot.
    private static func cores(_ a: Int, _ b: Int) -> [String] {
        let f = GitHubWords.first[a], l = GitHubWords.last[b]
        let of = GitHubWords.orgFirst[a], ol = GitHubWords.orgLast[b]
        return [f + l, f + "-" + l, l + f, of + "-" + ol, of + ol + "-app"]
    }
}
