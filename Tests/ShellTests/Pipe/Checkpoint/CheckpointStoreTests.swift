import Foundation
import Shell
import Testing
import TestSupport

/// Checkpoint files: private, whole, and never trusted when they are not what was written.
@Suite struct CheckpointStoreTests {
    static let checkpoint = Checkpoint(key: .page(12, perPage: 25), rowsInPage: 25, lastID: "275", rows: 275, pagesBefore: 11)

    @Test func savedPrivatelyFoundAgainAndRemoved() throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let store = CheckpointStore(positionsFile: home.path + "/state/pagetty/positions.json")
        #expect(store.directory == home.path + "/state/pagetty/checkpoints")
        let key = CheckpointKey(["url": "https://a/list"])
        #expect(store.load(key) == .none)
        try store.save(Self.checkpoint, for: key)
        #expect(store.load(key) == .checkpoint(Self.checkpoint))
        var info = stat()
        #expect(stat(store.path(for: key), &info) == 0 && info.st_mode & 0o777 == 0o600)
        #expect(stat(store.directory, &info) == 0 && info.st_mode & 0o777 == 0o700)
        // No temporary file left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.directory) == [key.digest + ".json"])
        store.remove(key)
        #expect(store.load(key) == .none)
    }

    @Test func aCorruptOrOlderFileIsIgnoredWithOneLine() throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let store = CheckpointStore(directory: home.path + "/checkpoints")
        let key = CheckpointKey(["url": "https://a/list"])
        try store.save(Self.checkpoint, for: key)
        try Data("{\"version\":1,\"key\":".utf8).write(to: URL(fileURLWithPath: store.path(for: key)))
        guard case .ignored(let line) = store.load(key) else { Issue.record("trusted a corrupt file"); return }
        #expect(line.contains("corrupt") && !line.contains("\n"))
        var older = Self.checkpoint
        older.version = 0
        try Data(older.encoded()).write(to: URL(fileURLWithPath: store.path(for: key)))
        guard case .ignored(let said) = store.load(key) else { Issue.record("trusted another version"); return }
        #expect(said.contains("version 0"))
    }

    @Test func aSymlinkInItsPlaceIsNotFollowed() throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let store = CheckpointStore(directory: home.path + "/checkpoints")
        let key = CheckpointKey(["url": "https://a/list"])
        try store.save(Self.checkpoint, for: key)
        let elsewhere = home.path + "/elsewhere.json"
        try FileManager.default.moveItem(atPath: store.path(for: key), toPath: elsewhere)
        #expect(symlink(elsewhere, store.path(for: key)) == 0)
        guard case .ignored = store.load(key) else { Issue.record("followed a symlink"); return }
    }

    @Test func aWriterSavesOnlyWhatWasStagedAndCommitted() throws {
        let home = TemporaryDirectory(); defer { home.remove() }
        let store = CheckpointStore(directory: home.path + "/checkpoints")
        let key = CheckpointKey(["url": "https://a/list"])
        let writer = CheckpointWriter(store: store, key: key, warn: { _ in })
        writer.stage(Self.checkpoint)
        // Staged is not saved: the write it stands for has not returned.
        #expect(store.load(key) == .none)
        writer.commit()
        #expect(store.load(key) == .checkpoint(Self.checkpoint))
        writer.finish()
        #expect(store.load(key) == .none)
    }
}
