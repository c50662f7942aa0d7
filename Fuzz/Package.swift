// swift-tools-version: 6.1
// libFuzzer targets, one executable each, built by Fuzz/build.sh with -sanitize=fuzzer,address.
// A separate package so that the instrumented build never touches the main build directory.
import PackageDescription

/// One fuzz target: an executable whose main is libFuzzer's driver over its `LLVMFuzzerTestOneInput`.
func fuzzTarget(_ name: String, _ products: [String]) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["CFuzzDriver"] + products.map { .product(name: $0, package: "pagetty") })
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
        fuzzTarget("FuzzSanitizer", ["Browser"]),
        fuzzTarget("FuzzGitHubPage", ["Catalog", "Networking", "Paging"]),
        fuzzTarget("FuzzQiitaPage", ["Catalog", "Networking", "Paging"]),
        fuzzTarget("FuzzPokemonPage", ["Catalog", "Networking", "Paging"]),
        fuzzTarget("FuzzImage", ["Images"]),
        fuzzTarget("FuzzGenericJSON", ["Catalog"]),
    ]
)
