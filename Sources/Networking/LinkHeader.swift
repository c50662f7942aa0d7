/// Parses `Link` header fields (RFC 8288).
public enum LinkHeader {
    /// Every link in one field value; malformed parts are skipped, never guessed at.
    public static func parse(_ value: String) -> [WebLink] {
        var scanner = Scanner(Array(value.unicodeScalars))
        var links: [WebLink] = []
        while true {
            scanner.skip { $0 == "," || isSpace($0) }
            guard let c = scanner.peek() else { break }
            guard c == "<", let target = scanner.take(until: ">") else {
                scanner.skip { $0 != "," }  // not a link: drop up to the next one
                continue
            }
            var rels: [String] = []
            var parameters: [String: String] = [:]
            while true {
                scanner.skip(isSpace)
                guard scanner.peek() == ";" else { break }
                scanner.advance()
                scanner.skip(isSpace)
                let name = scanner.token().lowercased()
                scanner.skip(isSpace)
                var value = ""
                if scanner.peek() == "=" {
                    scanner.advance()
                    scanner.skip(isSpace)
                    value = scanner.peek() == "\"" ? scanner.quoted() : scanner.token()
                }
                guard !name.isEmpty else { continue }
                if name == "rel" {
                    // Only the first rel parameter counts (RFC 8288 §3.3).
                    if rels.isEmpty { rels = value.split(whereSeparator: isSpaceChar).map { $0.lowercased() } }
                } else if parameters[name] == nil {
                    parameters[name] = value
                }
            }
            links.append(WebLink(target: target, rels: rels, parameters: parameters))
            scanner.skip { $0 != "," }
        }
        return links
    }

    /// Every link in every `Link` field of `headers`.
    public static func links(in headers: HTTPHeaders) -> [WebLink] {
        headers.values(for: "Link").flatMap(parse)
    }

    /// The first fetchable target with relation `rel`; URI templates are skipped.
    public static func target(rel: String, in headers: HTTPHeaders) -> String? {
        let rel = rel.lowercased()
        return links(in: headers).first { $0.rels.contains(rel) && !$0.isTemplate }?.target
    }

    static func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" || c == "\r" || c == "\n" }
    static func isSpaceChar(_ c: Character) -> Bool { c == " " || c == "\t" || c == "\r" || c == "\n" }

    /// A cursor over the field's scalars.
    struct Scanner {
        let scalars: [Unicode.Scalar]
        var index = 0
        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        func peek() -> Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
        mutating func advance() { index += 1 }
        mutating func skip(_ predicate: (Unicode.Scalar) -> Bool) {
            while let c = peek(), predicate(c) { index += 1 }
        }
        /// After `<`: everything up to `end`, which is consumed; nil when it never comes.
        mutating func take(until end: Unicode.Scalar) -> String? {
            let start = index + 1
            guard let stop = scalars[start...].firstIndex(of: end) else {
                index = scalars.count
                return nil
            }
            index = stop + 1
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars[start..<stop].filter { !LinkHeader.isSpace($0) })
            return String(text)
        }
        mutating func token() -> String {
            let start = index
            skip { !LinkHeader.isSpace($0) && $0 != ";" && $0 != "," && $0 != "=" }
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars[start..<index])
            return String(text)
        }
        mutating func quoted() -> String {
            advance()
            var text = String.UnicodeScalarView()
            while let c = peek() {
                advance()
                if c == "\"" { break }
                if c == "\\", let next = peek() { advance(); text.append(next); continue }
                text.append(c)
            }
            return String(text)
        }
    }
}
