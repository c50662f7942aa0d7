import Foundation
import Networking
import Shell

/// Dispatches `pagetty url …` to its own command; everything else is the browser's.
///
/// The browser's optional `source` argument would swallow a subcommand name, so the split is
/// made here, before parsing. Every command runs on `MainLoop`: the main thread drives curl and
/// runs the main actor, where the paginator and the view model live.
@main
enum Entry {
    static func main() {
        let caBundle = LiveTransport.caBundle(environment: ProcessInfo.processInfo.environment)
        MainLoop.run(caBundle: caBundle) {
            await run()
            return 0
        }
    }

    @MainActor
    private static func run() async {
        var arguments = Array(CommandLine.arguments.dropFirst())
        // `pagetty help [url]`, which the completion scripts offer: that command's --help.
        if arguments.first == "help" { arguments = Array(arguments.dropFirst()) + ["--help"] }
        if let text = CompletionScript.answer(arguments) {
            print(text, terminator: "")  // a completion script, or the profiles its callbacks ask for
        } else if CompletionRoot.handles(arguments) {
            await CompletionRoot.main(arguments)  // completion scripts and their callbacks
        } else if arguments.first == "url" {
            await Ending.main(URLRoot.self, arguments)
        } else if let profiled = ProfileArgument.urlArguments(arguments) {
            await Ending.main(URLRoot.self, profiled)  // a profile from the config file, wherever it is named
        } else {
            await Ending.main(Pagetty.self, arguments)
        }
    }
}
