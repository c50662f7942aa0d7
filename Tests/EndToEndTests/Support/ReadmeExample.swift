import Foundation
import Testing

/// One command line of the README's shell examples (its ```sh blocks), as a reader would copy it.
///
/// In a block holding `$ ` lines only those are commands and the lines under each are its output
/// (up to a `...`); elsewhere every line is a command but comments, blanks and `NAME=value`
/// assignments, which are kept as the block's prelude for the commands after them. A trailing
/// `\` or an open quote joins the next line; a `  # comment` after a command is dropped.
struct ReadmeExample: CustomTestStringConvertible, Sendable {
    /// The document it comes from, relative to the package root (`README.md`, `docs/scripting.md`).
    var file = "README.md"
    /// The document's line number of the command's first line.
    var line: Int
    /// The command, continuation lines joined, its comment dropped.
    var command: String
    /// The block's assignments before it (`B=http://127.0.0.1:8080/generic`).
    var prelude: [String]
    /// The output the README shows under a `$ ` command, up to its `...`.
    var shownOutput: [String]

    var testDescription: String { "\(file):\(line): \(command.prefix(90))" }

    /// Whether it runs pagetty itself (not `pagetty-mock`, `pagetty-manual`).
    var runsPagetty: Bool { command.contains(#/(^|[\s("$])pagetty(\s|$)/#) }

    /// Every command of `readme`'s sh blocks, in order, as found in `file`.
    static func all(in readme: String, file: String = "README.md") -> [ReadmeExample] {
        var examples: [ReadmeExample] = []
        var block: [(number: Int, text: String)]?
        for (index, text) in readme.components(separatedBy: "\n").enumerated() {
            if text.hasPrefix("```") {
                if let lines = block { examples += commands(lines); block = nil } else if text == "```sh" { block = [] }
                continue
            }
            block?.append((index + 1, text))
        }
        for index in examples.indices { examples[index].file = file }
        return examples
    }

    private static func commands(_ lines: [(number: Int, text: String)]) -> [ReadmeExample] {
        let prompted = lines.contains { $0.text.hasPrefix("$ ") }
        var examples: [ReadmeExample] = []
        var prelude: [String] = []
        var pending: (line: Int, text: String)?
        for (number, text) in lines {
            if prompted {
                if text.hasPrefix("$ ") {
                    examples.append(ReadmeExample(line: number, command: String(text.dropFirst(2)), prelude: [], shownOutput: []))
                } else if !examples.isEmpty, examples[examples.count - 1].shownOutput.last != "...", !text.isEmpty {
                    examples[examples.count - 1].shownOutput.append(text)
                }
                continue
            }
            let joined = (pending?.text ?? "") + text
            let first = pending?.line ?? number
            if joined.hasSuffix("\\") { pending = (first, String(joined.dropLast())); continue }
            // A quote left open goes on on the next line, as the shell reads it.
            if quoteOpen(joined) { pending = (first, joined + "\n"); continue }
            pending = nil
            let command = withoutComment(joined).trimmingCharacters(in: .whitespaces)
            if command.isEmpty { continue }
            if command.contains(#/^[A-Z_]+=\S+$/#) { prelude.append(command); continue }
            examples.append(ReadmeExample(line: first, command: command, prelude: prelude, shownOutput: []))
        }
        return examples
    }

    /// `text` without a ` # comment` that stands outside quotes.
    static func withoutComment(_ text: String) -> String { scan(text).uncommented }

    /// Whether `text` ends inside a quote.
    static func quoteOpen(_ text: String) -> Bool { scan(text).open }

    private static func scan(_ text: String) -> (uncommented: String, open: Bool) {
        var quote: Character?
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "#", previous.isWhitespace {
                return (String(text[..<index]), false)
            }
            previous = character
        }
        return (text, quote != nil)
    }

    /// The value of `--name` in the command, if given.
    func option(_ name: String) -> String? {
        let words = command.split(separator: " ").map(String.init)
        guard let index = words.firstIndex(of: name), index + 1 < words.count else { return nil }
        return words[index + 1]
    }
}
