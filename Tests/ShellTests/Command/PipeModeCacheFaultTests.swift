import Foundation
import MockAPI
import Testing
import TestSupport

/// The built binary in pipe mode, with its default disk cache, after a garbled page.
@Suite(.serialized) struct PipeModeCacheFaultTests {
    @Test func aGarbledPageFailsOneRunAndNotTheNext() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let mock = try await MockServer.start()
        defer { Task { await mock.stop() } }
        mock.setFaults([FaultRule(pathPrefix: "/github/users", kind: .malformedJSON, count: 1)])
        let pagetty = PagettyProcess(home: home)
        let arguments = ["github", "--base-url", mock.baseURL + "/github", "--per-page", "10", "--limit", "30"]
        let failed = try await pagetty.run(arguments)
        #expect(failed.status == 1)
        #expect(failed.stdout.isEmpty)
        #expect(failed.stderr == "pagetty: unexpected response: GitHub users: malformed JSON\n")
        // The fault is spent; the cache must not hand the garbled page back (fresh, or through a 304).
        let again = try await pagetty.run(arguments)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stderr == "")
        #expect(again.objects.count == 30)
        #expect(Set(again.objects.compactMap { $0["id"] as? Int }).count == 30)
    }
}
