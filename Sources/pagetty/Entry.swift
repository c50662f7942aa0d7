/// Dispatches `pagetty url …` to its own command; everything else is the browser's.
///
/// The browser's optional `source` argument would swallow a subcommand name, so the split is
/// made here, before parsing.
@main
enum Entry {
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "url" {
            await URLCommand.main(Array(arguments.dropFirst()))
        } else if arguments.first?.hasPrefix("@") == true {
            await URLCommand.main(arguments)  // a profile from the config file
        } else {
            await Pagetty.main(arguments)
        }
    }
}
