extension GenericSource {
    /// Where a generic list's columns come from.
    enum ColumnMode: Equatable {
        /// Chosen from the first page, then the id.
        case automatic
        /// `--subtitle` alone, as before columns could be given: title, subtitle, id.
        case subtitle
        /// `--column` (or a profile's `columns`): the title and exactly those.
        case given
    }

    var columnMode: ColumnMode {
        if !spec.columns.isEmpty { return .given }
        return spec.subtitle == nil ? .automatic : .subtitle
    }

    /// The title (never dropped), then the other columns, the best or first given last to drop.
    /// Before the first page, columns chosen from it are not known: only a title given or detected
    /// shows, no column is made up (an HTML page's header read `id … id`, issue 42, point 8).
    public var columns: [SourceColumn] {
        guard let shown = firstPage.current ?? (columnMode == .automatic ? nil : chooseColumns([])) else {
            return spec.title.map { [SourceColumn.primary($0.description)] } ?? []
        }
        return [SourceColumn.primary(spec.title?.description ?? spec.id.description)] + shown.map(\.source)
    }

    /// The columns besides the title for a list whose first page has `items`.
    func chooseColumns(_ items: [JSONValue]) -> [ShownColumn] {
        switch columnMode {
        case .subtitle:
            guard let subtitle = spec.subtitle else { return [] }
            return [ShownColumn(column: GenericColumn(label: subtitle.description, path: subtitle), kind: .text,
                                source: .secondary(subtitle.description, minWidth: 8, preferredWidth: 24, drop: 1)),
                    idColumn(drop: 2)]
        case .given:
            let given = (spec.subtitle.map { [GenericColumn(label: $0.description, path: $0)] } ?? []) + spec.columns
            return Self.shown(given, items: items)
        case .automatic:
            let taken = [spec.id, spec.title, spec.webURL, spec.strategy.sortField].compactMap { $0 }
            let chosen = Self.shown(ColumnChoice.automatic(items: items, excluding: taken), items: items)
            // Long ids (UUIDs, hashes) would show as `0f8fad5b-d…`: the detail pane has them whole.
            let widest = items.map { (spec.id.evaluate($0)?.text ?? "").count }.max() ?? 0
            // The title column shows the id already when there is no other title (Qiita's tags: `name`).
            let titleIsID = (spec.title ?? spec.id) == spec.id
            return chosen + (widest <= Self.shortID && !titleIsID ? [idColumn(drop: chosen.count + 1, widest: widest)] : [])
        }
    }

    /// The longest id worth a column.
    static let shortID = 12

    /// The id, right-aligned, the last to drop; at least `widest` wide (the first page's longest
    /// id), so it drops rather than shows a cut id (`cus_0…` names no customer).
    func idColumn(drop: Int, widest: Int = 4) -> ShownColumn {
        let least = min(max(4, widest), Self.shortID)
        return ShownColumn(column: GenericColumn(label: spec.id.description, path: spec.id), kind: .text,
                           source: .secondary(spec.id.description, minWidth: least, preferredWidth: max(12, least), drop: drop, alignRight: true))
    }

    /// `columns` laid out by what `items` hold, the leftmost last to drop.
    static func shown(_ columns: [GenericColumn], items: [JSONValue]) -> [ShownColumn] {
        columns.enumerated().map { index, column in
            let values = items.map { column.path.evaluate($0) }
            let kind = ColumnKind.of(values, named: column.path.description)
            let source = ColumnChoice.layout(column, kind: kind, cells: values.map(kind.cell), drop: columns.count - index)
            return ShownColumn(column: column, kind: kind, source: source)
        }
    }

    /// A row's cells in the order of `columns`.
    func cells(_ element: JSONValue, id: String, shown: [ShownColumn]) -> [String] {
        [spec.title.flatMap { $0.evaluate(element)?.text }.map(MarkupText.plain) ?? id] + shown.map { $0.cell(element) }
    }

    /// The cells after the title a script gets in TSV: the columns given, none when chosen
    /// (a script needs the same fields on every run, whatever the first page held).
    public var pipeCells: Range<Int> {
        columnMode == .given ? 1..<(1 + spec.columns.count + (spec.subtitle == nil ? 0 : 1)) : 1..<1
    }
}
