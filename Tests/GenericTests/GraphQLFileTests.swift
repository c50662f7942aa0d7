@testable import Catalog
import Foundation
import Testing
import TestSupport

/// A GraphQL query is read from disk only when the value says `@PATH`; `~` is `$HOME`.
@Suite struct GraphQLFileTests {
    static func parse(_ graphql: String) throws(GenericSpecError) -> GenericSpec {
        try GenericSpec.parse(url: "https://api.example/graphql", strategy: "graphql:data.items", graphql: graphql)
    }

    @Test func aPathWithoutTheAtIsNotRead() throws {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        let file = dir.path + "/config.json"
        try "{\"auths\": {\"registry\": {\"auth\": \"DOCKERSECRET\"}}}".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(throws: GenericSpecError.notAQuery(file)) { try Self.parse(file) }
        let spec = try Self.parse("@" + file)
        #expect(spec.graphql?.contains("DOCKERSECRET") == true)
        #expect(spec.graphqlFile == file)
        #expect(try Self.parse("{ items { id } }").graphqlFile == nil)
    }

    @Test func tildeIsHOME() throws {
        let dir = TemporaryDirectory(); defer { dir.remove() }
        try "query { items { id } }".write(toFile: dir.path + "/q.graphql", atomically: true, encoding: .utf8)
        let loaded = try GraphQLQuery.load("@~/q.graphql", home: dir.path)
        #expect(loaded?.file == dir.path + "/q.graphql")
        #expect(loaded?.text == "query { items { id } }")
        #expect(throws: GenericSpecError.self) { try GraphQLQuery.load("@~root/q.graphql", home: dir.path) }
    }
}
