import Foundation
import Networking

extension GenericSpec {
    /// This spec with `--method` and `--body` applied: a body alone means POST (as `curl -d`), and
    /// strategies that write into the body POST one (`{}` when none is given).
    public func requesting(method: String?, body: String?) throws(GenericSpecError) -> GenericSpec {
        var spec = self
        let methodText = method.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0.trimmingCharacters(in: .whitespaces) }
        let bodyText = body.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        var chosen: HTTPRequest.Method?
        if let methodText {
            switch methodText.uppercased() {
            case "GET": chosen = .get
            case "POST": chosen = .post
            default: throw .badMethod(methodText)
            }
        }
        if strategy.isGraphQL, methodText != nil || bodyText != nil {
            throw .notFor(option: methodText != nil ? "method" : "body", strategy.text)
        }
        if let bodyText { spec.body = try Self.jsonObject(bodyText) }
        let wantsBody = spec.body != nil || strategy.writesBody
        if chosen == .get, wantsBody { throw .bodyNeedsPost }
        spec.method = chosen ?? (wantsBody ? .post : .get)
        if spec.method == .post, spec.body == nil, strategy.writesBody { spec.body = .object([]) }
        return spec
    }

    /// The most a body or GraphQL query file (`@FILE`) may hold: a request, not a data set.
    public static let maxFileBytes = 4 << 20

    /// Refuses the file at `path` before reading it when it holds more than `maxFileBytes` (a
    /// 1 GiB body file took 2.1 GB and 8 s to be found no JSON object). A file that cannot be
    /// examined is left to the read, which says so.
    static func checkSize(of path: String, key: String) throws(GenericSpecError) {
        var info = stat()
        guard stat(path, &info) == 0, Int(info.st_size) > maxFileBytes else { return }
        throw .fileTooLarge(key: key, file: path, bytes: Int(info.st_size))
    }

    /// One JSON object, given inline or as `@FILE` (`~` as `HomePath` reads it, as for `--graphql`).
    static func jsonObject(_ text: String, home: String? = ProcessInfo.processInfo.environment["HOME"])
        throws(GenericSpecError) -> JSONValue
    {
        var bytes = Array(text.utf8)
        if text.hasPrefix("@") {
            guard let path = HomePath.expand(String(text.dropFirst()), home: home) else { throw .badBody(text) }
            try checkSize(of: path, key: "body")
            guard let data = FileManager.default.contents(atPath: path) else { throw .badBody(text) }
            bytes = Array(data)
        }
        guard let value = JSONValue.parse(bytes), case .object = value else { throw .badBody(text) }
        return value
    }
}
