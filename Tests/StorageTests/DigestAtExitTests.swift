import Foundation
import Testing
import TestSupport

/// SHA-256 keeps working while the process exits: a detail's cache key is still being hashed on
/// another thread when the picker prints its row and exits.
@Suite("SHA-256 while exiting")
struct DigestAtExitTests {
    @Test func aHashComputedWhileTheProcessExitsSucceeds() throws {
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: BuiltProducts.path("digest-exit-probe"))
        try probe.run()
        probe.waitUntilExit()
        #expect(probe.terminationReason == .exit)
        #expect(probe.terminationStatus == 0)
    }
}
