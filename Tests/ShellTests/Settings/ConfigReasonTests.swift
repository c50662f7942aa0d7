import Foundation
import Shell
import Testing
import TestSupport

/// Issue 42 point 8: `cannot read config cfgs/nope.toml` gave no reason.
@Suite struct ConfigReasonTests {
    func message(_ path: String, home: String) -> String? {
        var flags = CommandFlags()
        flags.configFile = path
        do {
            _ = try Settings.resolve(flags: flags, environment: ["HOME": home], stdoutIsTerminal: true)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func anUnreadableConfigSaysWhy() throws {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        #expect(message(dir.path + "/nope.toml", home: dir.path) == "pagetty: cannot read config \(dir.path)/nope.toml: no such file")
        let latin1 = dir.path + "/latin1.toml"
        try Data([0x73, 0x6F, 0x75, 0x72, 0x63, 0x65, 0x3D, 0xE9]).write(to: URL(fileURLWithPath: latin1))
        #expect(message(latin1, home: dir.path) == "pagetty: cannot read config \(latin1): it is not UTF-8 text")
        #expect(message(dir.path, home: dir.path) == "pagetty: cannot read config \(dir.path): it is not a regular file")
    }
}
