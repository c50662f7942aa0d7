// swift-tools-version: 6.1
// `make sanitize-ci`: the concurrency-heavy suites alone, for the short sanitizer pass in
// `make test`. A separate package (its test targets are symlinks to ../Tests, or to a folder of one) so that the
// instrumented build compiles only what these suites need: no SwiftNIO, Hummingbird or
// TOMLKit, which the full suite pulls in through the mock server and the CLI.
import PackageDescription

let pagetty: (String) -> Target.Dependency = { .product(name: $0, package: "pagetty") }

let package = Package(
    name: "pagetty-sanitize-ci",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "pagetty", path: ".."),
        .package(url: "https://github.com/pointfreeco/swift-clocks.git", from: "1.1.1"),
    ],
    targets: [
        .testTarget(name: "NetworkingTests", dependencies: ["Networking", "TestSupport"].map(pagetty)),
        .testTarget(
            name: "PagingTests",
            dependencies: ["Paging", "Catalog", "Networking", "TestSupport"].map(pagetty)
                + [.product(name: "Clocks", package: "swift-clocks")]),
        // Only the view model's folder of BrowserTests (a symlink to Tests/BrowserTests/ViewModel):
        // its tasks are the concurrency-heavy part; the renderer's golden screens are not.
        .testTarget(
            name: "BrowserViewModelTests",
            dependencies: ["Browser", "Paging", "Catalog", "Networking", "TestSupport"].map(pagetty)
                + [.product(name: "Clocks", package: "swift-clocks")]),
    ]
)
