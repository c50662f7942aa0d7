import Catalog
import Foundation
import Networking
import Paging
import Shell

extension URLCommand {
    /// Pipe mode: prints the resolved list's items in `format`, following or resuming as the
    /// shared options say; a list known to be cut short exits `incomplete`.
    @MainActor
    func dump(_ resolution: GenericResolver.Resolution, source: GenericSource, options: GenericOptions, session: Session,
              settings: Settings, format: PipeFormat, keyWarnings: [String], demoBase: String?) async throws {
        let mode = session.mode
        session.answer(resolution)
        for warning in keyWarnings { StandardStreams.err(warning) }
        if let summary = resolution.summary { StandardStreams.err(summary) }
        var fields = Self.fields(source)
        fields.selected = shared.selectedFields
        // Not while following: a followed dump writes a line at a time as items come, for ever.
        let display = mode.followPolicy == nil ? ProgressDisplay.make(quiet: shared.quiet) : nil
        var parts = checkpointParts(options, demo: demoBase != nil, format: format)
        if !fields.selected.isEmpty { parts["fields"] = fields.selected.map(\.description).joined(separator: ",") }
        let (checkpoint, checkpoints) = PipeCheckpoint.prepare(
            settings: settings, parts: parts,
            resume: shared.resume, following: mode.followPolicy != nil, first: source.strategy.first,
            demoBase: demoBase)
        let runner = PipeRunner(source: SequentialSource(source, first: checkpoint?.key), transport: session.recorder,
                                clock: ContinuousClock(), configuration: settings.paging, fields: fields,
                                format: format, limit: shared.limit, write: StandardStreams.writer(committing: checkpoints),
                                diagnose: { line in display.map { $0.say(line) } ?? StandardStreams.err(line) }, resume: checkpoint, checkpoints: checkpoints)
        if let display { runner.onProgress = { display.update($0) } }
        let direction = try followDirection(profile: resolution.options)
        let written = try await PipeFollow.run(runner, policy: mode.followPolicy, direction: direction,
                                               source: source, transport: session.recorder)
        // The end row said what is missing; a script is told by the status too (not when --limit was met).
        if source.spec.unpagedNote != nil, mode.followPolicy == nil, shared.limit.map({ written < $0 }) ?? true {
            throw ExitStatus.incomplete.exit
        }
    }

    /// How a generic item prints: its title is the first column; numeric ids as numbers; in TSV the
    /// columns given after the URL.
    static func fields(_ source: GenericSource) -> PipeFields {
        PipeFields(titleColumn: 0, numericIDs: true, extraCells: source.pipeCells)
    }

    /// What names this dump's checkpoint: the options given (flags over the profile; the list's
    /// URL as typed for the demo, whose port changes every run) and the format. No credential
    /// and no value of one: a token's variable and the headers' values are left out (a token
    /// rotated between runs is the same dump), the headers' names kept.
    func checkpointParts(_ given: GenericOptions, demo: Bool, format: PipeFormat) -> [String: String?] {
        var values = given.values
        if demo { values["url"] = "demo:" + url }
        values["token_env"] = nil
        values["headers"] = values["headers"].map {
            $0.split(separator: "\n").map { $0.split(separator: ":", maxSplits: 1).first.map(String.init) ?? "" }.joined(separator: "\n")
        }
        values["format"] = "\(format)"
        return values
    }
}
