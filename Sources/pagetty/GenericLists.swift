import Catalog
import Networking
import Shell

/// Turns a generic list's options into its source, for `pagetty url` and for every list opened
/// from a browser's detail pane alike: the one resolver (`GenericResolver`: options given win,
/// the rest detected from the first answer), the line for a list cut to its first page, the source.
enum GenericLists {
    /// Resolves `options` through `transport`; `writing` says whether pipe mode prints the list
    /// (its unpaged line says `printed`) or a browser shows it (`showing`).
    @MainActor
    static func resolve(_ options: GenericOptions, transport: any Transport, writing: Bool, environment: [String: String]) async
        -> Result<(GenericResolver.Resolution, GenericSource), any Error> {
        do {
            let resolution = try await GenericResolver.resolve(options, transport: transport, environment: environment)
            var spec = resolution.spec
            spec.unpagedNote = GenericResolver.unpagedLine(resolution.detection, verb: writing ? "printed" : "showing")
            return .success((resolution, try GenericSource(spec: spec, environment: environment)))
        } catch {
            return .failure(error)
        }
    }

}
