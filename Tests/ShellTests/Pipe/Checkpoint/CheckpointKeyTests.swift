import Shell
import Testing

/// A dump's checkpoint name: the same command finds its own, a different one never shares it.
@Suite struct CheckpointKeyTests {
    @Test func theSamePartsInAnyOrderNameTheSameDump() {
        let one = CheckpointKey(["url": "https://a/list", "method": "POST", "body": "{}"])
        let two = CheckpointKey(["body": "{}", "url": "https://a/list", "method": "POST"])
        #expect(one == two)
        #expect(one.digest.count == 64)
    }

    @Test func anyPartThatChangesTheRowsNamesAnotherDump() {
        let base: [String: String?] = ["url": "https://a/list", "format": "jsonl"]
        let key = CheckpointKey(base)
        for (name, value) in [("url", "https://a/list2"), ("format", "tsv"), ("body", "{}"), ("per_page", "5")] {
            var other = base
            other[name] = value
            #expect(CheckpointKey(other) != key, "\(name)")
        }
    }

    @Test func absentAndNilAreTheSame() {
        #expect(CheckpointKey(["url": "u", "query": nil]) == CheckpointKey(["url": "u"]))
    }

    @Test func partsCannotBeShiftedIntoEachOther() {
        #expect(CheckpointKey(["a": "b\nc=d"]) != CheckpointKey(["a": "b", "c": "d"]))
        #expect(CheckpointKey(["a": "bc"]) != CheckpointKey(["ab": "c"]))
    }
}
