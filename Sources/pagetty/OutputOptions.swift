import ArgumentParser
import Shell

/// The pipe-mode options both commands take: the line format and where to stop.
struct OutputOptions: ParsableArguments {
    @Option(name: .customLong("print"), help: ArgumentHelp("Write items to stdout instead of browsing: jsonl or tsv.", valueName: "format"))
    var printFormat: PipeFormat?

    @Option(help: ArgumentHelp("With --print: stop after this many items.", valueName: "n"))
    var limit: Int?

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError("--limit takes a positive number") }
    }
}
