import Foundation

/// The package's executables as built alongside the running tests.
///
/// Next to the test binary, so a test run from another scratch path (`.build-tsan`,
/// `.build-asan`) runs that build's `pagetty`, not whatever `.build/debug` holds.
public enum BuiltProducts {
    /// The directory of the running test executable (`<scratch>/debug` on Linux).
    public static let directory: URL = {
        #if os(Linux)
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: exe).deletingLastPathComponent()
        }
        #endif
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug")
    }()

    /// The path of executable `name` in `directory`.
    public static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
}
