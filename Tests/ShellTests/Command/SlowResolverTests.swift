import Foundation
import Testing
import TestSupport

/// Whether a library can be built and preloaded: sanitizer runtimes want to come first.
private let canPreload = ["ASAN_OPTIONS", "TSAN_OPTIONS"].allSatisfy { ProcessInfo.processInfo.environment[$0] == nil }
    && FileManager.default.isExecutableFile(atPath: "/usr/bin/cc")

/// libcurl resolves names on a thread of its own; a transfer that ends while that lookup is still
/// out (curl's connect timeout, a cancel) waited for the lookup to finish, unless the handle says
/// `CURLOPT_QUICK_EXIT`. The main thread drives curl (`MainLoop`), so a resolver that does not
/// answer (a dead VPN, a captive portal) froze everything: keys, frames, SIGTERM and Ctrl-C.
@Suite(.enabled(if: canPreload, "no C compiler, or the binary is instrumented by a sanitizer"))
struct SlowResolverTests {
    /// A `getaddrinfo` that takes 30 s for `slow-dns.test`, as a resolver with no answer does.
    static let shim = """
        #define _GNU_SOURCE
        #include <dlfcn.h>
        #include <netdb.h>
        #include <string.h>
        #include <unistd.h>
        int getaddrinfo(const char *node, const char *service, const struct addrinfo *hints, struct addrinfo **res) {
            if (node && strcmp(node, "slow-dns.test") == 0) { sleep(30); return EAI_AGAIN; }
            int (*real)(const char *, const char *, const struct addrinfo *, struct addrinfo **) = dlsym(RTLD_NEXT, "getaddrinfo");
            return real(node, service, hints, res);
        }
        """

    @Test func aLookupThatNeverAnswersDoesNotFreezeTheProcess() async throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let library = home.path + "/slow-dns.so"
        try Self.shim.write(toFile: home.path + "/slow-dns.c", atomically: true, encoding: .utf8)
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/cc")
        compiler.arguments = ["-shared", "-fPIC", "-o", library, home.path + "/slow-dns.c", "-ldl"]
        try compiler.run()
        compiler.waitUntilExit()
        try #require(compiler.terminationStatus == 0)

        // curl gives up connecting after its 10 s connect limit, while the lookup has 20 s to go:
        // the run must end then, with curl's own message, not when the lookup does.
        let started = ContinuousClock.now
        let run = try await PagettyProcess(home: home).run(["url", "https://slow-dns.test:9/items", "--print", "tsv", "--no-cache"],
                                                           ["LD_PRELOAD": library])
        let took = ContinuousClock.now - started
        #expect(run.status == 1)
        #expect(run.stderr.contains("timed out"), "\(run.stderr)")
        #expect(took < .seconds(20), "ended after \(took): the main thread waited for the lookup")
    }
}
