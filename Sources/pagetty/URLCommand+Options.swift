import Catalog
import Foundation
import Shell

extension URLCommand {
    /// The options given: flags over `[profiles.NAME]` when the URL is `@NAME`.
    func options(settings: Settings, demoBase: String?) throws -> GenericOptions {
        let given = try flagOptions()
        guard url.hasPrefix("@") else {
            var values = given.values
            values["url"] = listURL(mockBase: demoBase)
            try GenericSpec.checkScheme(listURL(mockBase: demoBase))
            return GenericOptions(values)
        }
        let name = String(url.dropFirst())
        guard let table = settings.profiles[name] else {
            let known = settings.profiles.keys.sorted().map { "@" + $0 }.joined(separator: ", ")
            throw ProfileError(message: "no profile \(name) in the config file" + (known.isEmpty ? "" : "; profiles: \(known)"))
        }
        for key in table.keys.sorted() where !GenericSpecError.profileKeys.contains(key) { throw GenericSpecError.unknownKey(key) }
        guard table["url"] != nil else { throw GenericSpecError.missingKey("url") }
        // Before anything is sent: the files and variables the profile makes us read and send.
        if let line = ProfileReads.notice(profile: name, table: table, flags: given.values) { StandardStreams.err(line) }
        var profile = table
        // A profile `--explain` wrote for the demo holds a path on its mock.
        if let demoBase, let path = table["url"], path.hasPrefix("/") { profile["url"] = demoBase + path }
        let merged = GenericOptions.merging(flags: given, over: GenericOptions(profile))
        if let url = merged.values["url"] { try GenericSpec.checkScheme(url) }
        return merged
    }

    /// The options given as flags, by their profile keys.
    func flagOptions() throws(GenericSpecError) -> GenericOptions {
        var flags: [String: String?] = [
            "items": items, "id": id, "title": title, "subtitle": subtitle, "web_url": webURL, "strategy": strategy,
            "total": total, "total_header": totalHeader, "token_env": tokenEnv, "per_page": perPage.map(String.init),
            "first_page": firstPage.map(String.init), "more": more, "total_pages": totalPages,
            "total_pages_header": totalPagesHeader, "graphql": graphql, "variables": variables,
        ]
        // Headers travel one a line: a header holding a line break is refused here, before it could split.
        _ = try GenericSpec.parse(url: "http://127.0.0.1/", strategy: "link", headers: header)
        if !header.isEmpty { flags["headers"] = header.joined(separator: "\n") }
        flags["method"] = method
        flags["body"] = body
        if !column.isEmpty { flags["columns"] = column.joined(separator: "\n") }
        return GenericOptions(flags.compactMapValues { $0 })
    }
}
