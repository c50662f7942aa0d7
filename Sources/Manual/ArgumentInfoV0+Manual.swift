import ArgumentParserToolInfo

extension ArgumentInfoV0 {
    /// The term of an OPTIONS entry: every name (`-h, --help`), then the value's name for an
    /// option, or the argument's name for a positional one.
    var manualTerm: String {
        let value = valueName.map(Roff.placeholder) ?? ""
        switch kind {
        case .positional:
            return value + (isRepeating ? " ..." : "")
        case .option, .flag:
            let names = (names ?? []).map { name -> String in
                switch name.kind {
                case .long: Roff.option("--" + name.name)
                case .short, .longWithSingleDash: Roff.option("-" + name.name)
                }
            }.joined(separator: ", ")
            return kind == .option ? names + " " + value : names
        }
    }

    /// The entry's text: the help with the default when there is one (as `--help` shows it), then
    /// the discussion.
    var manualText: [String] {
        var help = abstract ?? ""
        if kind == .option, let defaultValue, !defaultValue.isEmpty {
            help += (help.isEmpty ? "" : " ") + "(default: \(defaultValue))"
        }
        return [help, discussion ?? ""].filter { !$0.isEmpty }
    }

    /// The argument in a synopsis: `[source]`, `url`, `[--demo]`.
    var synopsis: String? {
        guard kind == .positional else { return nil }
        let name = Roff.placeholder(valueName ?? "value") + (isRepeating ? " ..." : "")
        return isOptional ? "[" + name + "]" : name
    }
}
