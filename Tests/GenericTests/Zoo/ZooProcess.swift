import Foundation
import TestSupport

/// The built `pagetty` run to its end for a zoo test, off the cooperative pool, in a home of its
/// own (no shared cache or state) with the zoo's GitHub token set in its environment alone.
enum ZooProcess {
    static func run(_ arguments: [String]) async throws -> (status: Int32, output: String) {
        let home = TemporaryDirectory()
        defer { home.remove() }
        let environment = home.pagettyEnvironment([ZooAPI.gitHubToken.variable: ZooAPI.gitHubToken.value])
        return try await Subprocess.runOffPool(BuiltProducts.path("pagetty"), arguments, environment: environment)
    }
}
