import Storage
import Testing

/// The one place that works out where pagetty keeps files.
@Suite struct PathsTests {
    @Test func followsXDGAndIgnoresRelativeValues() {
        let paths = Paths(environment: ["XDG_CONFIG_HOME": "/x/config", "XDG_CACHE_HOME": "/x/cache",
                                        "XDG_STATE_HOME": "/x/state", "HOME": "/h"])
        #expect(paths.configFile == "/x/config/pagetty/config.toml")
        #expect(paths.cacheDirectory == "/x/cache/pagetty")
        #expect(paths.positionsFile == "/x/state/pagetty/positions.json")
        let relative = Paths(environment: ["XDG_CACHE_HOME": "rel", "XDG_STATE_HOME": "rel", "HOME": "/h"])
        #expect(relative.cacheDirectory == "/h/.cache/pagetty")
        #expect(relative.positionsFile == "/h/.local/state/pagetty/positions.json")
    }

    /// The image cache sits inside whichever cache directory the run uses (was DiskCache.defaultDirectory).
    @Test func imagesLiveInsideTheCacheDirectory() {
        func images(_ environment: [String: String]) -> String {
            Paths.images(in: Paths(environment: environment).cacheDirectory)
        }
        #expect(images(["XDG_CACHE_HOME": "/c", "HOME": "/h"]) == "/c/pagetty/images")
        #expect(images(["XDG_CACHE_HOME": "rel", "HOME": "/h"]) == "/h/.cache/pagetty/images")
        #expect(images(["HOME": "/h"]) == "/h/.cache/pagetty/images")
        #expect(Paths.images(in: "/moved") == "/moved/images")
    }
}
