@testable import Catalog
import Networking
import Testing

/// Issue 42 point 4: at 50 columns a Stripe-style list showed `1700003…` and `cus_0…` on every row.
/// A number or an id shows whole or drops; epoch seconds in a field named like a date are dates.
@Suite struct EpochAndWholeColumnsTests {
    @Test func epochSecondsNamedLikeADateAreDates() {
        let values: [JSONValue?] = [.number("1700003000"), .number("1700003600"), .null]
        #expect(ColumnKind.of(values, named: "created") == .date)
        #expect(ColumnKind.of(values, named: "updated_at") == .date)
        #expect(ColumnKind.of(values, named: "createdAt") == .date)
        #expect(ColumnKind.date.cell(.number("1700003000")) == "2023-11-14")
        #expect(ColumnKind.date.cell(.number("951782400")) == "2000-02-29")
    }

    @Test func otherNumbersStayNumbers() {
        #expect(ColumnKind.of([.number("1700003000")], named: "balance") == .number)
        #expect(ColumnKind.of([.number("1700003000")]) == .number)
        #expect(ColumnKind.of([.number("42")], named: "created") == .number, "not epoch seconds of this century")
        #expect(ColumnKind.of([.number("1700003000.5")], named: "created") == .number)
    }

    @Test func aNumberColumnIsAtLeastItsWidestNumber() {
        let column = GenericColumn(label: "balance", path: JSONPath("balance")!)
        let layout = ColumnChoice.layout(column, kind: .number, cells: ["12345678901", "7"], drop: 1)
        #expect(layout.minWidth == 11)
    }

    @Test func theIdColumnIsAtLeastItsWidestID() throws {
        let spec = try GenericSpec.parse(url: "https://api.example.com/v1/customers", items: "data", title: "email",
                                         strategy: "after:starting_after=id")
        let source = try GenericSource(spec: spec, environment: [:])
        let body = #"{"data":[{"id":"cus_00000001","email":"a@example.com","created":1700003000},"#
            + #"{"id":"cus_00000002","email":"b@example.com","created":1700003600}],"has_more":false}"#
        _ = try source.decode(.init(status: 200, headers: [:], body: Array(body.utf8)))
        let columns = source.columns
        #expect(columns.map(\.title) == ["email", "created", "id"])
        #expect(columns.last?.minWidth == 12, "cus_00000001 whole or not at all")
        #expect(columns[1].compaction == .isoDate)
    }
}
