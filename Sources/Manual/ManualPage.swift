import ArgumentParserToolInfo

/// A man page in man(7) macros: the commands as the argument parser describes them
/// (`--experimental-dump-help`), then the sections the parser cannot tell (keys, environment,
/// files, exit status).
///
/// A plain value; any thread.
public struct ManualPage {
    /// The command a bare invocation runs.
    public var root: CommandInfoV0
    /// Commands beside the root's own subcommands: ones dispatched before the parser runs.
    public var others: [CommandInfoV0]
    /// The version for the page's footer.
    public var version: String
    /// The date for the page's footer, `YYYY-MM-DD`.
    public var date: String
    /// The sections after the commands.
    public var sections: [ManualSection]
    /// Further SYNOPSIS lines the parser cannot tell, as (command, arguments): `pagetty @NAME`.
    public var forms: [(command: String, arguments: String)] = []

    /// A page for `root` and `others`, with `sections` after them.
    public init(root: CommandInfoV0, others: [CommandInfoV0] = [], version: String, date: String,
                sections: [ManualSection]) {
        self.root = root
        self.others = others
        self.version = version
        self.date = date
        self.sections = sections
    }

    /// The commands listed under COMMANDS with their full names (`pagetty url`): the root's
    /// subcommands, then `others`. ArgumentParser's own `help` subcommand only repeats `--help`.
    public var commands: [(name: String, info: CommandInfoV0)] {
        let nested = (root.subcommands ?? []).filter { $0.shouldDisplay && $0.commandName != "help" }
        return (nested + others).map { command in
            let path = (command.superCommands ?? []) + [command.commandName]
            let name = path.first == root.commandName ? path : [root.commandName] + path
            return (name.joined(separator: " "), command)
        }
    }

    /// The page.
    public var text: String {
        let name = root.commandName
        var lines = [
            ".TH \(Roff.text(name.uppercased())) 1 \"\(Roff.text(date))\" \"\(Roff.text(name)) \(Roff.text(version))\" \"User Commands\"",
            ".SH NAME",
            Roff.text(name) + " \\- " + Roff.text(Self.nameLine(root.abstract ?? "")),
            ".SH SYNOPSIS",
        ]
        lines += synopsis(name, root)
        for command in commands { lines += [".br"] + synopsis(command.name, command.info) }
        for form in forms { lines += [".br", ".B " + Roff.text(form.command), Roff.text(form.arguments)] }
        lines += [".SH DESCRIPTION"] + paragraphs([root.abstract, root.discussion])
        lines += [".SH OPTIONS"] + options(root)
        if !commands.isEmpty {
            lines.append(".SH COMMANDS")
            for command in commands {
                lines.append(".SS \"" + Roff.text(command.name).replacingAll("\"", with: "\\(dq") + "\"")
                lines += paragraphs([command.info.abstract, command.info.discussion])
                lines += options(command.info)
            }
        }
        for section in sections { lines += section.roff }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `pagetty [source] [options]`, bold name and italic arguments.
    func synopsis(_ name: String, _ command: CommandInfoV0) -> [String] {
        let arguments = (command.arguments ?? []).filter(\.shouldDisplay)
        let words = arguments.compactMap(\.synopsis) + (arguments.contains { $0.kind != .positional } ? ["[\\fIoptions\\fR]"] : [])
        return [".B " + Roff.text(name), words.joined(separator: " ")]
    }

    /// One `.TP` entry per argument the parser shows.
    func options(_ command: CommandInfoV0) -> [String] {
        var lines: [String] = []
        for argument in (command.arguments ?? []) where argument.shouldDisplay {
            lines += [".TP", argument.manualTerm]
            for (index, text) in argument.manualText.enumerated() {
                if index > 0 { lines.append(".br") }
                lines.append(Roff.text(text))
            }
        }
        return lines
    }

    /// Texts split at blank lines into paragraphs, each after a `.PP`.
    func paragraphs(_ texts: [String?]) -> [String] {
        texts.compactMap { $0 }.flatMap { text in
            text.split(separator: "\n", omittingEmptySubsequences: false)
                .split(whereSeparator: { $0.allSatisfy(\.isWhitespace) })
                .flatMap { lines in [".PP"] + lines.map { Roff.text(String($0.drop(while: \.isWhitespace))) } }
        }
    }

    /// The NAME line's description: the abstract without its capital and full stop, as is usual.
    static func nameLine(_ abstract: String) -> String {
        var text = abstract.hasSuffix(".") ? String(abstract.dropLast()) : abstract
        if let first = text.first { text = first.lowercased() + text.dropFirst() }
        return text
    }
}
