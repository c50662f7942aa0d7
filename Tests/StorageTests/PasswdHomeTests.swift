import Foundation
import Storage
import Testing

/// Without HOME (cron, systemd, `env -i`) the cache and state live in the user's own home from
/// the passwd database, never in a shared place such as /tmp.
@Suite struct PasswdHomeTests {
    @Test func withoutHOMEThePasswdHomeIsUsed() throws {
        let entry = try #require(getpwuid(geteuid()))
        let home = String(cString: entry.pointee.pw_dir)
        for environment in [[:], ["HOME": ""], ["HOME": "relative"]] as [[String: String]] {
            let paths = Paths(environment: environment)
            #expect(paths.cacheDirectory == home + "/.cache/pagetty")
            #expect(paths.positionsFile == home + "/.local/state/pagetty/positions.json")
            #expect(paths.configFile == home + "/.config/pagetty/config.toml")
        }
    }

    @Test func withNoHomeAtAllThereIsNoDiskCache() {
        let paths = Paths(environment: [:], accountHome: nil)
        #expect(paths.cacheDirectory == nil)
        #expect(paths.positionsFile == nil)
        // XDG variables still place them.
        let placed = Paths(environment: ["XDG_CACHE_HOME": "/c", "XDG_STATE_HOME": "/s"], accountHome: nil)
        #expect(placed.cacheDirectory == "/c/pagetty")
        #expect(placed.positionsFile == "/s/pagetty/positions.json")
    }
}
