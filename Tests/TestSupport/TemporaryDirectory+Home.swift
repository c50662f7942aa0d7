import Foundation

extension TemporaryDirectory {
    /// A clean environment for a `pagetty` process whose home is this directory: its config, cache
    /// and state stay here, so no run reads the machine's settings or fills its cache. The
    /// sanitizers' options are kept: under `make sanitize` the binary is instrumented too and must
    /// run with the tests' settings (suppressions, leak checking off).
    public func pagettyEnvironment(_ variables: [String: String] = [:]) -> [String: String] {
        let sanitizers = ProcessInfo.processInfo.environment.filter {
            ["ASAN_OPTIONS", "TSAN_OPTIONS", "LSAN_OPTIONS", "UBSAN_OPTIONS"].contains($0.key)
        }
        return sanitizers.merging(
            ["HOME": path, "PATH": "/usr/bin:/bin", "XDG_CONFIG_HOME": path + "/config",
             "XDG_CACHE_HOME": path + "/cache", "XDG_STATE_HOME": path + "/state"]) { $1 }
            .merging(variables) { $1 }
    }
}
