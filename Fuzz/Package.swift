// swift-tools-version: 6.1
// libFuzzer targets, one executable each, built by Fuzz/build.sh with -sanitize=fuzzer,address.
// A separate package so that the instrumented build never touches the main build directory.
import PackageDescription

/// One fuzz target: an executable whose main is libFuzzer's driver over its `LLVMFuzzerTestOneInput`.
func fuzzTarget(_ name: String, _ products: [String], local: [Target.Dependency] = []) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["CFuzzDriver"] + local + products.map { .product(name: $0, package: "pagetty") })
}

let package = Package(
    name: "pagetty-fuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "pagetty", path: ".."),
    ],
    targets: [
        .target(name: "CFuzzDriver"),
        fuzzTarget("FuzzLinkHeader", ["Networking"]),
        fuzzTarget("FuzzRateLimit", ["Networking"]),
        fuzzTarget("FuzzSanitizer", ["TerminalText"]),
        .target(
            name: "FuzzPageDecoding",
            dependencies: ["Catalog", "Networking", "Paging"].map { .product(name: $0, package: "pagetty") }),
        fuzzTarget("FuzzGitHubPage", ["Catalog", "Paging"], local: ["FuzzPageDecoding"]),
        fuzzTarget("FuzzQiitaPage", ["Catalog", "Paging"], local: ["FuzzPageDecoding"]),
        fuzzTarget("FuzzPokemonPage", ["Catalog", "Paging"], local: ["FuzzPageDecoding"]),
        fuzzTarget("FuzzImage", ["Images"]),
        fuzzTarget("FuzzGenericJSON", ["Catalog"]),
        fuzzTarget("FuzzRedirect", ["Networking"]),
        fuzzTarget("FuzzPipeJSON", ["Shell", "Catalog"]),
        fuzzTarget("FuzzCacheNames", ["HTTPCache", "Images", "Networking"]),
        fuzzTarget("FuzzRedaction", ["Networking"]),
    ]
)
