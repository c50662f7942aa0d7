// swift-tools-version: 6.1
// A separate package so that AsyncHTTPClient, used only as a baseline, stays out of the product.
import PackageDescription

let package = Package(
    name: "pagetty-benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "pagetty", path: ".."),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
    ],
    targets: [
        .target(name: "CBaseline", linkerSettings: [.linkedLibrary("curl")]),
        .executableTarget(
            name: "pagetty-bench",
            dependencies: [
                "CBaseline",
                .product(name: "Networking", package: "pagetty"),
                .product(name: "Paging", package: "pagetty"),
                .product(name: "Catalog", package: "pagetty"),
                .product(name: "Browser", package: "pagetty"),
                .product(name: "TerminalUI", package: "pagetty"),
                .product(name: "MockAPI", package: "pagetty"),
                .product(name: "Images", package: "pagetty"),
                .product(name: "HTTPCache", package: "pagetty"),
                .product(name: "TestSupport", package: "pagetty"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ]),
    ]
)
