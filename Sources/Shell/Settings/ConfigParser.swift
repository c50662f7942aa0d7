import Catalog
import Theming
import TOMLKit

/// Reads `config.toml` into a `ConfigFile`, collecting a warning per unknown key.
///
/// Stateless; any thread (TOMLKit's tables are used only inside one call).
public enum ConfigParser {
    /// toml++'s message with the character it saw named, not escaped twice (`saw '\\n'`).
    static func readable(_ message: String) -> String {
        message.replacingOccurrences(of: "saw '\\\\n'", with: "saw the end of the line")
            .replacingOccurrences(of: "saw '\\n'", with: "saw the end of the line")
            .replacingOccurrences(of: "saw '\\\\t'", with: "saw a tab").replacingOccurrences(of: "saw '\\t'", with: "saw a tab")
    }

    /// The values in `text`, and warnings for keys this version does not know; `path` names the file in messages.
    public static func parse(_ text: String, path: String) throws(ConfigError) -> (ConfigFile, warnings: [String]) {
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw .syntax(path: path, line: error.source.begin.line, message: readable(error.description))
        } catch {
            throw .syntax(path: path, line: 0, message: "\(error)")
        }
        var reader = Reader(path: path, text: text)
        let config = try reader.read(table)
        return (config, reader.warnings)
    }

    struct Reader {
        let path: String
        /// The file's text, to find the line of an entry TOMLKit accepted but pagetty refuses.
        let text: String
        var warnings: [String] = []

        mutating func read(_ root: TOMLTable) throws(ConfigError) -> ConfigFile {
            var config = ConfigFile()
            for key in root.keys {
                let value = root[key]!
                switch key {
                case "source":
                    guard let name = value.string, let source = BuiltInSource(rawValue: name) else {
                        throw .badValue(path: path, key: key, expected: "github, qiita or pokemon")
                    }
                    config.source = source
                // It applies to every source, so it must suit them all; a source's own table may go further.
                case "per_page": config.perPage = try int(value, key, in: BuiltInSource.sharedPerPageRange)
                case "osc52": config.osc52 = try bool(value, key)
                case "color": config.color = try bool(value, key)
                case "theme": config.theme = try readTheme(value)
                case "keys": config.keys = try strings(value, key)
                case "paging": try readPaging(value, into: &config)
                case "cache": try readCache(value, into: &config)
                case "profiles":
                    for (name, profile) in try table(value, "profiles") {
                        config.profiles[name] = try readProfile(profile, "profiles.\(name)")
                    }
                default:
                    if let source = BuiltInSource(rawValue: key) {
                        config.sources[source] = try readSource(value, key)
                    } else {
                        unknown(key)
                    }
                }
            }
            return config
        }

        mutating func readSource(_ value: any TOMLValueConvertible, _ name: String) throws(ConfigError) -> SourceConfig {
            var source = SourceConfig()
            for (key, item) in try table(value, name) {
                switch key {
                case "base_url":
                    source.baseURL = try string(item, "\(name).\(key)")
                    do { try Endpoint.check(source.baseURL!) } catch {
                        throw .badValue(path: path, key: "\(name).\(key)", expected: "an https URL (\(error.description))")
                    }
                case "token": source.token = try string(item, "\(name).\(key)")
                case "query" where name == "qiita": source.query = try string(item, "\(name).\(key)")
                case "per_page":
                    let range = BuiltInSource(rawValue: name)?.perPageRange ?? BuiltInSource.sharedPerPageRange
                    source.perPage = try int(item, "\(name).\(key)", in: range)
                default: unknown("\(name).\(key)")
                }
            }
            return source
        }

        func readTheme(_ value: any TOMLValueConvertible) throws(ConfigError) -> Theme {
            let entries = try strings(value, "theme")
            do throws(ThemeError) {
                return try Theme(parsing: entries)
            } catch {
                throw .badTheme(path: path, line: KeyLine.find(key: error.key, table: "theme", in: text),
                                message: error.description)
            }
        }

        mutating func readPaging(_ value: any TOMLValueConvertible, into config: inout ConfigFile) throws(ConfigError) {
            for (key, item) in try table(value, "paging") {
                switch key {
                case "max_screens":
                    guard let number = item.double ?? item.int.map(Double.init), number >= 1, number <= 100 else {
                        throw .badValue(path: path, key: "paging.max_screens", expected: "a number from 1 to 100")
                    }
                    config.prefetchScreens = number
                case "max_items": config.maxItems = try int(item, "paging.max_items", in: 100...1_000_000)
                case "retries": config.retries = try int(item, "paging.retries", in: 0...10)
                case "max_page_mb": config.maxPageMB = try int(item, "paging.max_page_mb", in: 1...4096)
                case "parallel": config.parallel = try int(item, "paging.parallel", in: Settings.parallelRange)
                default: unknown("paging.\(key)")
                }
            }
        }

        mutating func readCache(_ value: any TOMLValueConvertible, into config: inout ConfigFile) throws(ConfigError) {
            for (key, item) in try table(value, "cache") {
                switch key {
                case "enabled": config.cacheEnabled = try bool(item, "cache.enabled")
                case "dir": config.cacheDirectory = try string(item, "cache.dir")
                case "max_mb": config.cacheMaxMB = try int(item, "cache.max_mb", in: 1...100_000)
                default: unknown("cache.\(key)")
                }
            }
        }

        /// A profile's values as text: numbers as digits, a header list one per line.
        func readProfile(_ value: any TOMLValueConvertible, _ name: String) throws(ConfigError) -> [String: String] {
            var out: [String: String] = [:]
            for (key, item) in try table(value, name) {
                if let text = item.string {
                    out[key] = text
                } else if let number = item.int {
                    out[key] = String(number)
                } else if let list = item.array, list.allSatisfy({ $0.string != nil }) {
                    out[key] = list.compactMap(\.string).joined(separator: "\n")
                } else {
                    throw .badValue(path: path, key: "\(name).\(key)", expected: "a string, a number or a list of strings")
                }
            }
            return out
        }

        mutating func unknown(_ key: String) {
            warnings.append("pagetty: \(path): unknown key \(key) ignored")
        }

        func table(_ value: any TOMLValueConvertible, _ key: String) throws(ConfigError) -> [(String, any TOMLValueConvertible)] {
            guard let table = value.table else { throw .badValue(path: path, key: key, expected: "a table") }
            return table.keys.map { ($0, table[$0]!) }
        }

        func strings(_ value: any TOMLValueConvertible, _ key: String) throws(ConfigError) -> [String: String] {
            var out: [String: String] = [:]
            for (name, item) in try table(value, key) { out[name] = try string(item, "\(key).\(name)") }
            return out
        }

        func string(_ value: any TOMLValueConvertible, _ key: String) throws(ConfigError) -> String {
            guard let text = value.string else { throw .badValue(path: path, key: key, expected: "a string") }
            return text
        }

        func bool(_ value: any TOMLValueConvertible, _ key: String) throws(ConfigError) -> Bool {
            guard let flag = value.bool else { throw .badValue(path: path, key: key, expected: "true or false") }
            return flag
        }

        func int(_ value: any TOMLValueConvertible, _ key: String, in range: ClosedRange<Int>) throws(ConfigError) -> Int {
            guard let number = value.int, range.contains(number) else {
                throw .badValue(path: path, key: key, expected: "an integer from \(range.lowerBound) to \(range.upperBound)")
            }
            return number
        }
    }
}
